import { useCustom, type BaseRecord } from "@refinedev/core";
import type {
  CompetitiveAnalysis,
  DailyDiff,
  MarketPosition,
  DataAvailability as Availability,
  HourlyDiff,
  PricePoint,
  ProductSales as Sales,
  ProductStoreSales,
  SegmentProduct as Competitor,
  StockMetrics,
  StockSummary,
  StoreStock,
} from "../../../contracts";
import { dataQuery, queryItems, type PeriodChoice } from "../../kernel";

export type { Availability, CompetitiveAnalysis, Competitor, MarketPosition, Sales, StockMetrics, StockSummary, StoreStock };

/** The market position's history: a year of months. */
const MARKET_POSITION_MONTHS = 12;

/** A GET of an analytics endpoint (an API path below /api/v1), only once there is something to ask about. */
function useAnalytics<T extends BaseRecord>(url: string, enabled: boolean, query?: Record<string, string | number>) {
  const { query: result } = useCustom<T>({ url, method: "get", ...(query ? { config: { query } } : {}), queryOptions: { enabled } });
  return dataQuery(result);
}

export const useStockSummary = (id: number) => useAnalytics<StockSummary>(`products/${id}/stock-summary`, id > 0);
export const useStoreStock = (id: number) => useAnalytics<StoreStock[]>(`products/${id}/current-stock`, id > 0);
export const usePriceHistory = (id: number) => useAnalytics<PricePoint[]>(`products/${id}/price-history`, id > 0);
export const useAvailability = (id: number) => useAnalytics<Availability>(`products/${id}/data-availability`, id > 0);
export const useSales = (id: number, period: PeriodChoice) => useAnalytics<Sales>(`products/${id}/sales`, id > 0, { period });
export const useSalesByStore = (id: number, period: PeriodChoice) =>
  queryItems(useAnalytics<{ items: ProductStoreSales[] }>(`products/${id}/sales-by-store`, id > 0, { period }));
export const useCompetitors = (segmentId: string | undefined, period: PeriodChoice) =>
  queryItems(
    useAnalytics<{ items: Competitor[] }>(`segments/${encodeURIComponent(segmentId ?? "")}/products`, !!segmentId, { period, limit: 25 }),
  );
export const useDailyDiff = (id: number, period: PeriodChoice) =>
  queryItems(useAnalytics<{ items: DailyDiff[] }>("stock-diff/daily", id > 0, { productId: id, period }));
export const useHourlyDiff = (id: number) =>
  queryItems(useAnalytics<{ items: HourlyDiff[] }>("stock-diff/hourly", id > 0, { productId: id, period: "2d" }));
export const useStockMetrics = (id: number, period: PeriodChoice) =>
  useAnalytics<StockMetrics>("stock-diff/metrics", id > 0, { productId: id, period });
export const useMarketPosition = (id: number) =>
  useAnalytics<MarketPosition>(`rankings/products/${id}/market-position`, id > 0, { months: MARKET_POSITION_MONTHS });
export const useRivals = (id: number) => useAnalytics<CompetitiveAnalysis>(`products/${id}/competitive`, id > 0);
