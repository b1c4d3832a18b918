import { Link, useSearchParams } from "react-router";
import {
  DataCard,
  ExportMenu,
  ProductName,
  productText,
  SimpleTable,
  useFormat,
  usePeriod,
  useTranslation,
  type ExportColumn,
} from "../../kernel";
import type { ProductFigures } from "./api";

/** The company's best sellers over the period; a name opens the dashboard for that product (same period). */
export function ProductTable({
  products,
  loading,
  error,
  onRetry,
}: {
  products?: ProductFigures[];
  loading: boolean;
  error: unknown;
  onRetry: () => void;
}) {
  const { t } = useTranslation("dashboard");
  const format = useFormat();
  const [params] = useSearchParams();
  const [period] = usePeriod();
  // The period shown is named in the link: a just-chosen one may not have reached `params` yet
  // (the router moves to a new URL in a transition; the choice itself shows at once).
  const productLink = (id: number) => {
    const next = new URLSearchParams(params);
    next.set("period", period);
    next.set("product", String(id));
    return `/?${next.toString()}`;
  };
  const exported: ExportColumn<ProductFigures>[] = [
    { header: t("topProducts.product"), value: (p) => productText(p.product, format) },
    { header: t("topProducts.number"), value: (p) => p.product.productNumber },
    { header: t("kpi.units"), value: (p) => p.units, kind: "number" },
    { header: t("kpi.revenue"), value: (p) => p.revenue, kind: "sek" },
    { header: t("kpi.storesSelling"), value: (p) => p.storesSelling, kind: "number" },
    { header: t("kpi.velocity"), value: (p) => Math.round(p.velocity * 100) / 100, kind: "number" },
  ];
  return (
    <DataCard
      title={t("topProducts.title")}
      extra={
        products?.length ? (
          <ExportMenu filename="fenix-best-sellers" columns={exported} rows={products} testId="export-best-sellers" />
        ) : null
      }
      loading={loading}
      error={error}
      onRetry={onRetry}
      empty={products?.length === 0}
    >
      <SimpleTable
        rowKey={(p) => p.product.id}
        dataSource={products}
        columns={[
          {
            title: t("topProducts.product"),
            key: "product",
            render: (_: unknown, p: ProductFigures) => (
              <Link to={productLink(p.product.id)}>
                <ProductName product={p.product} />
              </Link>
            ),
          },
          { title: t("kpi.units"), dataIndex: "units", align: "right", render: (v: number) => format.number(v) },
          { title: t("kpi.revenue"), dataIndex: "revenue", align: "right", render: (v: number) => format.sek(v) },
          { title: t("kpi.storesSelling"), dataIndex: "storesSelling", align: "right", responsive: ["md"] },
          {
            title: t("kpi.velocity"),
            dataIndex: "velocity",
            align: "right",
            responsive: ["lg"],
            render: (v: number) => format.number(v, 2),
          },
        ]}
      />
    </DataCard>
  );
}
