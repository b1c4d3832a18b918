import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { FeedRun, FeedStatus } from "../../contracts";
import { stockholmTime } from "../../server/data/generator/calendar";
import { buildMarket } from "../../server/data/generator/market";
import { SCALES, type Scale } from "../../server/data/generator/scales";
import { DEMO_MARKET_SEED } from "../../server/data/seed";
import { SimulatedMarket } from "../../server/data/source/simulator/simulated-market";
import { startSimulator, type RunningSimulator } from "../../server/data/source/simulator/simulator-server";
import { queryRows } from "../../server/db/rows";
import { nextRun } from "../../server/core/cron-schedule";
import { call, type Method } from "./helpers/admin";
import { MARKET_END, TEST_API_KEY, useTestApp } from "./helpers/app";
import { bearer, operator, signIn } from "./helpers/auth";
import { testDatabases } from "./helpers/databases";

/** A market small enough that a round over HTTP at the source's polite rate (10 requests a second) takes seconds. */
const TINY: Scale = { ...SCALES.mini, name: "tiny", products: 30, stores: 4, agents: 1 };
/** The simulator's clock: the morning after the market's last day. */
const MORNING_AFTER = stockholmTime("2026-11-21", 8).getTime();
const SOURCE_KEY = "feed-test-key-not-to-be-shown";
const STOCK_SCHEDULE = "15 8,11,14,17,20 * * *";
const CATALOGUE_SCHEDULE = "30 6 * * *";

async function until<T>(what: string, probe: () => Promise<T | undefined | null | false>, timeoutMs = 60_000): Promise<T> {
  const end = Date.now() + timeoutMs;
  for (;;) {
    const value = await probe();
    if (value) return value;
    if (Date.now() > end) throw new Error(`waited ${timeoutMs} ms for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

async function simulatorPost(simulator: RunningSimulator, path: string, body: unknown) {
  const response = await fetch(`${simulator.url}${path}`, { method: "POST", body: JSON.stringify(body) });
  expect(response.status).toBe(200);
}

describe.each(testDatabases)("the operators' feed ($name): a new install collecting from the simulator over HTTP", (database) => {
  let simulator: RunningSimulator;
  const market = buildMarket(TINY, DEMO_MARKET_SEED);
  // Filled in before the app is built: useTestApp reads it in its own beforeAll, registered after this one (before hooks run in order).
  const env: NodeJS.ProcessEnv = {
    MARKET_SOURCE: "monopoly",
    MARKET_SOURCE_KEY: SOURCE_KEY,
    MARKET_STOCK_SCHEDULE: STOCK_SCHEDULE,
    MARKET_CATALOGUE_SCHEDULE: CATALOGUE_SCHEDULE,
  };
  beforeAll(async () => {
    const simulated = new SimulatedMarket({ market, seed: DEMO_MARKET_SEED, seededThrough: MARKET_END, now: () => MORNING_AFTER });
    simulator = await startSimulator({ market: simulated, key: SOURCE_KEY, faults: true });
    env.MARKET_SOURCE_URL = simulator.url;
  });
  // The demo accounts, no market: the feed's first rounds collect the stores, the catalogue and the stock.
  const t = useTestApp(database, env, { seed: true });
  afterAll(() => simulator?.close());
  const headers: Record<string, string> = {};
  beforeAll(async () => Object.assign(headers, await operator(t)));

  const status = async () => {
    const res = await call(t, "GET", "/api/v1/admin/feed", headers);
    expect(res.statusCode, res.body).toBe(200);
    return (res.json() as { data: FeedStatus }).data;
  };
  const round = async (id: number) => (await status()).runs.find((run) => run.id === id);
  const finished = (id: number) =>
    until(`round ${id} to finish`, async () => {
      const run = await round(id);
      return run && (run.status === "done" || run.status === "failed") ? run : null;
    });
  const audited = (action: string) =>
    queryRows<{ actor_id: string; details: Record<string, unknown>; object_id: string | null }>(
      t.db,
      sql`select actor_id, details, object_id from audit_log where action = ${action} order by id`,
    );

  it("shows the first catalogue and stock rounds with what they collected, and where it reads without the key", async () => {
    const done = await until("the first catalogue and stock rounds", async () => {
      const { runs } = await status();
      const stock = runs.find((run) => run.kind === "stock" && run.status === "done");
      const catalogue = runs.find((run) => run.kind === "catalogue" && run.status === "done");
      expect(runs.filter((run) => run.status === "failed")).toEqual([]);
      return stock && catalogue ? { stock, catalogue } : null;
    });
    const [counts] = await queryRows<{ stores: number; products: number; snapshots: number }>(
      t.db,
      sql`select (select count(*)::int from stores where not is_agent) as stores, (select count(*)::int from products) as products,
                 (select count(*)::int from stock_snapshots) as snapshots`,
    );
    expect(done.catalogue.result).toEqual({
      sites: market.stores.length,
      products: counts!.products,
      unreached: 0,
      events: expect.any(Number) as number,
      requests: expect.any(Number) as number,
    });
    expect(done.stock.result).toEqual({
      observedAt: new Date(MORNING_AFTER).toISOString(),
      products: counts!.products,
      stores: TINY.stores,
      snapshots: counts!.snapshots,
      changes: expect.any(Number) as number,
      unknownSites: 0,
      notFound: 0,
      requests: counts!.products,
      retries: 0,
      resumed: 0,
    });
    for (const run of [done.stock, done.catalogue]) {
      expect(run).toMatchObject({ progress: 1, attempts: 1, maxAttempts: 3, error: null });
      expect(Date.parse(run.finishedAt!) - Date.parse(run.startedAt!)).toBe(run.durationMs);
      expect(Date.parse(run.startedAt!)).toBeGreaterThanOrEqual(Date.parse(run.queuedFor));
    }

    const feed = await status();
    expect(feed.source).toEqual({ mode: "monopoly", url: new URL(simulator.url).host });
    expect(JSON.stringify(feed)).not.toContain(SOURCE_KEY);
    expect(feed.paused).toBe(false);
    expect(feed.schedules).toEqual({ stock: STOCK_SCHEDULE, catalogue: CATALOGUE_SCHEDULE });
    expect(feed.latestSnapshotAt).toBe(new Date(MORNING_AFTER).toISOString());
    // Each round queued its successor at the schedule's next time (Stockholm), and the list shows it, newest first.
    const stockNext = Date.parse(feed.next.stock!);
    const finishedAt = Date.parse(done.stock.finishedAt!);
    expect(stockNext).toBe(nextRun(STOCK_SCHEDULE, new Date(stockNext - 1)).getTime());
    expect(stockNext).toBeGreaterThan(finishedAt);
    expect(stockNext).toBeLessThanOrEqual(nextRun(STOCK_SCHEDULE, new Date(finishedAt)).getTime());
    expect(feed.next.catalogue).not.toBeNull();
    expect(feed.runs.map((run) => run.id)).toEqual([...feed.runs.map((run) => run.id)].sort((a, b) => b - a));
    expect(feed.runs.filter((run) => run.status === "queued").map((run) => run.queuedFor)).toEqual(
      expect.arrayContaining([feed.next.stock, feed.next.catalogue]),
    );
  });

  it("runs a round now by moving the waiting one to now, which then collects and queues the next", async () => {
    const before = await status();
    const waiting = before.runs.find((run) => run.kind === "stock" && run.status === "queued")!;
    expect(Date.parse(waiting.queuedFor)).toBeGreaterThan(Date.now());
    // An hour later at the source: every store has a newer snapshot to give.
    await simulatorPost(simulator, "/simulator/clock", { advanceHours: 1 });

    const asked = Date.now();
    const res = await call(t, "POST", "/api/v1/admin/feed/run", headers, { kind: "stock" });
    expect(res.statusCode, res.body).toBe(202);
    const queued = (res.json() as { data: { kind: string; id: number; queuedFor: string } }).data;
    expect(queued).toMatchObject({ kind: "stock", id: waiting.id });
    expect(Date.parse(queued.queuedFor)).toBeGreaterThanOrEqual(asked - 1_000);
    expect(Date.parse(queued.queuedFor)).toBeLessThanOrEqual(Date.now());

    const run = await finished(waiting.id);
    expect(run.status).toBe("done");
    expect(run.result).toMatchObject({
      observedAt: new Date(MORNING_AFTER + 3_600_000).toISOString(),
      stores: TINY.stores,
      snapshots: TINY.stores,
      notFound: 0,
      retries: 0,
    });
    const after = await status();
    expect(after.latestSnapshotAt).toBe(new Date(MORNING_AFTER + 3_600_000).toISOString());
    expect(Date.parse(after.next.stock!)).toBeGreaterThan(Date.now());
    expect(after.runs.find((r) => r.kind === "stock" && r.status === "queued")!.id).toBeGreaterThan(waiting.id);
    const [audit] = await audited("feed.run_requested");
    expect(audit).toMatchObject({ details: { kind: "stock" }, object_id: String(waiting.id) });
  });

  it("refuses a second round of a kind while one runs (409 FEED_ROUND_RUNNING)", async () => {
    // Every answer of the source a little late: the round runs for a few seconds.
    await simulatorPost(simulator, "/simulator/faults", { count: 1_000, delayMs: 250 });
    try {
      const first = await call(t, "POST", "/api/v1/admin/feed/run", headers, { kind: "stock" });
      expect(first.statusCode, first.body).toBe(202);
      const { id } = (first.json() as { data: { id: number } }).data;
      await until("the round to run", async () => (await round(id))?.status === "running");
      const running = (await round(id))!;
      expect(running.startedAt).toBeDefined();
      expect(running.durationMs).toBeNull();
      expect((await status()).next.stock).toBeNull();

      const second = await call(t, "POST", "/api/v1/admin/feed/run", headers, { kind: "stock" });
      expect(second.statusCode).toBe(409);
      expect(second.json()).toMatchObject({ code: "FEED_ROUND_RUNNING" });
      // The other kind is not held back.
      const catalogue = await call(t, "POST", "/api/v1/admin/feed/run", headers, { kind: "catalogue" });
      expect(catalogue.statusCode, catalogue.body).toBe(202);
      expect((await finished(id)).status).toBe("done");
      expect((await finished((catalogue.json() as { data: { id: number } }).data.id)).status).toBe("done");
    } finally {
      await simulatorPost(simulator, "/simulator/faults", { count: 0 });
    }
  });

  it("pauses: the next round asks the source nothing, skips, and still queues its successor; run now is refused until resumed", async () => {
    const paused = await call(t, "POST", "/api/v1/admin/feed/pause", headers, { paused: true });
    expect(paused.statusCode, paused.body).toBe(200);
    expect(paused.json()).toEqual({ data: { paused: true } });
    expect((await status()).paused).toBe(true);

    const refused = await call(t, "POST", "/api/v1/admin/feed/run", headers, { kind: "stock" });
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toMatchObject({ code: "FEED_PAUSED" });

    // The schedule's time comes: the waiting round is due.
    await simulatorPost(simulator, "/simulator/clock", { advanceHours: 1 });
    const [snapshotsBefore] = await queryRows<{ n: number }>(t.db, sql`select count(*)::int as n from stock_snapshots`);
    const waiting = (await status()).runs.find((run) => run.kind === "stock" && run.status === "queued")!;
    await t.db.orm.execute(sql`update jobs set run_after = now() where id = ${waiting.id}`);
    const skipped: FeedRun = await finished(waiting.id);
    expect(skipped).toMatchObject({ status: "done", result: { skipped: "paused" }, error: null });
    const [snapshotsAfter] = await queryRows<{ n: number }>(t.db, sql`select count(*)::int as n from stock_snapshots`);
    expect(snapshotsAfter!.n).toBe(snapshotsBefore!.n);
    const feed = await status();
    expect(Date.parse(feed.next.stock!)).toBeGreaterThan(Date.now());

    const resumed = await call(t, "POST", "/api/v1/admin/feed/pause", headers, { paused: false });
    expect(resumed.json()).toEqual({ data: { paused: false } });
    expect((await status()).paused).toBe(false);
    const [pausedAudit] = await audited("feed.paused");
    const [resumedAudit] = await audited("feed.resumed");
    expect(pausedAudit?.actor_id).toEqual(expect.any(String));
    expect(resumedAudit).toMatchObject({ details: { paused: false } });
  });

  it("refuses a kind or a body it does not know (400)", async () => {
    for (const body of [{ kind: "prices" }, {}, { kind: "stock", extra: 1 }]) {
      const res = await call(t, "POST", "/api/v1/admin/feed/run", headers, body);
      expect(res.statusCode, JSON.stringify(body)).toBe(400);
      expect(res.json()).toMatchObject({ code: "VALIDATION_FAILED" });
    }
    const pause = await call(t, "POST", "/api/v1/admin/feed/pause", headers, { paused: "yes" });
    expect(pause.statusCode).toBe(400);
  });

  it("is the operators' alone: 401 without credentials, 403 for a company's admin and for the application key", async () => {
    const admin = bearer((await signIn(t, "admin@nordvik.example")).accessToken);
    const routes: [Method, string, object?][] = [
      ["GET", "/api/v1/admin/feed"],
      ["POST", "/api/v1/admin/feed/run", { kind: "stock" }],
      ["POST", "/api/v1/admin/feed/pause", { paused: true }],
    ];
    for (const [method, url, body] of routes) {
      expect((await call(t, method, url, {}, body)).statusCode, `${method} ${url}`).toBe(401);
      const refused = await call(t, method, url, admin, body);
      expect(refused.statusCode, `${method} ${url}`).toBe(403);
      expect(refused.json()).toMatchObject({ code: "ADMIN_ONLY" });
      expect((await call(t, method, url, { "x-api-key": TEST_API_KEY }, body)).statusCode, `${method} ${url}`).toBe(403);
    }
    expect((await status()).paused).toBe(false);
  });
});

describe.each(testDatabases)("the operators' feed ($name) with MARKET_SOURCE=off", (database) => {
  const t = useTestApp(database, { MARKET_SOURCE: "off" }, { seed: true });
  const headers: Record<string, string> = {};
  beforeAll(async () => Object.assign(headers, await operator(t)));

  it("says the feed is off, with nothing waiting, and refuses to run a round (409 FEED_OFF)", async () => {
    const res = await call(t, "GET", "/api/v1/admin/feed", headers);
    expect(res.statusCode, res.body).toBe(200);
    expect((res.json() as { data: FeedStatus }).data).toEqual({
      source: { mode: "off", url: null },
      paused: false,
      schedules: { stock: expect.any(String) as string, catalogue: expect.any(String) as string },
      latestSnapshotAt: null,
      next: { stock: null, catalogue: null },
      runs: [],
    });
    for (const kind of ["stock", "catalogue"]) {
      const run = await call(t, "POST", "/api/v1/admin/feed/run", headers, { kind });
      expect(run.statusCode).toBe(409);
      expect(run.json()).toMatchObject({ code: "FEED_OFF" });
    }
    const [{ n }] = (await queryRows<{ n: number }>(t.db, sql`select count(*)::int as n from jobs where kind like 'feed.%'`)) as [
      { n: number },
    ];
    expect(n).toBe(0);
  });
});
