import { useQuery } from "@tanstack/react-query";
import { useApi, type MarketProduct as Product, type PeriodChoice } from "../../kernel";

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

type Get = <T>(path: string, query?: Record<string, unknown>) => Promise<T>;

function useData<T>(key: unknown[], enabled: boolean, load: (get: Get) => Promise<T>) {
  const api = useApi();
  return useQuery({ queryKey: key, enabled, queryFn: () => load((path, query) => api.get(path, query as never)) });
}

const data = <T,>(answer: { data: T }) => answer.data;

export const useStockSummary = (id: number) => useData(["product-stock-summary", id], id > 0, async (get) => data(await get<{ data: StockSummary }>(`/products/${id}/stock-summary`)));
export const useStoreStock = (id: number) => useData(["product-current-stock", id], id > 0, async (get) => data(await get<{ data: StoreStock[] }>(`/products/${id}/current-stock`)));
export const usePriceHistory = (id: number) =>
  useData(["product-price-history", id], id > 0, async (get) => data(await get<{ data: { validFrom: string; price: number }[] }>(`/products/${id}/price-history`)));
export const useAvailability = (id: number) =>
  useData(["product-availability", id], id > 0, async (get) =>
    data(await get<{ data: { firstSalesDay: string | null; lastSalesDay: string | null; daysWithSales: number; latestSnapshotAt: string | null; storesObserved: number } }>(`/products/${id}/data-availability`)),
  );
export const useSales = (id: number, period: PeriodChoice) =>
  useData(["product-sales", id, period], id > 0, async (get) =>
    data(
      await get<{ data: { totals: { units: number; revenue: number; storesSelling: number; velocity: number }; daily: { date: string; units: number; revenue: number }[]; segment: { id: string; categoryLevel2: string; priceBand: string } | null } }>(
        `/products/${id}/sales`,
        { period },
      ),
    ),
  );
export const useSalesByStore = (id: number, period: PeriodChoice) =>
  useData(["product-sales-by-store", id, period], id > 0, async (get) => data(await get<{ data: { items: (StoreStock & { units: number; revenue: number })[] } }>(`/products/${id}/sales-by-store`, { period })).items);
export const useCompetitors = (segmentId: string | undefined, period: PeriodChoice) =>
  useData(["segment-products", segmentId, period], !!segmentId, async (get) =>
    data(await get<{ data: { items: Competitor[] } }>(`/segments/${encodeURIComponent(segmentId!)}/products`, { period, limit: 25 })).items,
  );
export const useDailyDiff = (id: number, period: PeriodChoice) =>
  useData(["stock-diff-daily", id, period], id > 0, async (get) => data(await get<{ data: { items: (DiffRow & { date: string; storesChanged: number })[] } }>("/stock-diff/daily", { productId: id, period })).items);
export const useHourlyDiff = (id: number) =>
  useData(["stock-diff-hourly", id], id > 0, async (get) => data(await get<{ data: { items: (DiffRow & { hour: string })[] } }>("/stock-diff/hourly", { productId: id, period: "2d" })).items);
export const useStockMetrics = (id: number, period: PeriodChoice) =>
  useData(["stock-metrics", id, period], id > 0, async (get) =>
    data(await get<{ data: { sold: number; delivered: number; corrected: number; averageDailyUnits: number; outOfStockDays: number; lostUnits: number; stock: number; weeksOfSupply: number | null } }>("/stock-diff/metrics", { productId: id, period })),
  );
