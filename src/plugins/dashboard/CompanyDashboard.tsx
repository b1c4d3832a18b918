import { Col, Row } from "antd";
import { useComparison, usePageData, usePeriod, usePreloadChart, useTranslation } from "../../kernel";
import { useCompanySales, useCompanyStockOuts, useCompanyTopProducts, useCompanyTopStores } from "./api";
import { ComparisonNote } from "./ComparisonNote";
import { DataAvailability } from "./DataAvailability";
import { KpiRow } from "./KpiRow";
import { ProductTable } from "./ProductTable";
import { SalesChart } from "./SalesChart";
import { StockOutTable } from "./StockOutTable";
import { StoreTable } from "./StoreTable";

/**
 * The selected company's products over the period in the URL. Its calls (and ECharts) start as
 * soon as the company's id is known, before the companies list has named it (the page's title,
 * which shows the name, keeps room for it: nothing moves when it arrives).
 */
export function CompanyDashboard({ companyId, companyName }: { companyId: string; companyName: string | null }) {
  const { t } = useTranslation("dashboard");
  const [period] = usePeriod();
  const [compare] = useComparison();
  usePreloadChart();
  const sales = useCompanySales(companyId, period, compare);
  const products = useCompanyTopProducts(companyId, period);
  const stores = useCompanyTopStores(companyId, period);
  const outs = useCompanyStockOuts(companyId);
  usePageData(
    "summary",
    sales.data && { company: companyName, period: sales.data.period, totals: sales.data.totals, previous: sales.data.previous },
  );
  usePageData("sales data", products.data && { topProducts: products.data, topStores: stores.data, stockOuts: outs.data });
  return (
    <>
      <KpiRow answer={sales.data} loading={sales.isPending} updating={sales.isPlaceholderData} />
      <DataAvailability
        latestSnapshotAt={sales.data?.latestSnapshotAt}
        period={sales.data?.period}
        previousPeriod={sales.data?.previousPeriod}
      />
      <SalesChart
        granularity={sales.data?.granularity}
        ours={sales.data?.daily}
        segment={sales.data?.segmentDaily}
        oursLabel={t("chart.ours")}
        segmentLabel={t(sales.data?.comparison.chosen ? "chart.chosenSegments" : "chart.segments")}
        note={<ComparisonNote comparison={sales.data?.comparison} />}
        loading={sales.isPending}
        error={sales.error}
        onRetry={() => void sales.refetch()}
      />
      <Row gutter={[16, 16]}>
        <Col xs={24} xl={12}>
          <ProductTable
            products={products.data}
            loading={products.isPending}
            error={products.error}
            onRetry={() => void products.refetch()}
          />
        </Col>
        <Col xs={24} xl={12}>
          <StoreTable stores={stores.data} loading={stores.isPending} error={stores.error} onRetry={() => void stores.refetch()} />
        </Col>
      </Row>
      <StockOutTable outs={outs.data} loading={outs.isPending} error={outs.error} onRetry={() => void outs.refetch()} withProduct />
    </>
  );
}
