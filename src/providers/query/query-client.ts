import { createSyncStoragePersister } from "@tanstack/query-sync-storage-persister";
import { QueryClient, type Query } from "@tanstack/react-query";
import { persistQueryClient } from "@tanstack/react-query-persist-client";
import { ApiError } from "../http/errors";

export const STALE_TIME_MS = 5 * 60_000;
export const GC_TIME_MS = 10 * 60_000;
export const MAX_RETRIES = 3;
export const RETRY_DELAY_CAP_MS = 30_000;
export const QUERY_CACHE_STORAGE_KEY = "fenix-query-cache";
export const PERSIST_THROTTLE_MS = 1_000;
export const PERSIST_MAX_AGE_MS = 24 * 60 * 60_000;

/** Only these queries (by the first part of their key) outlive a reload. */
export const PERSISTED_QUERY_ROOTS = ["companies", "products", "company-products"] as const;

/** Queries about the selected company start with "company-": a company switch drops them. */
export const isCompanyScoped = (query: Query) => String(query.queryKey[0]).startsWith("company-");

const isClientError = (error: unknown) => error instanceof ApiError && error.status >= 400 && error.status < 500;

/** 1 s, 2 s, 4 s … capped at 30 s. */
export const retryDelay = (attempt: number) => Math.min(1_000 * 2 ** attempt, RETRY_DELAY_CAP_MS);

export function createQueryClient(): QueryClient {
  const client = new QueryClient({
    defaultOptions: {
      queries: {
        staleTime: STALE_TIME_MS,
        gcTime: GC_TIME_MS,
        retry: (failures, error) => failures < MAX_RETRIES && !isClientError(error),
        retryDelay,
        refetchOnWindowFocus: false,
        networkMode: "offlineFirst",
      },
      mutations: { retry: (failures, error) => failures < 1 && !isClientError(error), networkMode: "offlineFirst" },
    },
  });
  // A persisted query must stay in memory as long as it may be restored from storage.
  for (const root of PERSISTED_QUERY_ROOTS) client.setQueryDefaults([root], { gcTime: PERSIST_MAX_AGE_MS });
  return client;
}

/**
 * Keeps the persisted part of the cache in browser storage; `version` is the app's build, so an
 * upgrade starts from an empty cache. Returns a function that stops persisting.
 */
export function persistQueries(client: QueryClient, version: string, storage: Storage = window.localStorage): () => void {
  const persister = createSyncStoragePersister({ storage, key: QUERY_CACHE_STORAGE_KEY, throttleTime: PERSIST_THROTTLE_MS });
  const [unsubscribe] = persistQueryClient({
    queryClient: client,
    persister,
    maxAge: PERSIST_MAX_AGE_MS,
    buster: version,
    dehydrateOptions: {
      shouldDehydrateQuery: (query) => query.state.status === "success" && (PERSISTED_QUERY_ROOTS as readonly string[]).includes(String(query.queryKey[0])),
    },
  });
  return unsubscribe;
}

/** On sign-out: nothing of the previous user stays in memory or in storage. */
export function clearQueryCache(client: QueryClient, storage: Storage = window.localStorage): void {
  client.clear();
  storage.removeItem(QUERY_CACHE_STORAGE_KEY);
}
