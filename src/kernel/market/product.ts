import { useOne } from "@refinedev/core";
import { dataQuery } from "../data/query-result";

/** A product as the market API sends it (`Product` in the OpenAPI document). */
export interface MarketProduct {
  id: number;
  productId: string | null;
  productNumber: string;
  productName: string;
  productNameBold: string;
  productNameThin: string | null;
  producerName: string | null;
  supplierName: string | null;
  country: string | null;
  categoryLevel1: string | null;
  categoryLevel2: string | null;
  categoryLevel3: string | null;
  price: number | null;
  volumeMl: number | null;
  pricePerLitre: number | null;
  alcoholPercentage: number | null;
  assortment: string | null;
  assortmentText: string | null;
  launchDate: string | null;
  discontinued: boolean;
  imageUrl: string | null;
  producer: string | null;
  volume: number | null;
  category: string | null;
  alcoholContent: number | null;
}

/** One product by id (persisted with the other `products` queries); nothing is fetched for id 0. */
export function useMarketProduct(id: number) {
  const { query } = useOne<MarketProduct>({ resource: "products", id, queryOptions: { enabled: id > 0 } });
  return dataQuery(query);
}
