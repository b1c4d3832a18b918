import { ArrowLeftOutlined } from "@ant-design/icons";
import { Button, Col, Row, Typography } from "antd";
import { useNavigate, useSearchParams } from "react-router";
import {
  clearSelectedProduct,
  DataCard,
  useComparison,
  useFormat,
  useMarketProduct,
  usePageData,
  usePeriod,
  useTranslation,
} from "../../kernel";
import { useProductAvailability, useProductSales, useProductStockOuts, useProductStores, useSegmentTrends } from "./api";
import { DataAvailability } from "./DataAvailability";
import { KpiRow } from "./KpiRow";
import { SalesChart } from "./SalesChart";
import { StockOutTable } from "./StockOutTable";
import { StoreTable } from "./StoreTable";

const TOP_STORES = 10;

/** The dashboard for one product (?product=), with a way back to the company's. */
export function ProductDashboard({ productId, companyName }: { productId: number; companyName: string | null }) {
  const { t } = useTranslation("dashboard");
  const format = useFormat();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const [period] = usePeriod();
  const [compare] = useComparison();
  const product = useMarketProduct(productId);
  const sales = useProductSales(productId, period, compare);
  const segment = useSegmentTrends(sales.data?.segment?.id, period);
  const stores = useProductStores(productId, period);
  const outs = useProductStockOuts(productId);
  const availability = useProductAvailability(productId);
  const topStores = stores.data ? [...stores.data].sort((a, b) => b.revenue - a.revenue).slice(0, TOP_STORES) : undefined;
  usePageData("product info", product.data);
  usePageData(
    "summary",
    sales.data && { period: sales.data.period, totals: sales.data.totals, previous: sales.data.previous, segment: sales.data.segment },
  );

  const back = () => {
    clearSelectedProduct();
    const next = new URLSearchParams(params);
    next.delete("product");
    next.set("period", period);
    const query = next.toString();
    navigate(query ? `/?${query}` : "/");
  };

  if (product.error) {
    return (
      <DataCard title={t("product.notFoundTitle")} loading={false} error={product.error} onRetry={() => void product.refetch()}>
        {null}
      </DataCard>
    );
  }
  return (
    <>
      <div className="fx-product-head">
        <Button icon={<ArrowLeftOutlined />} onClick={back} data-testid="dashboard-back">
          {companyName ? t("product.backTo", { company: companyName }) : t("product.back")}
        </Button>
        {product.data && (
          <Typography.Title level={2} style={{ margin: 0 }}>
            {product.data.productNameBold} <span className="fx-muted">{product.data.productNameThin}</span>{" "}
            <Typography.Text type="secondary">{t("product.number", { value: product.data.productNumber })}</Typography.Text>
          </Typography.Title>
        )}
      </div>
      <KpiRow answer={sales.data} loading={sales.isPending} updating={sales.isPlaceholderData} />
      <DataAvailability
        latestSnapshotAt={availability.data?.latestSnapshotAt}
        period={sales.data?.period}
        previousPeriod={sales.data?.previousPeriod}
        storeDetail={availability.data?.storeDetail}
      />
      <SalesChart
        granularity={sales.data?.granularity}
        ours={sales.data?.daily}
        segment={segment.data}
        oursLabel={product.data?.productNameBold ?? t("chart.product")}
        segmentLabel={
          sales.data?.segment
            ? t("chart.segment", { name: `${format.category(sales.data.segment.categoryLevel2)}, ${sales.data.segment.priceBand}` })
            : t("chart.segments")
        }
        loading={sales.isPending}
        error={sales.error}
        onRetry={() => void sales.refetch()}
      />
      <Row gutter={[16, 16]}>
        <Col xs={24} xl={12}>
          <StoreTable stores={topStores} loading={stores.isPending} error={stores.error} onRetry={() => void stores.refetch()} />
        </Col>
        <Col xs={24} xl={12}>
          <StockOutTable
            outs={outs.data}
            loading={outs.isPending}
            error={outs.error}
            onRetry={() => void outs.refetch()}
            withProduct={false}
          />
        </Col>
      </Row>
    </>
  );
}
