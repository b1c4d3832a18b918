import { keepPreviousData, useQuery } from "@tanstack/react-query";
import { useApi, type MarketProduct as Product, type PeriodChoice } from "../../kernel";

export type { Product };

/** The list's filters, as they appear in the URL and in the API's query. */
export interface ProductQuery {
  search?: string;
  category?: string;
  country?: string;
  minPrice?: number;
  maxPrice?: number;
  assortment?: string;
  companyId?: string;
  sortBy?: string;
  sortOrder?: "asc" | "desc";
}

export interface Counted {
  name: string;
  products: number;
}

export function useProductList(query: ProductQuery, limit: number, offset: number) {
  const api = useApi();
  return useQuery({
    queryKey: ["products", "list", query, limit, offset],
    placeholderData: keepPreviousData,
    queryFn: async () =>
      (await api.get<{ data: { items: Product[]; pagination: { total: number } } }>("/products", { ...query, limit, cursor: offset ? String(offset) : undefined })).data,
  });
}

export function useCatalogueFacts() {
  const api = useApi();
  return useQuery({
    queryKey: ["products", "statistics"],
    staleTime: 30 * 60_000,
    queryFn: async () => (await api.get<{ data: { byCategory: Counted[]; byAssortment: Counted[]; byCountry: Counted[] } }>("/products/statistics")).data,
  });
}

export interface KeyFigures {
  units: number;
  litres: number;
  revenue: number;
  storesListing: number;
  storesSelling: number;
  velocity: number;
  outOfStockDays: number;
  weeksOfSupply: number | null;
}

export function useProductFigures(id: number, period: PeriodChoice) {
  const api = useApi();
  return useQuery({
    queryKey: ["product-sales", id, period],
    enabled: id > 0,
    queryFn: async () => (await api.get<{ data: { totals: KeyFigures; previous: KeyFigures; period: { from: string; to: string } } }>(`/products/${id}/sales`, { period })).data,
  });
}

export function usePriceHistory(id: number) {
  const api = useApi();
  return useQuery({
    queryKey: ["product-price-history", id],
    enabled: id > 0,
    queryFn: async () => (await api.get<{ data: { validFrom: string; price: number }[] }>(`/products/${id}/price-history`)).data,
  });
}
