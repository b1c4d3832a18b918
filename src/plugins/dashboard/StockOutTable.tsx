import {
  DataCard,
  ExportMenu,
  ProductName,
  productText,
  SimpleTable,
  RouteLink,
  useFormat,
  useTranslation,
  type ExportColumn,
} from "../../kernel";
import type { StockOut } from "./api";

/** Open stock-outs, the largest lost-sales estimate first. */
export function StockOutTable({
  outs,
  loading,
  error,
  onRetry,
  withProduct,
}: {
  outs?: StockOut[];
  loading: boolean;
  error: unknown;
  onRetry: () => void;
  withProduct: boolean;
}) {
  const { t } = useTranslation("dashboard");
  const format = useFormat();
  const exported: ExportColumn<StockOut>[] = [
    ...(withProduct
      ? [{ header: t("stockOuts.product"), value: (o: StockOut) => (o.product ? productText(o.product, format) : null) }]
      : []),
    { header: t("topStores.store"), value: (o) => o.storeName },
    { header: t("topStores.number"), value: (o) => o.siteId },
    { header: t("topStores.city"), value: (o) => o.city },
    { header: t("stockOuts.since"), value: (o) => o.since, kind: "date" },
    { header: t("stockOuts.days"), value: (o) => o.days, kind: "number" },
    { header: t("stockOuts.lost"), value: (o) => o.lostUnits, kind: "number" },
    { header: t("stockOuts.lostRevenue"), value: (o) => o.lostRevenue, kind: "sek" },
  ];
  return (
    <DataCard
      title={t("stockOuts.title")}
      extra={outs?.length ? <ExportMenu filename="fenix-stock-outs" columns={exported} rows={outs} testId="export-stock-outs" /> : null}
      loading={loading}
      error={error}
      onRetry={onRetry}
      empty={outs?.length === 0}
      emptyText={t("stockOuts.none")}
    >
      <SimpleTable
        rowKey={(o) => `${o.storeId}:${o.product?.id ?? ""}`}
        dataSource={outs}
        columns={[
          ...(withProduct
            ? [
                {
                  title: t("stockOuts.product"),
                  key: "product",
                  render: (_: unknown, o: StockOut) => (o.product ? <ProductName product={o.product} /> : null),
                },
              ]
            : []),
          {
            title: t("topStores.store"),
            key: "store",
            render: (_: unknown, o: StockOut) => (
              <RouteLink to="stores.store" params={{ storeId: o.siteId }}>{`${o.storeName}${o.city ? `, ${o.city}` : ""}`}</RouteLink>
            ),
          },
          { title: t("stockOuts.since"), dataIndex: "since", render: (v: string) => format.date(v), responsive: ["md"] },
          { title: t("stockOuts.days"), dataIndex: "days", align: "right" },
          { title: t("stockOuts.lost"), dataIndex: "lostUnits", align: "right", render: (v: number) => format.number(v) },
          {
            title: t("stockOuts.lostRevenue"),
            dataIndex: "lostRevenue",
            align: "right",
            render: (v: number) => format.sek(v),
            responsive: ["sm"],
          },
        ]}
      />
    </DataCard>
  );
}
