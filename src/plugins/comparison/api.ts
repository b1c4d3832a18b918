import { useQueries } from "@tanstack/react-query";
import { useApi, type MarketProduct as Product, type PeriodChoice } from "../../kernel";

export interface Figures {
  totals: { units: number; litres: number; revenue: number; storesListing: number; storesSelling: number; velocity: number; outOfStockDays: number };
  daily: { date: string; units: number; revenue: number }[];
}

export interface Compared {
  id: number;
  product?: Product;
  figures?: Figures;
  listedIn?: Set<number>;
  pending: boolean;
  error: unknown;
}

/** Info, figures and listing stores of every compared product, fetched side by side. */
export function useCompared(ids: readonly number[], period: PeriodChoice): Compared[] {
  const api = useApi();
  const products = useQueries({ queries: ids.map((id) => ({ queryKey: ["products", id], queryFn: async () => (await api.get<{ data: Product }>(`/products/${id}`)).data })) });
  const figures = useQueries({
    queries: ids.map((id) => ({ queryKey: ["product-sales", id, period], queryFn: async () => (await api.get<{ data: Figures }>(`/products/${id}/sales`, { period })).data })),
  });
  const stock = useQueries({
    queries: ids.map((id) => ({
      queryKey: ["product-current-stock", id],
      queryFn: async () => new Set((await api.get<{ data: { storeId: number }[] }>(`/products/${id}/current-stock`)).data.map((s) => s.storeId)),
    })),
  });
  return ids.map((id, i) => ({
    id,
    product: products[i]?.data,
    figures: figures[i]?.data,
    listedIn: stock[i]?.data,
    pending: !!(products[i]?.isPending || figures[i]?.isPending || stock[i]?.isPending),
    error: products[i]?.error ?? figures[i]?.error ?? stock[i]?.error ?? null,
  }));
}
