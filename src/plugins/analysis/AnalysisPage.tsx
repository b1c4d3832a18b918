import { Alert, Card, Col, Descriptions, Result, Row, Skeleton } from "antd";
import { Link, useSearchParams } from "react-router";
import { ApiError, PeriodSelect, RouteLink, useFormat, useMarketProduct, usePageData, usePeriod, useTranslation } from "../../kernel";
import { useAvailability } from "./api";
import { MarketPositionSection } from "./MarketPosition";
import { ProductPicker } from "./ProductPicker";
import { CompetitiveSection, PricesAndAvailability, SalesSection } from "./SalesSections";
import { StockByStore, StockDiff, StockMetrics, StockSummaryRow } from "./StockSections";
import { YearlySalesSection } from "./YearlySales";

/** `/analysis?product={id}`: one product's stock, sales and competition; a picker without one. */
export default function AnalysisPage() {
  const { t } = useTranslation("analysis");
  const format = useFormat();
  const [params] = useSearchParams();
  const [period] = usePeriod();
  const id = Number(params.get("product"));
  const chosen = Number.isInteger(id) && id > 0;
  const product = useMarketProduct(chosen ? id : 0);
  const availability = useAvailability(chosen ? id : 0);
  usePageData("product info", product.data);

  if (!chosen) {
    return (
      <div className="fx-page">
        <div className="fx-page-head">
          <h1>{t("title")}</h1>
        </div>
        <Card>
          <p>{t("picker.intro")}</p>
          <ProductPicker />
        </Card>
      </div>
    );
  }
  if (product.error instanceof ApiError && product.error.status === 404) {
    return <Result status="404" title={t("notFound")} extra={<Link to="/analysis">{t("pickAnother")}</Link>} />;
  }
  if (product.isPending || !product.data) return <Skeleton active paragraph={{ rows: 8 }} />;
  const p = product.data;
  // A product sold nationally only has no stock, deliveries or store sales to show (the demo's range).
  const storeDetail = availability.data?.storeDetail !== false;
  return (
    <div className="fx-page">
      <div className="fx-page-head">
        <h1>
          {t("title")}: {p.productNameBold} <span className="fx-muted">{p.productNameThin}</span>
        </h1>
        <PeriodSelect />
      </div>
      <Card size="small">
        <Descriptions
          size="small"
          column={{ xs: 1, sm: 2, lg: 4 }}
          items={[
            { key: "number", label: t("info.number"), children: p.productNumber },
            { key: "producer", label: t("info.producer"), children: p.producerName ?? "–" },
            { key: "supplier", label: t("info.supplier"), children: p.supplierName ?? "–" },
            {
              key: "price",
              label: t("info.price"),
              children:
                p.price === null
                  ? "–"
                  : `${format.sek(p.price, 2)}${p.pricePerLitre === null ? "" : ` (${format.sek(p.pricePerLitre)}/l)`}`,
            },
            {
              key: "category",
              label: t("info.category"),
              children:
                [p.categoryLevel1, p.categoryLevel2]
                  .filter((c): c is string => !!c)
                  .map(format.category)
                  .join(" › ") || "–",
            },
            { key: "assortment", label: t("info.assortment"), children: p.assortmentText ? format.assortment(p.assortmentText) : "–" },
            {
              key: "alcohol",
              label: t("info.alcohol"),
              children: p.alcoholPercentage === null ? "–" : format.alcohol(p.alcoholPercentage),
            },
            { key: "volume", label: t("info.volume"), children: p.volumeMl === null ? "–" : `${format.number(p.volumeMl)} ml` },
          ]}
        />
        <div style={{ marginTop: 8 }}>
          <RouteLink to="products.product" params={{ id: p.id }}>
            {t("info.productPage")}
          </RouteLink>
        </div>
      </Card>
      {storeDetail ? (
        <>
          <StockSummaryRow productId={id} />
          <StockMetrics productId={id} period={period} />
        </>
      ) : (
        <Alert type="info" showIcon data-testid="no-store-detail" message={t("storeDetail.title")} description={t("storeDetail.text")} />
      )}
      <Row gutter={[16, 16]}>
        <Col xs={24} xl={storeDetail ? 14 : 24}>
          <SalesSection productId={id} period={period} storeDetail={storeDetail} />
        </Col>
        {storeDetail && (
          <Col xs={24} xl={10}>
            <StockByStore productId={id} />
          </Col>
        )}
      </Row>
      <CompetitiveSection productId={id} period={period} />
      <MarketPositionSection productId={id} />
      <Row gutter={[16, 16]}>
        {storeDetail && (
          <Col xs={24} xl={14}>
            <StockDiff productId={id} period={period} />
          </Col>
        )}
        <Col xs={24} xl={storeDetail ? 10 : 24}>
          <PricesAndAvailability productId={id} />
          <div style={{ marginTop: 16 }}>
            <YearlySalesSection productId={id} />
          </div>
        </Col>
      </Row>
    </div>
  );
}
