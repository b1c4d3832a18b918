import { useApiRead } from "../data/useApiRead";
import { apiRead } from "../../../contracts";
import { useEffect } from "react";
import type { MarketProduct } from "../market/product";

/** What a search result shows (a subset of the API's product). */
export type SearchProduct = Pick<
  MarketProduct,
  | "id"
  | "productName"
  | "productNameBold"
  | "productNameThin"
  | "productNumber"
  | "producerName"
  | "price"
  | "imageUrl"
  | "category"
  | "assortmentText"
  | "alcoholContent"
  | "volume"
>;

const NO_RESULTS: SearchProduct[] = [];

/**
 * Typeahead results, fresh for a minute (FRESH_FOR_MS); a failed search is logged and shows as
 * no results.
 */
export function useProductSearch(text: string, limit: number, enabled: boolean) {
  const { query } = useApiRead(apiRead("search/products"), { query: { q: text, limit }, queryOptions: { enabled, retry: false } });
  const { error } = query;
  useEffect(() => {
    if (error) console.error("Product search failed", error);
  }, [error]);
  return { ...query, data: query.error ? NO_RESULTS : query.data?.data };
}
