import { randomUUID } from "node:crypto";
import { sql } from "drizzle-orm";
import { Redis } from "ioredis";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { CacheAction, CacheAnalytics, CacheRouteStats, CacheStats, CacheWarmStatus } from "../../contracts";
import { markMarketDataChanged } from "../../server/core/cache/data-changed";
import { MovementIngestor } from "../../server/data/pipeline/ingest";
import { queryRows } from "../../server/db/rows";
import { TEST_API_KEY, useTestApp, type TestApp } from "./helpers/app";
import { signIn } from "./helpers/auth";
import { testDatabases } from "./helpers/databases";

const REDIS_URL = process.env.REDIS_URL ?? "redis://127.0.0.1:6379";
const SALES = "/api/v1/companies/:id/sales";
const stores = [
  { store: "the in-process LRU", env: {} as Record<string, string> },
  { store: "Redis", env: { REDIS_URL } },
];
const cases = testDatabases.flatMap((database) => stores.map((s) => ({ ...s, database, name: `${database.name}, ${s.store}` })));

type Headers = Record<string, string>;

async function get(t: TestApp, url: string, headers: Headers) {
  const res = await t.app.inject({ url, headers });
  return { status: res.statusCode, cache: res.headers["x-cache"], body: res.json() as { data?: unknown; code?: string; message?: string } };
}

async function admin<T>(t: TestApp, method: "GET" | "DELETE" | "POST", path: string, headers: Headers): Promise<T> {
  const res = await t.app.inject({ method, url: `/api/v1/admin/cache${path}`, headers });
  expect(res.statusCode, res.body).toBeLessThan(300);
  return (res.json() as { data: T }).data;
}

describe.each(cases)("the response cache on $name", ({ database, env }) => {
  // One prefix per run: runs sharing the Redis server never see each other's entries or counts.
  const prefix = `fenix-test-${randomUUID()}`;
  const t = useTestApp(database, { ...env, CACHE_ENABLED: "true", CACHE_KEY_PREFIX: prefix, CACHE_FINGERPRINT_MS: "0" }, { market: true });
  let operator: Headers;
  let nordvikUser: Headers;
  let bryggarhusetUser: Headers;
  let nordvik: string;
  let bryggarhuset: string;

  const routeStats = async (route: string): Promise<CacheRouteStats> =>
    (await admin<CacheAnalytics>(t, "GET", "/analytics", operator)).routes.find((r) => r.route === route)!;

  beforeAll(async () => {
    operator = { authorization: `Bearer ${(await signIn(t, "operator@fenix.example")).accessToken}` };
    nordvikUser = { authorization: `Bearer ${(await signIn(t, "user@nordvik.example")).accessToken}` };
    bryggarhusetUser = { authorization: `Bearer ${(await signIn(t, "user@bryggarhuset.example")).accessToken}` };
    const ids = await queryRows<{ id: string; name: string }>(t.db, sql`select id, name from companies`);
    nordvik = ids.find((c) => c.name.startsWith("Nordvik"))!.id;
    bryggarhuset = ids.find((c) => c.name.startsWith("Bryggarhuset"))!.id;
  });

  afterAll(async () => {
    if (!env.REDIS_URL) return;
    const redis = new Redis(REDIS_URL);
    const keys = await redis.keys(`${prefix}:*`);
    if (keys.length > 0) await redis.del(...keys);
    await redis.quit();
  });

  it("misses, then hits with the same answer, and counts both", async () => {
    const url = `/api/v1/companies/${nordvik}/sales?period=30d`;
    const first = await get(t, url, nordvikUser);
    expect(first.status).toBe(200);
    expect(first.cache).toBe("MISS");
    const second = await get(t, url, nordvikUser);
    expect(second.cache).toBe("HIT");
    expect(second.body).toEqual(first.body);
    const stats = await routeStats(SALES);
    expect(stats).toMatchObject({ hits: 1, misses: 1, hitRate: 0.5, entries: 1 });
    expect(stats.bytes).toBeGreaterThan(100);
    expect(stats.savedMs).toBeGreaterThanOrEqual(0);
    const analytics = await admin<CacheAnalytics>(t, "GET", "/analytics", operator);
    expect(analytics.store).toBe(env.REDIS_URL ? "redis" : "lru");
    expect(analytics.series).toHaveLength(60);
    expect(analytics.series.at(-1)!.hits).toBeGreaterThanOrEqual(1);
  });

  it("keys by the normalised query: order and defaults do not matter", async () => {
    const a = await get(t, `/api/v1/sales/top-stores?companyId=${nordvik}&period=90d&limit=10`, nordvikUser);
    const b = await get(t, `/api/v1/sales/top-stores?limit=10&period=90d&companyId=${nordvik}`, nordvikUser);
    expect([a.status, a.cache, b.cache]).toEqual([200, "MISS", "HIT"]);
    const c = await get(t, `/api/v1/sales/top-stores?limit=11&period=90d&companyId=${nordvik}`, nordvikUser);
    expect(c.cache).toBe("MISS");
  });

  it("never gives one company's answer to another company or to the application key", async () => {
    const url = `/api/v1/companies/${nordvik}/sales?period=30d`;
    expect((await get(t, url, nordvikUser)).cache).toBe("HIT");
    const other = await get(t, url, bryggarhusetUser);
    expect(other.status).toBe(404);
    expect(other.cache).not.toBe("HIT");
    expect((await get(t, url, { "x-api-key": TEST_API_KEY })).status).toBe(401);
    // Their own figures differ from Nordvik's, though the query is the same.
    const own = await get(t, `/api/v1/companies/${bryggarhuset}/sales?period=30d`, bryggarhusetUser);
    expect(own.status).toBe(200);
    expect(own.body).not.toEqual((await get(t, url, nordvikUser)).body);
    // The operator reads every company, under a key of their own.
    const asOperator = await get(t, url, operator);
    expect([asOperator.status, asOperator.cache]).toEqual([200, "MISS"]);
  });

  it("drops answers when stock is ingested", async () => {
    const url = `/api/v1/companies/${nordvik}/stock-outs?limit=10`;
    await get(t, url, nordvikUser);
    expect((await get(t, url, nordvikUser)).cache).toBe("HIT");
    const [store] = await queryRows<{ store_id: number; last: Date }>(
      t.db,
      sql`select store_id, last_observed_at as last from stock_ingest_state order by store_id limit 1`,
    );
    const levels = await queryRows<{ product_id: number; quantity: number }>(
      t.db,
      sql`select product_id, quantity from stock_levels where store_id = ${store!.store_id} and quantity >= 3 order by product_id limit 3`,
    );
    const ingestor = await MovementIngestor.open(t.db);
    ingestor.ingest({
      storeId: store!.store_id,
      observedAt: new Date(new Date(store!.last).getTime() + 20 * 60_000),
      productIds: levels.map((l) => Number(l.product_id)),
      quantities: levels.map((l) => Number(l.quantity) - 3),
    });
    expect((await ingestor.flush()).changes).toBe(3);
    expect((await get(t, url, nordvikUser)).cache).toBe("MISS");
    expect((await get(t, url, nordvikUser)).cache).toBe("HIT");
  });

  it("drops answers after an import, from whichever process", async () => {
    const url = `/api/v1/sales/top-products?period=30d&companyId=${nordvik}`;
    await get(t, url, nordvikUser);
    expect((await get(t, url, nordvikUser)).cache).toBe("HIT");
    await markMarketDataChanged(t.db);
    expect((await get(t, url, nordvikUser)).cache).toBe("MISS");
  });

  it("runs one computation for a burst of identical requests", async () => {
    const url = `/api/v1/sales/summary?period=7d&companyId=${nordvik}`;
    const before = (await routeStats("/api/v1/sales/summary")) ?? { hits: 0, misses: 0 };
    const answers = await Promise.all(Array.from({ length: 8 }, () => get(t, url, nordvikUser)));
    expect(answers.map((a) => a.status)).toEqual(Array(8).fill(200));
    expect(new Set(answers.map((a) => JSON.stringify(a.body))).size).toBe(1);
    const after = await routeStats("/api/v1/sales/summary");
    expect(after.misses - before.misses).toBe(1);
    expect(after.hits - before.hits).toBe(7);
  });

  it("purges every entry, and writes the audit log", async () => {
    const before = await admin<CacheStats>(t, "GET", "/stats", operator);
    expect(before.totals.entries).toBeGreaterThan(0);
    const purged = await admin<CacheAction>(t, "DELETE", "/purge", operator);
    expect(purged.removed).toBe(before.totals.entries);
    expect((await admin<CacheStats>(t, "GET", "/stats", operator)).totals.entries).toBe(0);
    expect((await get(t, `/api/v1/companies/${nordvik}/sales?period=30d`, nordvikUser)).cache).toBe("MISS");
    await admin<CacheAction>(t, "DELETE", "/clear", operator);
    expect((await admin<CacheStats>(t, "GET", "/stats", operator)).totals.entries).toBe(0);
    const actions = await queryRows<{ action: string }>(t.db, sql`select action from audit_log where object_type = 'cache' order by id`);
    expect(actions.map((a) => a.action)).toEqual(expect.arrayContaining(["cache.purged", "cache.cleared"]));
  });

  it("resets the counters", async () => {
    await admin<CacheAction>(t, "DELETE", "/analytics/clear", operator);
    const stats = await admin<CacheStats>(t, "GET", "/stats", operator);
    expect(stats.totals).toMatchObject({ hits: 0, misses: 0, hitRate: null });
  });

  it("warms every company's dashboard as a job whose progress warm-status shows", async () => {
    await admin<CacheAction>(t, "DELETE", "/purge", operator);
    expect((await admin<CacheWarmStatus>(t, "GET", "/warm-status", operator)).status).toMatch(/idle|done/);
    const started = await admin<CacheAction>(t, "POST", "/warm", operator);
    expect(started.jobId).toBeGreaterThan(0);
    const seen: CacheWarmStatus[] = [];
    for (let i = 0; i < 300; i++) {
      const status = await admin<CacheWarmStatus>(t, "GET", "/warm-status", operator);
      seen.push(status);
      if (status.jobId === started.jobId && (status.status === "done" || status.status === "failed")) break;
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
    const last = seen.at(-1)!;
    expect(last).toMatchObject({ status: "done", progress: 1, jobId: started.jobId, mode: "normal", alreadyCached: 0 });
    expect(last.companies).toBeGreaterThanOrEqual(2);
    // Four dashboard calls per company and kind of member (each demo company has an admin and a user).
    expect(last.computed).toBeGreaterThanOrEqual(last.companies! * 2 * 4);
    expect(seen[0]!.status).toMatch(/queued|running|done/);
    expect((await admin<CacheStats>(t, "GET", "/stats", operator)).totals.entries).toBe(last.computed);
    // The members' dashboard calls now hit.
    for (const url of [
      `/api/v1/companies/${nordvik}/sales?period=30d`,
      `/api/v1/companies/${nordvik}/products?period=30d&limit=10`,
      `/api/v1/sales/top-stores?companyId=${nordvik}&period=30d&limit=10`,
      `/api/v1/companies/${nordvik}/stock-outs?limit=10`,
    ])
      expect((await get(t, url, nordvikUser)).cache, url).toBe("HIT");
  });

  it("refuses everyone but a signed-in operator", async () => {
    const admin = { authorization: `Bearer ${(await signIn(t, "admin@nordvik.example")).accessToken}` };
    const key = await t.app.inject({ method: "POST", url: "/api/v1/users/me/api-keys", headers: operator, payload: { name: "cache" } });
    const personal = { "x-api-key": (key.json() as { data: { secret: string } }).data.secret };
    for (const [method, path] of [
      ["GET", "/analytics"],
      ["DELETE", "/purge"],
      ["POST", "/warm"],
    ] as const) {
      for (const headers of [nordvikUser, admin, personal, { "x-api-key": TEST_API_KEY }]) {
        const res = await t.app.inject({ method, url: `/api/v1/admin/cache${path}`, headers });
        expect(res.statusCode, `${method} ${path}`).toBe(403);
        expect(res.json()).toMatchObject({ statusCode: 403, error: "Forbidden" });
        expect(["ADMIN_ONLY", "API_KEY_NOT_ALLOWED"]).toContain(res.json().code);
      }
      expect((await t.app.inject({ method, url: `/api/v1/admin/cache${path}` })).statusCode).toBe(401);
    }
  });

  it("answers 409 to a CDN purge when no CDN is configured", async () => {
    const res = await t.app.inject({ method: "DELETE", url: "/api/v1/admin/cache/cloudflare/purge", headers: operator });
    expect(res.statusCode).toBe(409);
    expect(res.json()).toEqual({ statusCode: 409, error: "Conflict", message: "CDN purge is not configured", code: "CDN_NOT_CONFIGURED" });
  });
});
