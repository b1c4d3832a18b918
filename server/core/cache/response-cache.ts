import type { FastifyReply, FastifyRequest } from "fastify";
import type { Database } from "../../db/client";
import type { Caller } from "../caller";
import type { CacheCounters } from "./counters";
import { markMarketDataChanged } from "./data-changed";
import { createFingerprint } from "./fingerprint";
import { cacheKey } from "./key";
import { callerScope } from "./scope";
import { createSingleFlight } from "./single-flight";
import type { CacheEntry, CacheStore } from "./store";

/** A route whose answers are cached, as registered by its route options (`config.cache`). */
export interface CachedRoute {
  /** The route's pattern with its prefix, e.g. /api/v1/companies/:id/sales. */
  route: string;
  ttlSeconds: number;
  handler: (request: FastifyRequest, reply: FastifyReply) => unknown;
  /** Applies the query schema's defaults, as validation does for a request (for warming). */
  normaliseQuery: (query: Record<string, unknown>) => Record<string, unknown>;
}

export interface ResponseCacheOptions {
  enabled: boolean;
  prefix: string;
  /** How long the data fingerprint is trusted before it is read again. */
  fingerprintMs: number;
}

export type CacheOutcome = "hit" | "miss" | "off";

/** The response cache: one per app, shared by every cached route. */
export function createResponseCache(db: Database, store: CacheStore, counters: CacheCounters, options: ResponseCacheOptions) {
  const routes = new Map<string, CachedRoute>();
  const fingerprint = createFingerprint(db, options.fingerprintMs);
  const flights = createSingleFlight<CacheEntry>();

  async function keyFor(route: CachedRoute, params: unknown, query: unknown, caller: Caller | undefined) {
    const [scope, version] = await Promise.all([callerScope(db, caller), fingerprint.current()]);
    return cacheKey(options.prefix, { route: route.route, params, query, scope, version });
  }

  async function compute(route: CachedRoute, key: string, run: () => Promise<unknown>): Promise<CacheEntry> {
    const started = performance.now();
    const body = await run();
    const computeMs = performance.now() - started;
    const entry: CacheEntry = { route: route.route, body, computeMs, bytes: Buffer.byteLength(JSON.stringify(body)) };
    // Without the store (Redis away) the request is still answered, just not kept.
    await store.set(key, entry, route.ttlSeconds).catch(() => undefined);
    return entry;
  }

  /** Answers from the cache, or runs `run` once for every concurrent caller of the same key. */
  async function through(route: CachedRoute, key: string, run: () => Promise<unknown>): Promise<{ body: unknown; outcome: CacheOutcome }> {
    const found = await store.get(key).catch(() => undefined);
    if (found) {
      counters.hit(route.route, found.computeMs);
      return { body: found.body, outcome: "hit" };
    }
    const flight = flights.run(key, () => compute(route, key, run));
    const entry = await flight.promise;
    if (flight.leader) counters.miss(route.route);
    else counters.hit(route.route, entry.computeMs);
    return { body: entry.body, outcome: flight.leader ? "miss" : "hit" };
  }

  return {
    kind: store.kind,
    enabled: options.enabled,
    routes,

    register(route: CachedRoute): void {
      routes.set(route.route, route);
    },

    /** Serves a request of a cached route (see hook.ts). A reply sent by the handler itself is not kept. */
    async serve(route: CachedRoute, request: FastifyRequest, reply: FastifyReply): Promise<unknown> {
      if (!options.enabled) return route.handler(request, reply);
      const key = await keyFor(route, request.params, request.query, request.caller);
      const { body, outcome } = await through(route, key, async () => {
        const answer = await route.handler(request, reply);
        if (answer === reply || reply.sent) throw new NotCacheable(answer, reply);
        return answer;
      }).catch(async (error: unknown) => {
        if (!(error instanceof NotCacheable)) throw error;
        // Another request of the same key sent its own reply: this one runs on its own.
        const answer = error.reply === reply ? error.answer : await route.handler(request, reply);
        return { body: answer, outcome: "off" as const };
      });
      void reply.header("x-cache", outcome.toUpperCase());
      return body;
    },

    /**
     * Computes one answer as `caller` would get it, unless it is already cached (warming).
     * Answers true when it computed.
     */
    async prime(routeName: string, params: Record<string, unknown>, query: Record<string, unknown>, caller: Caller): Promise<boolean> {
      const route = routes.get(routeName);
      if (!route || !options.enabled) return false;
      const normalised = route.normaliseQuery(query);
      const key = await keyFor(route, params, normalised, caller);
      if (await store.get(key)) return false;
      const request = { params, query: normalised, caller, headers: {} } as unknown as FastifyRequest;
      await flights.run(key, () => compute(route, key, async () => route.handler(request, {} as FastifyReply))).promise;
      return true;
    },

    /**
     * The data changed (an ingest in this process): forget every entry. The mark in the database
     * changes every instance's fingerprint, so answers computed before it, here or on another
     * instance, land under keys nobody reads again.
     */
    async invalidate(): Promise<number> {
      await markMarketDataChanged(db);
      fingerprint.forget();
      return store.clear();
    },

    clear: () => store.clear(),
    holdings: () => store.holdings(),
    counts: () => counters.snapshot(),
    resetCounts: () => counters.reset(),
    close: () => store.close(),
  };
}

export type ResponseCache = ReturnType<typeof createResponseCache>;

/** A handler that sent its own reply (an error, a file): passed through, never stored. */
class NotCacheable extends Error {
  constructor(
    readonly answer: unknown,
    readonly reply: FastifyReply,
  ) {
    super("not cacheable");
  }
}
