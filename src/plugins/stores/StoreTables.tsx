import { Table } from "antd";
import { DataCard, ExportMenu, ProductName, RouteLink, useFormat, useTranslation, type ExportColumn } from "../../kernel";
import type { StoreProduct } from "./api";
import type { StoreCategory } from "../../../contracts";

type Query<T> = { data?: T; isPending: boolean; error: unknown; refetch: () => unknown };

const productCell = (p: StoreProduct) => (
  <RouteLink to="products.product" params={{ id: p.id }}>
    <ProductName product={p} />
  </RouteLink>
);

type TopRow = { rank: number; product: StoreProduct; units: number; revenue: number };

export function TopProducts({ query }: { query: Query<TopRow[]> }) {
  const { t } = useTranslation("stores");
  const format = useFormat();
  const exported: ExportColumn<TopRow>[] = [
    { header: "#", value: (r) => r.rank, kind: "number" },
    { header: t("columns.product"), value: (r) => [r.product.productNameBold, r.product.productNameThin].filter(Boolean).join(" ") },
    { header: t("columns.articleNumber"), value: (r) => r.product.productNumber },
    { header: t("kpi.units"), value: (r) => r.units, kind: "number" },
    { header: t("kpi.revenue"), value: (r) => r.revenue, kind: "sek" },
  ];
  return (
    <DataCard
      title={t("top.title")}
      extra={
        query.data?.length ? (
          <ExportMenu filename="fenix-store-top-products" columns={exported} rows={query.data} testId="export-store-top" />
        ) : null
      }
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
  const exported: ExportColumn<CategoryRow>[] = [
    { header: t("categories.category"), value: (r) => r.categoryLevel1 && format.category(r.categoryLevel1) },
    { header: t("categories.subcategory"), value: (r) => r.categoryLevel2 && format.category(r.categoryLevel2) },
    { header: t("categories.listed"), value: (r) => r.productsListed, kind: "number" },
    { header: t("kpi.units"), value: (r) => r.units, kind: "number" },
    { header: t("kpi.revenue"), value: (r) => r.revenue, kind: "sek" },
    { header: t("categories.sharePercent"), value: (r) => Math.round(r.revenueShare * 10000) / 100, kind: "number" },
  ];
  return (
    <DataCard
      title={t("categories.title")}
      extra={
        query.data?.length ? (
          <ExportMenu filename="fenix-store-categories" columns={exported} rows={query.data} testId="export-store-categories" />
        ) : null
      }
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
