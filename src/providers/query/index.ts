export { clearQueryCache, createQueryClient, isCompanyScoped, persistQueries, QUERY_CACHE_STORAGE_KEY } from "./query-client";
