import { Table } from "antd";
import { DataCard, RouteLink, useFormat, useTranslation } from "../../kernel";
import type { StoreProduct } from "./api";
import type { StoreCategory } from "../../../contracts";

type Query<T> = { data?: T; isPending: boolean; error: unknown; refetch: () => unknown };

const productCell = (p: StoreProduct) => (
  <RouteLink to="products.product" params={{ id: p.id }}>
    <strong>{p.productNameBold}</strong> {p.productNameThin}
  </RouteLink>
);

export function TopProducts({ query }: { query: Query<{ rank: number; product: StoreProduct; units: number; revenue: number }[]> }) {
  const { t } = useTranslation("stores");
  const format = useFormat();
  return (
    <DataCard
      title={t("top.title")}
      loading={query.isPending}
      error={query.error}
      onRetry={() => void query.refetch()}
      empty={query.data?.length === 0}
    >
      <Table
        size="small"
        pagination={false}
        rowKey="rank"
        dataSource={query.data}
        scroll={{ x: true }}
        columns={[
          { title: "#", dataIndex: "rank", width: 48 },
          { title: t("columns.product"), key: "product", render: (_, r) => productCell(r.product) },
          { title: t("kpi.units"), dataIndex: "units", align: "right", render: (v: number) => format.number(v) },
          { title: t("kpi.revenue"), dataIndex: "revenue", align: "right", render: (v: number) => format.sek(v) },
        ]}
      />
    </DataCard>
  );
}

type CategoryRow = StoreCategory;

export function Categories({ query }: { query: Query<CategoryRow[]> }) {
  const { t } = useTranslation("stores");
  const format = useFormat();
  return (
    <DataCard
      title={t("categories.title")}
      loading={query.isPending}
      error={query.error}
      onRetry={() => void query.refetch()}
      empty={query.data?.length === 0}
    >
      <Table
        size="small"
        pagination={false}
        rowKey={(r) => `${r.categoryLevel1}/${r.categoryLevel2}`}
        dataSource={query.data}
        columns={[
          {
            title: t("categories.category"),
            key: "category",
            render: (_, r) => {
              const name = r.categoryLevel2 ?? r.categoryLevel1;
              return name ? format.category(name) : "–";
            },
          },
          { title: t("categories.listed"), dataIndex: "productsListed", align: "right", responsive: ["md"] },
          { title: t("kpi.revenue"), dataIndex: "revenue", align: "right", render: (v: number) => format.sek(v) },
          { title: t("categories.share"), dataIndex: "revenueShare", align: "right", render: (v: number) => format.percent(v) },
        ]}
      />
    </DataCard>
  );
}

export { productCell };
