import { Select, Space, Table, Typography } from "antd";
import { useSearchParams } from "react-router";
import { DataCard, RouteLink, useCompanies, useFormat, usePageData, useSelectedCompany, useTranslation } from "../../../src/kernel";
import { SHELF_WATCH_DEFAULT_MIN_STORES, type ShelfGap } from "../contracts";
import { useShelfWatch } from "./api";

const MIN_STORES_CHOICES = [1, 3, 5, 10, 20];

/** The choice in the URL (`?minStores=5`), so a reload or a shared link shows the same list. */
function useMinStores(): [number, (value: number) => void] {
  const [params, setParams] = useSearchParams();
  const chosen = Number(params.get("minStores"));
  const minStores = MIN_STORES_CHOICES.includes(chosen) ? chosen : SHELF_WATCH_DEFAULT_MIN_STORES;
  return [minStores, (value) => setParams({ minStores: String(value) })];
}

/** `/shelf-watch`: the selected company's products out of stock in many stores today. */
export default function ShelfWatchPage() {
  const { t } = useTranslation("shelf-watch");
  const format = useFormat();
  const companies = useCompanies();
  const company = useSelectedCompany();
  const noCompany = companies.data !== undefined && company === null;
  const [minStores, setMinStores] = useMinStores();
  const watch = useShelfWatch(company?.id, minStores);
  const error = companies.error ?? watch.error;
  usePageData("shelf watch", watch.data);

  return (
    <div className="fx-page">
      <div className="fx-page-head">
        <h1>{t("title")}</h1>
      </div>
      <Typography.Paragraph type="secondary">{t("intro")}</Typography.Paragraph>
      <Space wrap style={{ marginBottom: 16 }}>
        <label htmlFor="shelf-watch-min-stores">{t("minStores")}</label>
        <Select
          id="shelf-watch-min-stores"
          value={minStores}
          onChange={setMinStores}
          options={MIN_STORES_CHOICES.map((count) => ({ value: count, label: t("stores", { count }) }))}
          style={{ minWidth: 120 }}
        />
      </Space>
      <DataCard
        title={t("table.title")}
        extra={watch.data && <Typography.Text type="secondary">{t("asOf", { date: format.date(watch.data.asOf) })}</Typography.Text>}
        loading={!error && !noCompany && watch.isPending}
        error={error}
        onRetry={() => void (companies.error ? companies.refetch() : watch.refetch())}
        empty={noCompany || watch.data?.items.length === 0}
        emptyText={noCompany ? t("noCompany") : t("none", { count: minStores })}
      >
        <Table<ShelfGap>
          size="small"
          pagination={false}
          rowKey={(gap) => gap.product.id}
          dataSource={watch.data?.items}
          columns={[
            {
              title: t("table.product"),
              key: "product",
              render: (_, gap) => (
                <RouteLink to="products.product" params={{ id: gap.product.id }}>
                  {gap.product.productName}
                </RouteLink>
              ),
            },
            { title: t("table.storesOut"), dataIndex: "storesOut", align: "right", render: (count: number) => format.number(count) },
            { title: t("table.since"), dataIndex: "since", render: (day: string) => format.date(day) },
          ]}
        />
      </DataCard>
    </div>
  );
}
