import { createSessionActor } from "../providers/auth/services";
import type { SessionServices } from "../providers/auth/react";
import { createHealthActor, type HealthActor } from "../providers/health";
import { readAppApiKey } from "../providers/config";
import { createHttpClient } from "../providers/http/client";
import { browserTokenStore } from "../providers/http/token-store";
import { clearQueryCache, createQueryClient, persistQueries } from "../providers/query";
import type { DataProvider } from "@refinedev/core";
import type { QueryClient } from "@tanstack/react-query";
import { createDataProvider } from "../providers/data";
import { prefetchCompanies } from "./company/companies-query";

export interface KernelServices extends SessionServices {
  health: HealthActor;
  queryClient: QueryClient;
  /** refine's data provider over the same http client: every page's data goes through it. */
  dataProvider: DataProvider;
}

/** The http client and the session, wired to each other, and API health; started once at boot. */
export function createServices(): KernelServices {
  const tokens = browserTokenStore();
  const appApiKey = readAppApiKey();
  // The client reports an ended session to the actor, which is created with the client.
  const session: { actor?: SessionServices["actor"] } = {};
  const client = createHttpClient({
    tokens,
    appApiKey: () => appApiKey,
    onSessionEnded: () => session.actor?.send({ type: "SESSION_ENDED" }),
  });
  const actor = createSessionActor(client, tokens);
  session.actor = actor;
  actor.start();
  const health = createHealthActor(() => appApiKey);
  health.start();
  const queryClient = createQueryClient();
  const dataProvider = createDataProvider(client);
  persistQueries(queryClient, __APP_VERSION__);
  // Whoever signs in next must not see the previous user's data, not even from storage.
  let userId = actor.getSnapshot().context.user?.id ?? null;
  actor.subscribe((snapshot) => {
    const next = snapshot.context.user?.id ?? null;
    if (userId !== null && next !== userId) clearQueryCache(queryClient);
    // Every signed-in page needs the companies (header and company-scoped data): ask before rendering.
    if (next !== null && next !== userId) void prefetchCompanies(queryClient, dataProvider, next);
    userId = next;
  });
  return { actor, client, health, queryClient, dataProvider };
}
