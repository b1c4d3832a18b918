export { clearQueryCache, createQueryClient, isCompanyScoped, persistQueries, staleTimeOf } from "./query-client";
export { FRESH_FOR_MS, PERSISTED_RESOURCES, QUERY_CACHE_STORAGE_KEY, STALE_TIME_MS } from "./cache-rules";
export { queryPath, queryResource } from "./data-keys";
