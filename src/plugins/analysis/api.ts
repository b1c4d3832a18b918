import { type BaseRecord } from "@refinedev/core";
import {
  apiRead,
  type ApiRead,
  type CompetitiveAnalysis,
  type MarketPosition,
  type SegmentProduct as Competitor,
  type StoreStock,
} from "../../../contracts";
import { dataQuery, queryItems, useApiRead, type PeriodChoice } from "../../kernel";

export type { CompetitiveAnalysis, Competitor, MarketPosition, StoreStock };

/** The market position's history: a year of months. */
const MARKET_POSITION_MONTHS = 12;

/** A GET of an analytics endpoint (an API path below /api/v1), only once there is something to ask about. */
function useAnalytics<T extends BaseRecord>(path: ApiRead<T>, enabled: boolean, query?: Record<string, string | number>) {
  const { query: result } = useApiRead(path, { ...(query ? { query } : {}), queryOptions: { enabled } });
  return dataQuery(result);
}

export const useStockSummary = (id: number) => useAnalytics(apiRead("products/{id}/stock-summary", { id }), id > 0);
export const useStoreStock = (id: number) => useAnalytics(apiRead("products/{id}/current-stock", { id }), id > 0);
export const usePriceHistory = (id: number) => useAnalytics(apiRead("products/{id}/price-history", { id }), id > 0);
export const useYearlySales = (id: number) => useAnalytics(apiRead("products/{id}/yearly-sales", { id }), id > 0);
export const useAvailability = (id: number) => useAnalytics(apiRead("products/{id}/data-availability", { id }), id > 0);
export const useSales = (id: number, period: PeriodChoice) => useAnalytics(apiRead("products/{id}/sales", { id }), id > 0, { period });
export const useSalesByStore = (id: number, period: PeriodChoice) =>
  queryItems(useAnalytics(apiRead("products/{id}/sales-by-store", { id }), id > 0, { period }));
export const useCompetitors = (segmentId: string | undefined, period: PeriodChoice) =>
  queryItems(useAnalytics(apiRead("segments/{id}/products", { id: segmentId ?? "" }), !!segmentId, { period, limit: 25 }));
export const useDailyDiff = (id: number, period: PeriodChoice) =>
  queryItems(useAnalytics(apiRead("stock-diff/daily"), id > 0, { productId: id, period }));
export const useHourlyDiff = (id: number) =>
  queryItems(useAnalytics(apiRead("stock-diff/hourly"), id > 0, { productId: id, period: "2d" }));
export const useStockMetrics = (id: number, period: PeriodChoice) =>
  useAnalytics(apiRead("stock-diff/metrics"), id > 0, { productId: id, period });
export const useMarketPosition = (id: number) =>
  useAnalytics(apiRead("rankings/products/{id}/market-position", { id }), id > 0, { months: MARKET_POSITION_MONTHS });
export const useRivals = (id: number) => useAnalytics(apiRead("products/{id}/competitive", { id }), id > 0);
