import { sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { inMarketLane } from "../../server/db/market-lane";
import { demoUsers } from "../../server/data/seed";
import { MARKET_END, TEST_API_KEY, useTestApp, type TestApp } from "./helpers/app";
import { freshIp, signIn, useMarketReader } from "./helpers/auth";
import { testDatabases } from "./helpers/databases";

const withKey: Record<string, string> = {};

describe.each(testDatabases)("expensive market queries on $name", (database) => {
  const t = useTestApp(database, {}, { market: true });
  useMarketReader(t, withKey);

  it("refuses a period longer than 13 months, by name or by dates", async () => {
    const byName = await t.app.inject({ url: "/api/v1/sales/top-stores?period=26m", headers: withKey });
    expect(byName.statusCode).toBe(400);
    expect(byName.json().message).toMatch(/period/);
    const byDates = await t.app.inject({ url: `/api/v1/sales/top-stores?from=2024-09-01&to=${MARKET_END}`, headers: withKey });
    expect(byDates.statusCode).toBe(400);
    expect(byDates.json().message).toMatch(/at most 400 days/);
    const longest = await t.app.inject({ url: "/api/v1/sales/top-stores?period=13m", headers: withKey });
    expect(longest.statusCode).toBe(200);
  });
});

const HEAVIEST = ["/api/v1/sales/top-stores?period=13m&limit=100", "/api/v1/sales/top-stores?period=400d&limit=100"];

/** Eight of the heaviest market calls at once. */
const heavyLoad = (t: TestApp) => Array.from({ length: 8 }, (_, n) => t.app.inject({ url: HEAVIEST[n % 2]!, headers: withKey }));

/** A market statement that holds the database (PGlite's one connection, or one of PostgreSQL's) for `seconds`. */
function holdDatabase(t: TestApp, seconds: number) {
  const hold = { done: false, finished: Promise.resolve() };
  hold.finished = inMarketLane(async () => {
    await t.db.orm.execute(sql`select pg_sleep(${seconds})`);
    hold.done = true;
  });
  return hold;
}

describe.each(testDatabases)("liveness and sign-in while the market keeps the database busy ($name)", (database) => {
  const t = useTestApp(database, {}, { market: true });
  useMarketReader(t, withKey);

  // SECURITY.md "Health under load": liveness never queues behind a market query.
  it("/health answers 200 while a market statement holds the database and eight heavy calls wait", async () => {
    const heavy = heavyLoad(t);
    const hold = holdDatabase(t, 3);
    await new Promise((resolve) => setTimeout(resolve, 100)); // the statement is at work
    for (let i = 0; i < 5; i++) {
      const health = await t.app.inject({ url: "/health" });
      expect(health.statusCode).toBe(200);
      expect(health.json().status).toBe("ok");
    }
    expect(hold.done, "every /health answered before the statement ended").toBe(false);
    await hold.finished;
    expect((await Promise.all(heavy)).map((res) => res.statusCode)).toEqual(Array(8).fill(200));
  });
});

describe("sign-in on PGlite's one connection while market statements wait for it", () => {
  const t = useTestApp(testDatabases[0]!, {}, { market: true });

  it("waits for the market statement at work, not for every one queued behind it", async () => {
    const finished: string[] = [];
    const market = Array.from({ length: 16 }, (_, n) => holdDatabase(t, 0.15).finished.then(() => finished.push(`market ${n}`)));
    await new Promise((resolve) => setTimeout(resolve, 20)); // the first is at work, the rest wait
    await signIn(t, demoUsers[0]!.email);
    finished.push("sign-in");
    await Promise.all(market);
    // Each of the sign-in's few statements waits for at most the one at work; queued in turn, it
    // would have come after all sixteen.
    expect(finished.indexOf("sign-in"), finished.join(", ")).toBeLessThan(8);
  });
});

describe("the market queue takes only callers who may read the market (PGlite, one at a time)", () => {
  const t = useTestApp(testDatabases[0]!, {}, { market: true });
  useMarketReader(t, withKey);

  it("answers a stranger 401 at once, while eight heavy calls hold and wait for the queue, instead of a turn in it", async () => {
    const finished: string[] = [];
    const heavy = Array.from({ length: 8 }, (_, n) =>
      t.app.inject({ url: HEAVIEST[n % 2]!, headers: withKey }).then((res) => (finished.push(`heavy ${n}`), res.statusCode)),
    );
    const strangers = [{}, { "x-api-key": TEST_API_KEY }, { authorization: "Bearer not-a-token" }].map((headers, n) =>
      t.app.inject({ url: HEAVIEST[0]!, headers }).then((res) => (finished.push(`stranger ${n}`), res.statusCode)),
    );
    expect(await Promise.all(strangers)).toEqual([401, 401, 401]);
    expect(await Promise.all(heavy)).toEqual(Array(8).fill(200));
    // In the queue, each would have waited behind all eight heavy calls for its 401.
    expect(finished.slice(0, 3).sort()).toEqual(["stranger 0", "stranger 1", "stranger 2"]);
  });
});

describe("request limits", () => {
  // The application key is in every page: it counts per address, and it reads no data.
  const appKey = { "x-api-key": TEST_API_KEY };
  const t = useTestApp(testDatabases[0]!, { RATE_LIMIT_PER_MINUTE: "5", HEAVY_RATE_LIMIT_PER_MINUTE: "3" }, { seed: true });

  it("limits an address using the public key, with Retry-After, and not its neighbour", async () => {
    const address = freshIp();
    const call = (remoteAddress: string) => t.app.inject({ url: "/api/v1/auth/options", headers: appKey, remoteAddress });
    const first = await call(address);
    expect(first.statusCode).toBe(200);
    // Integrators pace themselves by the draft standard's headers.
    expect(first.headers["ratelimit-limit"]).toBe("5");
    expect(first.headers["ratelimit-remaining"]).toBe("4");
    expect(Number(first.headers["ratelimit-reset"])).toBeGreaterThan(0);
    expect(Number(first.headers["ratelimit-reset"])).toBeLessThanOrEqual(60);
    for (let i = 0; i < 4; i++) expect((await call(address)).statusCode).toBe(200);
    const limited = await call(address);
    expect(limited.statusCode).toBe(429);
    expect(limited.json()).toMatchObject({ statusCode: 429, error: "Too Many Requests" });
    expect(Number(limited.headers["retry-after"])).toBeGreaterThan(0);
    expect(limited.headers["ratelimit-remaining"]).toBe("0");
    expect((await call(freshIp())).statusCode).toBe(200);
    // /health is never limited.
    for (let i = 0; i < 10; i++) expect((await t.app.inject({ url: "/health", remoteAddress: address })).statusCode).toBe(200);
  });

  it("counts a signed-in user as one, from whatever address", async () => {
    const tokens = await signIn(t, demoUsers[0]!.email);
    const call = () =>
      t.app.inject({ url: "/api/v1/auth/me", headers: { authorization: `Bearer ${tokens.accessToken}` }, remoteAddress: freshIp() });
    for (let i = 0; i < 5; i++) expect((await call()).statusCode).toBe(200);
    expect((await call()).statusCode).toBe(429);
  });

  it("gives the heavy market routes their own, smaller budget", async () => {
    const address = freshIp();
    const heavy = () => t.app.inject({ url: "/api/v1/sales/summary?period=7d", headers: appKey, remoteAddress: address });
    for (let i = 0; i < 3; i++) expect((await heavy()).statusCode).not.toBe(429);
    expect((await heavy()).statusCode).toBe(429);
    expect((await t.app.inject({ url: "/api/v1/auth/options", headers: appKey, remoteAddress: address })).statusCode).toBe(200);
  });
});
