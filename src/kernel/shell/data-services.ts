import type { DataProvider } from "@refinedev/core";
import type { QueryClient } from "@tanstack/react-query";
import type { SessionServices } from "../../providers/auth/react";
import { createDataProvider } from "../../providers/data";
import { clearQueryCache, createQueryClient, persistQueries } from "../../providers/query";
import { prefetchCompanies } from "../company/companies-query";

export interface DataServices {
  queryClient: QueryClient;
  /** refine's data provider over the session's http client: every page's data goes through it. */
  dataProvider: DataProvider;
}

const created = new WeakMap<SessionServices["actor"], DataServices>();

/**
 * The query cache and refine's data provider, made once per session actor when the app shell
 * first renders (a plain page needs neither), and kept for the page's lifetime.
 */
export function dataServicesFor({ actor, client }: SessionServices): DataServices {
  const existing = created.get(actor);
  if (existing) return existing;
  const queryClient = createQueryClient();
  const dataProvider = createDataProvider(client);
  persistQueries(queryClient, __APP_VERSION__);
  // Every signed-in page needs the companies (header and company-scoped data): ask before rendering.
  const prefetch = (userId: string) => void prefetchCompanies(queryClient, dataProvider, userId);
  let userId = actor.getSnapshot().context.user?.id ?? null;
  if (userId !== null) prefetch(userId);
  actor.subscribe((snapshot) => {
    const next = snapshot.context.user?.id ?? null;
    // Whoever signs in next must not see the previous user's data, not even from storage.
    if (userId !== null && next !== userId) clearQueryCache(queryClient);
    if (next !== null && next !== userId) prefetch(next);
    userId = next;
  });
  const services = { queryClient, dataProvider };
  created.set(actor, services);
  return services;
}
