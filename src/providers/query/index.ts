export { clearQueryCache, createQueryClient, isCompanyScoped, persistQueries } from "./query-client";
export { QUERY_CACHE_STORAGE_KEY } from "./cache-rules";
export { queryPath } from "./data-keys";
