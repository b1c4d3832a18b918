import { useCustom } from "@refinedev/core";
import { dataQuery, queryItems, type MarketProduct as Product, type PeriodChoice } from "../../kernel";

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

// The selected company's data names it (`meta: { companyId }`): the kernel drops it on a switch.

export function useCompanySales(companyId: string | undefined, period: PeriodChoice) {
  const { query } = useCustom<CompanySales>({ url: `companies/${companyId}/sales`, method: "get", config: { query: { period } }, meta: { companyId }, queryOptions: { enabled: !!companyId } });
  return dataQuery(query);
}

export function useCompanyTopProducts(companyId: string | undefined, period: PeriodChoice) {
  const { query } = useCustom<{ items: ProductFigures[] }>({
    url: `companies/${companyId}/products`,
    method: "get",
    config: { query: { period, limit: TOP } },
    meta: { companyId },
    queryOptions: { enabled: !!companyId },
  });
  return queryItems(dataQuery(query));
}

export function useCompanyTopStores(companyId: string | undefined, period: PeriodChoice) {
  const { query } = useCustom<{ items: StoreSales[] }>({
    url: "sales/top-stores",
    method: "get",
    config: { query: { companyId, period, limit: TOP } },
    meta: { companyId },
    queryOptions: { enabled: !!companyId },
  });
  return queryItems(dataQuery(query));
}

export function useCompanyStockOuts(companyId: string | undefined) {
  const { query } = useCustom<{ items: StockOut[] }>({
    url: `companies/${companyId}/stock-outs`,
    method: "get",
    config: { query: { limit: TOP } },
    meta: { companyId },
    queryOptions: { enabled: !!companyId },
  });
  return queryItems(dataQuery(query));
}

export function useProductSales(productId: number, period: PeriodChoice) {
  const { query } = useCustom<ProductSales>({ url: `products/${productId}/sales`, method: "get", config: { query: { period } } });
  return dataQuery(query);
}

export function useSegmentTrends(segmentId: string | undefined, period: PeriodChoice) {
  const { query } = useCustom<{ items: DailyTotal[] }>({
    url: `segments/${encodeURIComponent(segmentId ?? "")}/trends`,
    method: "get",
    config: { query: { period } },
    queryOptions: { enabled: !!segmentId },
  });
  return queryItems(dataQuery(query));
}

export function useProductStores(productId: number, period: PeriodChoice) {
  const { query } = useCustom<{ items: StoreSales[] }>({ url: `products/${productId}/sales-by-store`, method: "get", config: { query: { period } } });
  return queryItems(dataQuery(query));
}

export function useProductStockOuts(productId: number) {
  const { query } = useCustom<{ items: StockOut[] }>({ url: `products/${productId}/stock-outs`, method: "get", config: { query: { limit: TOP } } });
  return queryItems(dataQuery(query));
}

export function useProductAvailability(productId: number) {
  const { query } = useCustom<DataAvailability>({ url: `products/${productId}/data-availability`, method: "get" });
  return dataQuery(query);
}
