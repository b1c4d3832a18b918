export { clearQueryCache, createQueryClient, isCompanyScoped, persistQueries } from "./query-client";
export { queryPath } from "./data-keys";
