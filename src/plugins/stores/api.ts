import { useList, useOne, type CrudFilter } from "@refinedev/core";
import {
  apiRead,
  comparedQuery,
  type InventoryRow,
  type Optimization,
  type StockStatus,
  type StorePerformance as Performance,
} from "../../../contracts";
import {
  dataQuery,
  queryItems,
  useServerTable,
  type MarketProduct as StoreProduct,
  type Comparison,
  type PeriodChoice,
  useApiRead,
} from "../../kernel";
import { readStore, type Store } from "./store-response";

export type { InventoryRow, Optimization, Performance, StockStatus, StoreProduct };

export interface StoreListQuery {
  search?: string;
  county?: string;
  city?: string;
}

/** The stores list (`/stores`): the URL's filters and page are the table's state. */
export function useStoreList(query: StoreListQuery, page: number, pageSize: number) {
  const filters: CrudFilter[] = (["search", "county", "city"] as const).map((field) => ({ field, operator: "eq", value: query[field] }));
  return useServerTable<Store>({ resource: "stores", filters, currentPage: page, pageSize });
}

export function useStoreFilters() {
  const { query } = useApiRead(apiRead("stores/filters"));
  return dataQuery(query);
}

export function useCities() {
  const { query } = useApiRead(apiRead("stores/cities"));
  return dataQuery(query);
}

// One function for every render, so TanStack Query keeps the checked answer instead of checking again.
const checkedStore = (answer: { data: Store }) => ({ ...answer, data: readStore(answer) });

/**
 * A store reference in a URL: the store's number as the monopoly gives it (0102, 1201), or the
 * internal id; the API resolves both. Empty when the URL holds neither.
 */
export type StoreRef = string;

/** One store; an answer without a store's shape is an error (StoreResponseError) that is not retried. */
export function useStore(ref: StoreRef) {
  const { query } = useOne<Store>({ resource: "stores", id: ref, queryOptions: { enabled: ref !== "", select: checkedStore } });
  return dataQuery(query);
}

export function useStorePerformance(ref: StoreRef, period: PeriodChoice, compare: Comparison) {
  const { query } = useApiRead(apiRead("stores/{id}/performance", { id: ref }), {
    query: comparedQuery(period, compare),
    queryOptions: { enabled: ref !== "" },
  });
  return dataQuery(query);
}

export function useStoreTopProducts(ref: StoreRef, period: PeriodChoice) {
  const { query } = useApiRead(apiRead("stores/{id}/top-products", { id: ref }), {
    query: { period, limit: 10 },
    queryOptions: { enabled: ref !== "" },
  });
  return queryItems(dataQuery(query));
}

export function useStoreCategories(ref: StoreRef, period: PeriodChoice) {
  const { query } = useApiRead(apiRead("stores/{id}/categories", { id: ref }), {
    query: { period, limit: 15 },
    queryOptions: { enabled: ref !== "" },
  });
  return queryItems(dataQuery(query));
}

/** What the store lists now, a page at a time; `companyId` narrows it to the company's products (and names the company). */
export function useInventory(ref: StoreRef, filter: { status?: StockStatus; companyId?: string }, pageSize: number, page: number) {
  const { query, result } = useList<InventoryRow>({
    resource: "stores/{storeId}/inventory",
    filters: [
      { field: "status", operator: "eq", value: filter.status },
      { field: "companyId", operator: "eq", value: filter.companyId },
    ],
    pagination: { currentPage: page, pageSize, mode: "server" },
    meta: { storeId: ref, ...(filter.companyId ? { companyId: filter.companyId } : {}) },
    queryOptions: { enabled: ref !== "", placeholderData: (previous) => previous },
  });
  return { ...dataQuery(query), total: result.total ?? 0 };
}

export function useOptimization(ref: StoreRef, period: PeriodChoice) {
  const { query } = useApiRead(apiRead("stores/{id}/assortment-optimization", { id: ref }), {
    query: { period, limit: 10 },
    queryOptions: { enabled: ref !== "" },
  });
  return dataQuery(query);
}
