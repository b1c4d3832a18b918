import { useCustom } from "@refinedev/core";
import { dataQuery, type MarketProduct as Product, type PeriodChoice } from "../../kernel";

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

export function useCatalogueFacts() {
  const { query } = useCustom<{ byCategory: Counted[]; byAssortment: Counted[]; byCountry: Counted[] }>({ url: "products/statistics", method: "get" });
  return dataQuery(query);
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
  const { query } = useCustom<{ totals: KeyFigures; previous: KeyFigures; period: { from: string; to: string } }>({
    url: `products/${id}/sales`,
    method: "get",
    config: { query: { period } },
    queryOptions: { enabled: id > 0 },
  });
  return dataQuery(query);
}

export function usePriceHistory(id: number) {
  const { query } = useCustom<{ validFrom: string; price: number }[]>({ url: `products/${id}/price-history`, method: "get", queryOptions: { enabled: id > 0 } });
  return dataQuery(query);
}
