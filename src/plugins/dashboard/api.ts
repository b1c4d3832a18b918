import type { BaseRecord } from "@refinedev/core";
import {
  apiRead,
  comparedQuery,
  type DailyTotal,
  type ProductFigures,
  type ProductMeasures,
  type ProductStockOut,
  type ProductStoreSales,
  type StockOut as ContractStockOut,
  type StoreSales as ContractStoreSales,
} from "../../../contracts";
import {
  dataQuery,
  keepAcrossPeriods,
  queryItems,
  type Comparison,
  type CustomGet,
  type PeriodChoice,
  useApiRead,
  type ApiReadOptions,
} from "../../kernel";
import { companySales, companyStockOuts, companyTopProducts, companyTopStores, TOP } from "./requests";

export type { DailyTotal, ProductFigures };
/** The figures the KPI row shows: a subset shared by product measures and company totals. */
export type Totals = Pick<ProductMeasures, "units" | "litres" | "revenue" | "storesSelling" | "velocity">;
/** The top-stores list and a product's by-store list share these fields. */
export type StoreSales = ContractStoreSales | ProductStoreSales;
/** A company's stock-outs name the product; a product's own do not. */
export type StockOut = Partial<Pick<ProductStockOut, "product">> & ContractStockOut;

/** A request the route's prefetch also makes (requests.ts): the same path, query and key. */
function useRequest<T extends BaseRecord>({ url, query, meta }: CustomGet<T>, options: Pick<ApiReadOptions<T>, "queryOptions">) {
  return useApiRead(url, { ...(query ? { query } : {}), ...(meta ? { meta } : {}), ...options });
}

export function useCompanySales(companyId: string | undefined, period: PeriodChoice, compare: Comparison) {
  const { query } = useRequest(companySales(companyId ?? "", period, compare), {
    queryOptions: { enabled: !!companyId, ...keepAcrossPeriods(`companies/${companyId}/sales`) },
  });
  return dataQuery(query);
}

export function useCompanyTopProducts(companyId: string | undefined, period: PeriodChoice) {
  const { query } = useRequest(companyTopProducts(companyId ?? "", period), {
    queryOptions: { enabled: !!companyId, ...keepAcrossPeriods(`companies/${companyId}/products`) },
  });
  return queryItems(dataQuery(query));
}

export function useCompanyTopStores(companyId: string | undefined, period: PeriodChoice) {
  const { query } = useRequest(companyTopStores(companyId ?? "", period), {
    queryOptions: { enabled: !!companyId, ...keepAcrossPeriods(`sales/top-stores?companyId=${companyId}`) },
  });
  return queryItems(dataQuery(query));
}

export function useCompanyStockOuts(companyId: string | undefined) {
  const { query } = useRequest(companyStockOuts(companyId ?? ""), {
    queryOptions: { enabled: !!companyId },
  });
  return queryItems(dataQuery(query));
}

export function useProductSales(productId: number, period: PeriodChoice, compare: Comparison) {
  const { query } = useApiRead(apiRead("products/{id}/sales", { id: productId }), {
    query: comparedQuery(period, compare),
    queryOptions: keepAcrossPeriods(`products/${productId}/sales`),
  });
  return dataQuery(query);
}

export function useSegmentTrends(segmentId: string | undefined, period: PeriodChoice) {
  const { query } = useApiRead(apiRead("segments/{id}/trends", { id: segmentId ?? "" }), {
    query: { period },
    queryOptions: { enabled: !!segmentId },
  });
  return queryItems(dataQuery(query));
}

export function useProductStores(productId: number, period: PeriodChoice) {
  const { query } = useApiRead(apiRead("products/{id}/sales-by-store", { id: productId }), {
    query: { period },
    queryOptions: keepAcrossPeriods(`products/${productId}/sales-by-store`),
  });
  return queryItems(dataQuery(query));
}

export function useProductStockOuts(productId: number) {
  const { query } = useApiRead(apiRead("products/{id}/stock-outs", { id: productId }), { query: { limit: TOP } });
  return queryItems(dataQuery(query));
}

export function useProductAvailability(productId: number) {
  const { query } = useApiRead(apiRead("products/{id}/data-availability", { id: productId }));
  return dataQuery(query);
}
