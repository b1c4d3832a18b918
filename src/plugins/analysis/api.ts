import { useCustom, type BaseRecord } from "@refinedev/core";
import { dataQuery, queryItems, type MarketProduct as Product, type PeriodChoice } from "../../kernel";

export type { Product };

export interface StockSummary {
  storesListing: number;
  inStock: number;
  outOfStock: number;
  stock: number;
  weeksOfSupply: number | null;
  staleStores: number;
  outOfStockDays30d: number;
  lostUnits30d: number;
}

export interface StoreStock {
  storeId: number;
  siteId: string;
  storeName: string;
  city: string | null;
  county: string | null;
  quantity: number;
}

export interface Competitor {
  rank: number;
  product: Product;
  units: number;
  litres: number;
  revenue: number;
  share: number;
  velocity: number;
}

export interface DiffRow {
  sold: number;
  delivered: number;
  corrected: number;
}

export interface Availability {
  firstSalesDay: string | null;
  lastSalesDay: string | null;
  daysWithSales: number;
  latestSnapshotAt: string | null;
  storesObserved: number;
}

export interface Sales {
  totals: { units: number; revenue: number; storesSelling: number; velocity: number };
  daily: { date: string; units: number; revenue: number }[];
  segment: { id: string; categoryLevel2: string; priceBand: string } | null;
}

export interface StockMetrics {
  sold: number;
  delivered: number;
  corrected: number;
  averageDailyUnits: number;
  outOfStockDays: number;
  lostUnits: number;
  stock: number;
  weeksOfSupply: number | null;
}

/** A GET of an analytics endpoint (an API path below /api/v1), only once there is something to ask about. */
function useAnalytics<T extends BaseRecord>(url: string, enabled: boolean, query?: Record<string, string | number>) {
  const { query: result } = useCustom<T>({ url, method: "get", ...(query ? { config: { query } } : {}), queryOptions: { enabled } });
  return dataQuery(result);
}

export const useStockSummary = (id: number) => useAnalytics<StockSummary>(`products/${id}/stock-summary`, id > 0);
export const useStoreStock = (id: number) => useAnalytics<StoreStock[]>(`products/${id}/current-stock`, id > 0);
export const usePriceHistory = (id: number) => useAnalytics<{ validFrom: string; price: number }[]>(`products/${id}/price-history`, id > 0);
export const useAvailability = (id: number) => useAnalytics<Availability>(`products/${id}/data-availability`, id > 0);
export const useSales = (id: number, period: PeriodChoice) => useAnalytics<Sales>(`products/${id}/sales`, id > 0, { period });
export const useSalesByStore = (id: number, period: PeriodChoice) =>
  queryItems(
    useAnalytics<{ items: (StoreStock & { units: number; revenue: number })[] }>(`products/${id}/sales-by-store`, id > 0, { period }),
  );
export const useCompetitors = (segmentId: string | undefined, period: PeriodChoice) =>
  queryItems(
    useAnalytics<{ items: Competitor[] }>(`segments/${encodeURIComponent(segmentId ?? "")}/products`, !!segmentId, { period, limit: 25 }),
  );
export const useDailyDiff = (id: number, period: PeriodChoice) =>
  queryItems(
    useAnalytics<{ items: (DiffRow & { date: string; storesChanged: number })[] }>("stock-diff/daily", id > 0, { productId: id, period }),
  );
export const useHourlyDiff = (id: number) =>
  queryItems(useAnalytics<{ items: (DiffRow & { hour: string })[] }>("stock-diff/hourly", id > 0, { productId: id, period: "2d" }));
export const useStockMetrics = (id: number, period: PeriodChoice) =>
  useAnalytics<StockMetrics>("stock-diff/metrics", id > 0, { productId: id, period });
