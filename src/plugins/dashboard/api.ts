import { useQuery } from "@tanstack/react-query";
import { useApi, type MarketProduct as Product, type PeriodChoice } from "../../kernel";

export interface Totals {
  units: number;
  litres: number;
  revenue: number;
  storesSelling: number;
  velocity: number;
}

export interface DailyTotal {
  date: string;
  units: number;
  litres: number;
  revenue: number;
}

export interface CompanySales {
  period: { from: string; to: string };
  previousPeriod: { from: string; to: string };
  totals: Totals & { productsSold: number };
  previous: Totals & { productsSold: number };
  daily: DailyTotal[];
  segmentDaily: DailyTotal[];
  latestSnapshotAt: string | null;
}

export interface ProductFigures extends Totals {
  product: Product;
  storesListing: number;
  outOfStockDays: number;
  lostUnits: number;
}

export interface StoreSales {
  storeId: number;
  siteId: string;
  storeName: string;
  city: string | null;
  county: string | null;
  units: number;
  litres: number;
  revenue: number;
}

export interface StockOut {
  product?: Product;
  storeId: number;
  storeName: string;
  city: string | null;
  since: string;
  days: number;
  lostUnits: number;
}

export interface ProductSales {
  period: { from: string; to: string };
  previousPeriod: { from: string; to: string };
  totals: Totals;
  previous: Totals;
  daily: (DailyTotal & { storesSelling: number })[];
  segment: { id: string; categoryLevel2: string; priceBand: string } | null;
}

export interface DataAvailability {
  firstSalesDay: string | null;
  lastSalesDay: string | null;
  latestSnapshotAt: string | null;
  storesObserved: number;
}

const TOP = 10;

// Keys of the selected company's data start with "company-": the kernel drops them on a switch.

export function useCompanySales(companyId: string | undefined, period: PeriodChoice) {
  const api = useApi();
  return useQuery({
    queryKey: ["company-sales", companyId, period],
    enabled: !!companyId,
    queryFn: async () => (await api.get<{ data: CompanySales }>(`/companies/${companyId}/sales`, { period })).data,
  });
}

export function useCompanyTopProducts(companyId: string | undefined, period: PeriodChoice) {
  const api = useApi();
  return useQuery({
    queryKey: ["company-products", companyId, period, TOP],
    enabled: !!companyId,
    queryFn: async () => (await api.get<{ data: { items: ProductFigures[] } }>(`/companies/${companyId}/products`, { period, limit: TOP })).data.items,
  });
}

export function useCompanyTopStores(companyId: string | undefined, period: PeriodChoice) {
  const api = useApi();
  return useQuery({
    queryKey: ["company-top-stores", companyId, period, TOP],
    enabled: !!companyId,
    queryFn: async () => (await api.get<{ data: { items: StoreSales[] } }>("/sales/top-stores", { companyId, period, limit: TOP })).data.items,
  });
}

export function useCompanyStockOuts(companyId: string | undefined) {
  const api = useApi();
  return useQuery({
    queryKey: ["company-stock-outs", companyId, TOP],
    enabled: !!companyId,
    queryFn: async () => (await api.get<{ data: { items: StockOut[] } }>(`/companies/${companyId}/stock-outs`, { limit: TOP })).data.items,
  });
}

export function useProductSales(productId: number, period: PeriodChoice) {
  const api = useApi();
  return useQuery({
    queryKey: ["product-sales", productId, period],
    queryFn: async () => (await api.get<{ data: ProductSales }>(`/products/${productId}/sales`, { period })).data,
  });
}

export function useSegmentTrends(segmentId: string | undefined, period: PeriodChoice) {
  const api = useApi();
  return useQuery({
    queryKey: ["segment-trends", segmentId, period],
    enabled: !!segmentId,
    queryFn: async () => (await api.get<{ data: { items: DailyTotal[] } }>(`/segments/${encodeURIComponent(segmentId!)}/trends`, { period })).data.items,
  });
}

export function useProductStores(productId: number, period: PeriodChoice) {
  const api = useApi();
  return useQuery({
    queryKey: ["product-sales-by-store", productId, period],
    queryFn: async () => (await api.get<{ data: { items: StoreSales[] } }>(`/products/${productId}/sales-by-store`, { period })).data.items,
  });
}

export function useProductStockOuts(productId: number) {
  const api = useApi();
  return useQuery({
    queryKey: ["product-stock-outs", productId, TOP],
    queryFn: async () => (await api.get<{ data: { items: StockOut[] } }>(`/products/${productId}/stock-outs`, { limit: TOP })).data.items,
  });
}

export function useProductAvailability(productId: number) {
  const api = useApi();
  return useQuery({
    queryKey: ["product-availability", productId],
    queryFn: async () => (await api.get<{ data: DataAvailability }>(`/products/${productId}/data-availability`)).data,
  });
}
