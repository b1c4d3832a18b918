import { useOne } from "@refinedev/core";
import type { MarketProduct } from "../../../contracts";
import { dataQuery } from "../data/query-result";

export type { MarketProduct };

/** One product by id (persisted with the other `products` queries); nothing is fetched for id 0. */
export function useMarketProduct(id: number) {
  const { query } = useOne<MarketProduct>({ resource: "products", id, queryOptions: { enabled: id > 0 } });
  return dataQuery(query);
}
