import { useQuery } from "@tanstack/react-query";
import { useApi } from "../../providers/auth/react";
import type { MarketProduct } from "../market/product";

/** What a search result shows (a subset of the API's product). */
export type SearchProduct = Pick<
  MarketProduct,
  "id" | "productName" | "productNameBold" | "productNameThin" | "productNumber" | "producerName" | "price" | "imageUrl" | "category" | "assortmentText" | "alcoholContent" | "volume"
>;

/** Typeahead results; a failed search is logged and shows as no results. */
export function useProductSearch(text: string, limit: number, enabled: boolean) {
  const api = useApi();
  return useQuery({
    queryKey: ["product-search", text, limit],
    enabled,
    staleTime: 60_000,
    retry: false,
    queryFn: async () => {
      try {
        return (await api.request<{ data: SearchProduct[] }>("GET", "/search/products", { query: { q: text, limit }, appKey: true })).data;
      } catch (error) {
        console.error("Product search failed", error);
        return [];
      }
    },
  });
}
