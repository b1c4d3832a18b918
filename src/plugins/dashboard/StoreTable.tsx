import { DataCard, ExportMenu, SimpleTable, RouteLink, useFormat, useTranslation, type ExportColumn } from "../../kernel";
import type { StoreSales } from "./api";

/** The stores that sold the most over the period. */
export function StoreTable({
  stores,
  loading,
  error,
  onRetry,
}: {
  stores?: StoreSales[];
  loading: boolean;
  error: unknown;
  onRetry: () => void;
}) {
  const { t } = useTranslation("dashboard");
  const format = useFormat();
  const exported: ExportColumn<StoreSales>[] = [
    { header: t("topStores.store"), value: (s) => s.storeName },
    { header: t("topStores.number"), value: (s) => s.siteId },
    { header: t("topStores.city"), value: (s) => s.city },
    { header: t("kpi.units"), value: (s) => s.units, kind: "number" },
    { header: t("kpi.revenue"), value: (s) => s.revenue, kind: "sek" },
  ];
  return (
    <DataCard
      title={t("topStores.title")}
      extra={stores?.length ? <ExportMenu filename="fenix-top-stores" columns={exported} rows={stores} testId="export-top-stores" /> : null}
      loading={loading}
      error={error}
      onRetry={onRetry}
      empty={stores?.length === 0}
    >
      <SimpleTable
        rowKey="storeId"
        dataSource={stores}
        columns={[
          {
            title: t("topStores.store"),
            key: "store",
            render: (_: unknown, s: StoreSales) => (
              <RouteLink to="stores.store" params={{ storeId: s.siteId }}>
                {s.storeName}
              </RouteLink>
            ),
          },
          { title: t("topStores.city"), dataIndex: "city", responsive: ["md"] },
          { title: t("kpi.units"), dataIndex: "units", align: "right", render: (v: number) => format.number(v) },
          { title: t("kpi.revenue"), dataIndex: "revenue", align: "right", render: (v: number) => format.sek(v) },
        ]}
      />
    </DataCard>
  );
}
