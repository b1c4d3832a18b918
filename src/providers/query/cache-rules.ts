/** The cache times of docs/PRODUCT.md §9 Caching, in one place: every query gets them from the client's defaults. */

export const STALE_TIME_MS = 5 * 60_000;
export const GC_TIME_MS = 10 * 60_000;
export const MAX_RETRIES = 3;
export const RETRY_DELAY_CAP_MS = 30_000;
export const QUERY_CACHE_STORAGE_KEY = "fenix-query-cache";
export const PERSIST_THROTTLE_MS = 1_000;
export const PERSIST_MAX_AGE_MS = 24 * 60 * 60_000;

const SECOND = 1_000;
const MINUTE = 60_000;

/**
 * How long an answer stays fresh, by the API path it came from (exact paths; everything else is
 * fresh for STALE_TIME_MS). Companies 30 min; profile and organization 5; subscription: plan and
 * modules 5, credit balance 1, transactions 2, invoices 10; the plans and credit packages on
 * offer 30; catalogue facts and the stores' filters and cities change daily: 30; the header's
 * product search 1.
 */
export const FRESH_FOR_MS: Readonly<Record<string, number>> = {
  "/companies": 30 * MINUTE,
  "/users/me": 5 * MINUTE,
  // A collection round lands several times a day; the header asks again every few minutes (DataFreshness).
  "/freshness": 1 * MINUTE,
  "/organizations/me": 5 * MINUTE,
  // Others change these (a colleague accepts, another admin acts): read again whenever shown.
  "/organizations/me/members": 0,
  "/organizations/me/invitations": 0,
  "/organizations/me/audit": 0,
  // The feed's rounds start, progress and end by themselves; the page reads them again whenever shown.
  "/admin/feed": 0,
  "/users/me/api-keys": 30 * SECOND,
  "/users/me/api-keys/stats": 1 * MINUTE,
  "/subscription/current": 5 * MINUTE,
  "/subscription/modules": 5 * MINUTE,
  "/subscription/modules/available": 5 * MINUTE,
  "/subscription/plans": 30 * MINUTE,
  "/subscription/credits/balance": 1 * MINUTE,
  "/subscription/credits/transactions": 2 * MINUTE,
  "/subscription/credits/packages": 30 * MINUTE,
  "/subscription/invoices": 10 * MINUTE,
  "/products/statistics": 30 * MINUTE,
  "/stores/filters": 30 * MINUTE,
  "/search/products": 1 * MINUTE,
  "/stores/cities": 30 * MINUTE,
};

/** Only these resources (refine data queries) outlive a reload. */
export const PERSISTED_RESOURCES = ["companies", "products", "companies/{companyId}/products"] as const;
