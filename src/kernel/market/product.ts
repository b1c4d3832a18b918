import { useQuery } from "@tanstack/react-query";
import { useApi } from "../../providers/auth/react";

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
  const api = useApi();
  return useQuery({ queryKey: ["products", id], enabled: id > 0, queryFn: async () => (await api.get<{ data: MarketProduct }>(`/products/${id}`)).data });
}
