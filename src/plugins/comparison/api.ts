import { apiRead, type ProductSales as Figures } from "../../../contracts";
import { useCustomEach, useOneEach, type MarketProduct as Product, type PeriodChoice } from "../../kernel";

export type { Figures };

/** One compared product: the API's answers about it, side by side (composed here, not an API answer). */
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
  const products = useOneEach<Product>("products", ids);
  const figures = useCustomEach(ids.map((id) => ({ url: apiRead("products/{id}/sales", { id }), query: { period } })));
  const stock = useCustomEach(ids.map((id) => ({ url: apiRead("products/{id}/current-stock", { id }) })));
  return ids.map((id, i) => ({
    id,
    product: products[i]?.data,
    figures: figures[i]?.data,
    listedIn: stock[i]?.data && new Set(stock[i].data.map((s) => s.storeId)),
    pending: !!(products[i]?.isPending || figures[i]?.isPending || stock[i]?.isPending),
    error: products[i]?.error ?? figures[i]?.error ?? stock[i]?.error ?? null,
  }));
}
