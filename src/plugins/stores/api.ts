import { keepPreviousData, useQuery } from "@tanstack/react-query";
import { ApiError, useApi, type MarketProduct as StoreProduct, type PeriodChoice } from "../../kernel";

export type { StoreProduct };
import { readStore, readStorePage, StoreResponseError } from "./store-response";

/** Network and server errors are retried; a 4xx or a malformed answer would only fail again. */
const retryStoreQuery = (failures: number, error: unknown) =>
  failures < 3 && !(error instanceof StoreResponseError) && !(error instanceof ApiError && error.status < 500);

export interface StoreListQuery {
  search?: string;
  county?: string;
  city?: string;
}

export function useStoreList(query: StoreListQuery, limit: number, offset: number) {
  const api = useApi();
  return useQuery({
    queryKey: ["stores", "list", query, limit, offset],
    placeholderData: keepPreviousData,
    retry: retryStoreQuery,
    queryFn: async () => readStorePage(await api.get<unknown>("/stores", { ...query, limit, cursor: offset ? String(offset) : undefined })),
  });
}

export function useStoreFilters() {
  const api = useApi();
  return useQuery({
    queryKey: ["stores", "filters"],
    staleTime: 30 * 60_000,
    queryFn: async () => (await api.get<{ data: { counties: string[]; cities: string[] } }>("/stores/filters")).data,
  });
}

export function useCities() {
  const api = useApi();
  return useQuery({
    queryKey: ["stores", "cities"],
    staleTime: 30 * 60_000,
    queryFn: async () => (await api.get<{ data: { city: string; county: string | null; stores: number }[] }>("/stores/cities")).data,
  });
}

export function useStore(id: number) {
  const api = useApi();
  return useQuery({
    queryKey: ["stores", id],
    enabled: id > 0,
    retry: retryStoreQuery,
    queryFn: async () => readStore(await api.get<unknown>(`/stores/${id}`)),
  });
}

interface Totals {
  units: number;
  litres: number;
  revenue: number;
  productsSold: number;
}

export interface Performance {
  period: { from: string; to: string };
  totals: Totals;
  previous: Totals;
  stock: { listed: number; inStock: number; outOfStock: number; units: number };
}

export function useStorePerformance(id: number, period: PeriodChoice) {
  const api = useApi();
  return useQuery({ queryKey: ["store-performance", id, period], enabled: id > 0, queryFn: async () => (await api.get<{ data: Performance }>(`/stores/${id}/performance`, { period })).data });
}

export function useStoreTopProducts(id: number, period: PeriodChoice) {
  const api = useApi();
  return useQuery({
    queryKey: ["store-top-products", id, period],
    enabled: id > 0,
    queryFn: async () => (await api.get<{ data: { items: { rank: number; product: StoreProduct; units: number; revenue: number }[] } }>(`/stores/${id}/top-products`, { period, limit: 10 })).data.items,
  });
}

export function useStoreCategories(id: number, period: PeriodChoice) {
  const api = useApi();
  return useQuery({
    queryKey: ["store-categories", id, period],
    enabled: id > 0,
    queryFn: async () =>
      (await api.get<{ data: { items: { categoryLevel1: string | null; categoryLevel2: string | null; productsListed: number; units: number; revenue: number; revenueShare: number }[] } }>(`/stores/${id}/categories`, { period, limit: 15 }))
        .data.items,
  });
}

export type StockStatus = "in_stock" | "low" | "out_of_stock";

export interface InventoryRow {
  product: StoreProduct;
  quantity: number;
  status: StockStatus;
  averageDailyUnits: number;
  daysOfStock: number | null;
}

export function useInventory(id: number, filter: { status?: StockStatus; companyId?: string }, limit: number, offset: number) {
  const api = useApi();
  const key = filter.companyId ? "company-store-inventory" : "store-inventory";
  return useQuery({
    queryKey: [key, id, filter, limit, offset],
    enabled: id > 0,
    placeholderData: keepPreviousData,
    queryFn: async () =>
      (await api.get<{ data: { items: InventoryRow[]; pagination: { total: number } } }>(`/stores/${id}/inventory`, { ...filter, limit, cursor: offset ? String(offset) : undefined })).data,
  });
}

export interface Optimization {
  add: { product: StoreProduct; peerStoresListing: number; peerUnits: number }[];
  slowMovers: { product: StoreProduct; stock: number; units: number; turnoverRate: number }[];
  frequentStockouts: { product: StoreProduct; outOfStockDays: number }[];
}

export function useOptimization(id: number, period: PeriodChoice) {
  const api = useApi();
  return useQuery({
    queryKey: ["store-optimization", id, period],
    enabled: id > 0,
    queryFn: async () => (await api.get<{ data: Optimization }>(`/stores/${id}/assortment-optimization`, { period, limit: 10 })).data,
  });
}
