import { useCustom } from "@refinedev/core";
import type {
  CompanySales,
  DailyTotal,
  DataAvailability,
  ProductFigures,
  ProductMeasures,
  ProductSales,
  ProductStockOut,
  ProductStoreSales,
  StockOut as ContractStockOut,
  StoreSales as ContractStoreSales,
} from "../../../contracts";
import { customGet, dataQuery, keepAcrossPeriods, queryItems, type PeriodChoice } from "../../kernel";
import { companySales, companyStockOuts, companyTopProducts, companyTopStores, TOP } from "./requests";

export type { CompanySales, DailyTotal, DataAvailability, ProductFigures, ProductSales };
/** The figures the KPI row shows: a subset shared by product measures and company totals. */
export type Totals = Pick<ProductMeasures, "units" | "litres" | "revenue" | "storesSelling" | "velocity">;
/** The top-stores list and a product's by-store list share these fields. */
export type StoreSales = ContractStoreSales | ProductStoreSales;
/** A company's stock-outs name the product; a product's own do not. */
export type StockOut = Partial<Pick<ProductStockOut, "product">> & ContractStockOut;

export function useCompanySales(companyId: string | undefined, period: PeriodChoice) {
  const { query } = useCustom<CompanySales>({
    ...customGet(companySales(companyId ?? "", period)),
    queryOptions: { enabled: !!companyId, ...keepAcrossPeriods(`companies/${companyId}/sales`) },
  });
  return dataQuery(query);
}

export function useCompanyTopProducts(companyId: string | undefined, period: PeriodChoice) {
  const { query } = useCustom<{ items: ProductFigures[] }>({
    ...customGet(companyTopProducts(companyId ?? "", period)),
    queryOptions: { enabled: !!companyId, ...keepAcrossPeriods(`companies/${companyId}/products`) },
  });
  return queryItems(dataQuery(query));
}

export function useCompanyTopStores(companyId: string | undefined, period: PeriodChoice) {
  const { query } = useCustom<{ items: StoreSales[] }>({
    ...customGet(companyTopStores(companyId ?? "", period)),
    queryOptions: { enabled: !!companyId, ...keepAcrossPeriods(`sales/top-stores?companyId=${companyId}`) },
  });
  return queryItems(dataQuery(query));
}

export function useCompanyStockOuts(companyId: string | undefined) {
  const { query } = useCustom<{ items: StockOut[] }>({
    ...customGet(companyStockOuts(companyId ?? "")),
    queryOptions: { enabled: !!companyId },
  });
  return queryItems(dataQuery(query));
}

export function useProductSales(productId: number, period: PeriodChoice) {
  const { query } = useCustom<ProductSales>({
    url: `products/${productId}/sales`,
    method: "get",
    config: { query: { period } },
    queryOptions: keepAcrossPeriods(`products/${productId}/sales`),
  });
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
  const { query } = useCustom<{ items: StoreSales[] }>({
    url: `products/${productId}/sales-by-store`,
    method: "get",
    config: { query: { period } },
    queryOptions: keepAcrossPeriods(`products/${productId}/sales-by-store`),
  });
  return queryItems(dataQuery(query));
}

export function useProductStockOuts(productId: number) {
  const { query } = useCustom<{ items: StockOut[] }>({
    url: `products/${productId}/stock-outs`,
    method: "get",
    config: { query: { limit: TOP } },
  });
  return queryItems(dataQuery(query));
}

export function useProductAvailability(productId: number) {
  const { query } = useCustom<DataAvailability>({ url: `products/${productId}/data-availability`, method: "get" });
  return dataQuery(query);
}
