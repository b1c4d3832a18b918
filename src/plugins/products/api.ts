import { useCustom } from "@refinedev/core";
import type { CatalogueStatistics, PricePoint, ProductSales } from "../../../contracts";
import { dataQuery, keepAcrossPeriods, type MarketProduct as Product, type PeriodChoice } from "../../kernel";

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

export function useCatalogueFacts() {
  const { query } = useCustom<CatalogueStatistics>({ url: "products/statistics", method: "get" });
  return dataQuery(query);
}

export function useProductFigures(id: number, period: PeriodChoice) {
  const { query } = useCustom<ProductSales>({
    url: `products/${id}/sales`,
    method: "get",
    config: { query: { period } },
    queryOptions: { enabled: id > 0, ...keepAcrossPeriods(`products/${id}/sales`) },
  });
  return dataQuery(query);
}

export function usePriceHistory(id: number) {
  const { query } = useCustom<PricePoint[]>({ url: `products/${id}/price-history`, method: "get", queryOptions: { enabled: id > 0 } });
  return dataQuery(query);
}
