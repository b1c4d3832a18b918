import { apiRead, comparedQuery } from "../../../contracts";
import { dataQuery, keepAcrossPeriods, type MarketProduct as Product, type Comparison, type PeriodChoice, useApiRead } from "../../kernel";

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
  const { query } = useApiRead(apiRead("products/statistics"));
  return dataQuery(query);
}

export function useProductFigures(id: number, period: PeriodChoice, compare: Comparison) {
  const { query } = useApiRead(apiRead("products/{id}/sales", { id }), {
    query: comparedQuery(period, compare),
    queryOptions: { enabled: id > 0, ...keepAcrossPeriods(`products/${id}/sales`) },
  });
  return dataQuery(query);
}

export function usePriceHistory(id: number) {
  const { query } = useApiRead(apiRead("products/{id}/price-history", { id }), { queryOptions: { enabled: id > 0 } });
  return dataQuery(query);
}
