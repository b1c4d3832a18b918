import { createSyncStoragePersister } from "@tanstack/query-sync-storage-persister";
import { QueryClient, type Query } from "@tanstack/react-query";
import { persistQueryClient } from "@tanstack/react-query-persist-client";
import { ApiError } from "../http/errors";
import {
  FRESH_FOR_MS,
  GC_TIME_MS,
  MAX_RETRIES,
  PERSIST_MAX_AGE_MS,
  PERSIST_THROTTLE_MS,
  PERSISTED_RESOURCES,
  QUERY_CACHE_STORAGE_KEY,
  RETRY_DELAY_CAP_MS,
  STALE_TIME_MS,
} from "./cache-rules";
import { namesCompany, queryPath, queryResource } from "./data-keys";

/** Queries about a company (their key names its companyId): a company switch drops them. */
export const isCompanyScoped = (query: Query) => namesCompany(query.queryKey);

const isPersisted = (query: Query) => (PERSISTED_RESOURCES as readonly (string | null)[]).includes(queryResource(query.queryKey));

/** How long this query's answer stays fresh (FRESH_FOR_MS by its API path, else 5 minutes). */
export const staleTimeOf = (query: Query) => FRESH_FOR_MS[queryPath(query.queryKey) ?? ""] ?? STALE_TIME_MS;

const isClientError = (error: unknown) => error instanceof ApiError && error.status >= 400 && error.status < 500;

/** 1 s, 2 s, 4 s … capped at 30 s. */
export const retryDelay = (attempt: number) => Math.min(1_000 * 2 ** attempt, RETRY_DELAY_CAP_MS);

export function createQueryClient(): QueryClient {
  const client = new QueryClient({
    defaultOptions: {
      queries: {
        staleTime: staleTimeOf,
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
  for (const resource of PERSISTED_RESOURCES) client.setQueryDefaults(["data", "default", resource], { gcTime: PERSIST_MAX_AGE_MS });
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
      shouldDehydrateQuery: (query) => query.state.status === "success" && isPersisted(query),
    },
  });
  return unsubscribe;
}

/** On sign-out: nothing of the previous user stays in memory or in storage. */
export function clearQueryCache(client: QueryClient, storage: Storage = window.localStorage): void {
  client.clear();
  storage.removeItem(QUERY_CACHE_STORAGE_KEY);
}
