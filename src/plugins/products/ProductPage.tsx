import { ShoppingOutlined } from "@ant-design/icons";
import { Card, Descriptions, Result, Skeleton, Table, Tag } from "antd";
import { Link, useParams } from "react-router";
import {
  ApiError,
  comparedWith,
  useComparison,
  DataCard,
  RouteLink,
  KpiCard,
  PeriodSelect,
  useFormat,
  useMarketProduct,
  usePageData,
  usePeriod,
  useTranslation,
} from "../../kernel";
import { usePriceHistory, useProductFigures } from "./api";

/** `/product/{id}`: everything about one article, its key figures and its prices over time. */
export default function ProductPage() {
  const { t } = useTranslation("products");
  const format = useFormat();
  const rawId = useParams().id;
  const id = Number(rawId);
  const valid = Number.isInteger(id) && id > 0;
  const product = useMarketProduct(valid ? id : 0);
  const [period] = usePeriod();
  const [compare] = useComparison();
  const figures = useProductFigures(valid ? id : 0, period, compare);
  const prices = usePriceHistory(valid ? id : 0);
  usePageData("product info", product.data);
  usePageData("price history", prices.data);
  usePageData("summary", figures.data);

  const notFound = !valid || (product.error instanceof ApiError && (product.error.status === 404 || product.error.status === 400));
  if (notFound) {
    return (
      <Result
        status="404"
        title={t("notFound.title")}
        subTitle={t("notFound.text", { id: rawId })}
        extra={<Link to="/products">{t("notFound.back")}</Link>}
      />
    );
  }
  if (product.isPending) return <Skeleton active avatar paragraph={{ rows: 6 }} />;
  if (product.error || !product.data) {
    return <DataCard title={t("title")} loading={false} error={product.error} onRetry={() => void product.refetch()} />;
  }
  const p = product.data;
  const totals = figures.data?.totals;
  const previous = figures.data?.previous;
  const { days, versus } = comparedWith(figures.data?.period, figures.data?.previousPeriod);
  return (
    <div className="fx-page">
      <div className="fx-product-header">
        <div className="fx-product-image" aria-hidden>
          {p.imageUrl ? <img src={p.imageUrl} alt="" /> : <ShoppingOutlined />}
        </div>
        <div>
          <h1 className="fx-product-title">
            {p.productNameBold} <span className="fx-muted">{p.productNameThin}</span>
          </h1>
          <div className="fx-product-sub">
            {t("number", { value: p.productNumber })} · {p.producerName ?? t("unknownProducer")}
            {p.discontinued && (
              <Tag color="#a8071a" style={{ marginLeft: 8 }}>
                {t("discontinued")}
              </Tag>
            )}
          </div>
          <div className="fx-product-price">
            {p.price !== null && format.sek(p.price, 2)}
            {p.pricePerLitre !== null && <span className="fx-muted"> · {t("perLitre", { value: format.sek(p.pricePerLitre, 2) })}</span>}
          </div>
          <div className="fx-product-links">
            <RouteLink to="analysis.page" params={{ product: p.id }}>
              {t("links.analysis")}
            </RouteLink>
            <RouteLink to="comparison.page" params={{ product: p.id, products: [p.id] }}>
              {t("links.comparison")}
            </RouteLink>
          </div>
        </div>
      </div>
      <Card size="small">
        <Descriptions
          size="small"
          column={{ xs: 1, sm: 2, lg: 3 }}
          items={[
            { key: "supplier", label: t("fields.supplier"), children: p.supplierName ?? "–" },
            { key: "country", label: t("fields.country"), children: p.country ? format.country(p.country) : "–" },
            {
              key: "category",
              label: t("fields.category"),
              children:
                [p.categoryLevel1, p.categoryLevel2]
                  .filter((c): c is string => !!c)
                  .map(format.category)
                  .join(" › ") || "–",
            },
            { key: "assortment", label: t("fields.assortment"), children: p.assortmentText ? format.assortment(p.assortmentText) : "–" },
            {
              key: "alcohol",
              label: t("fields.alcohol"),
              children: p.alcoholPercentage === null ? "–" : format.alcohol(p.alcoholPercentage),
            },
            { key: "volume", label: t("fields.volume"), children: p.volumeMl === null ? "–" : `${format.number(p.volumeMl)} ml` },
            { key: "launched", label: t("fields.launched"), children: p.launchDate ? format.date(p.launchDate) : "–" },
          ]}
        />
      </Card>
      <div className="fx-page-head">
        <h2>{t("figures.title")}</h2>
        <PeriodSelect compare />
      </div>
      <div className="fx-kpi-row">
        <KpiCard
          label={t("figures.units")}
          value={totals ? format.number(totals.units) : ""}
          current={totals?.units}
          previous={previous?.units}
          versus={versus}
          days={days}
          measure="sum"
          loading={figures.isPending}
          updating={figures.isPlaceholderData}
          testId="kpi-units"
        />
        <KpiCard
          label={t("figures.revenue")}
          value={totals ? format.sek(totals.revenue) : ""}
          current={totals?.revenue}
          previous={previous?.revenue}
          versus={versus}
          days={days}
          measure="sum"
          loading={figures.isPending}
          updating={figures.isPlaceholderData}
          testId="kpi-revenue"
        />
        <KpiCard
          label={t("figures.storesSelling")}
          value={totals ? `${format.number(totals.storesSelling)} / ${format.number(totals.storesListing)}` : ""}
          current={totals?.storesSelling}
          previous={previous?.storesSelling}
          days={days}
          versus={versus}
          loading={figures.isPending}
          updating={figures.isPlaceholderData}
          testId="kpi-stores"
        />
        <KpiCard
          label={t("figures.velocity")}
          value={totals ? format.number(totals.velocity, 2) : ""}
          current={totals?.velocity}
          previous={previous?.velocity}
          days={days}
          versus={versus}
          loading={figures.isPending}
          updating={figures.isPlaceholderData}
          testId="kpi-velocity"
        />
        <KpiCard
          label={t("figures.weeksOfSupply")}
          value={totals ? (totals.weeksOfSupply === null ? "–" : format.number(totals.weeksOfSupply, 1)) : ""}
          loading={figures.isPending}
          updating={figures.isPlaceholderData}
          testId="kpi-supply"
        />
      </div>
      <DataCard
        title={t("prices.title")}
        loading={prices.isPending}
        error={prices.error}
        onRetry={() => void prices.refetch()}
        empty={prices.data?.length === 0}
      >
        <Table
          size="small"
          rowKey="validFrom"
          pagination={false}
          dataSource={prices.data ? [...prices.data].reverse() : []}
          columns={[
            { title: t("prices.from"), dataIndex: "validFrom", render: (v: string) => format.date(v) },
            { title: t("prices.price"), dataIndex: "price", align: "right", render: (v: number) => format.sek(v, 2) },
          ]}
        />
      </DataCard>
    </div>
  );
}
