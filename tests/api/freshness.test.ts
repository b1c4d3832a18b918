import { sql } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { nextRun } from "../../server/core/cron-schedule";
import { queryRows } from "../../server/db/rows";
import { marketFreshness } from "../../server/modules/freshness/service";
import { MARKET_END, TEST_API_KEY, useTestApp } from "./helpers/app";
import { signIn, strangerHeaders } from "./helpers/auth";
import { testDatabases } from "./helpers/databases";

/** The feed's default schedule: rounds at 08:15, 11:15, 14:15, 17:15 and 20:15 Stockholm time. */
const SCHEDULE = "15 8,11,14,17,20 * * *";
const collecting = { mode: "simulator" as const, stockSchedule: SCHEDULE };

describe.each(testDatabases)("how fresh the market data is ($name)", (database) => {
  const t = useTestApp(database, {}, { market: true });
  let newest: Date;
  beforeAll(async () => {
    const [row] = await queryRows<{ ms: number }>(
      t.db,
      sql`select (extract(epoch from max(observed_at)) * 1000)::float8 as ms from stock_snapshots`,
    );
    newest = new Date(Number(row!.ms));
  });

  it("answers any signed-in user with the newest observation and the latest day, and refuses the app key alone", async () => {
    const user = await signIn(t, "user@nordvik.example");
    const res = await t.app.inject({ url: "/api/v1/freshness", headers: { authorization: `Bearer ${user.accessToken}` } });
    expect(res.statusCode).toBe(200);
    // The test app collects nothing (MARKET_SOURCE=off): imports promise no schedule, so nothing is stale.
    expect(res.json().data).toEqual({
      dataThrough: newest.toISOString(),
      latestDay: MARKET_END,
      collecting: false,
      expectedSince: null,
      nextCollection: null,
      stale: false,
    });
    const stranger = await t.app.inject({ url: "/api/v1/freshness", headers: await strangerHeaders(t) });
    expect(stranger.json().data.dataThrough).toBe(newest.toISOString());
    expect((await t.app.inject({ url: "/api/v1/freshness", headers: { "x-api-key": TEST_API_KEY } })).statusCode).toBe(401);
  });

  it("leaves a day collected only until before the stores closed out of the periods: it would read as a fall against whole days", async () => {
    const token = (await signIn(t, "admin@nordvik.example")).accessToken;
    const read = async (url: string) =>
      (await t.app.inject({ url, headers: { authorization: `Bearer ${token}` } })).json().data as Record<string, unknown>;
    // The day after the market's last, collected until 11:00 (a Saturday: the stores close at 15).
    const next = "2026-11-21";
    const [product] = await queryRows<{ product_id: number }>(t.db, sql`select product_id from product_sales_daily limit 1`);
    const sold = sql`insert into product_sales_daily (product_id, day, units, litres, revenue, stores_selling, selling_stores)
                     select product_id, ${next}::date, 3, 2.25, 300, 1, selling_stores from product_sales_daily
                     where product_id = ${product!.product_id} and day = ${MARKET_END}::date`;
    const observe = (at: string) =>
      queryRows(
        t.db,
        sql`update stock_ingest_state set last_observed_at = ${at}::timestamptz where store_id = (select min(store_id) from stock_ingest_state)`,
      );
    const [first] = await queryRows<{ at: string; store_id: number }>(
      t.db,
      sql`select last_observed_at::text as at, store_id from stock_ingest_state order by store_id limit 1`,
    );
    await queryRows(t.db, sold);
    try {
      await observe("2026-11-21T11:00:00+01:00");
      expect((await read("/api/v1/freshness")).latestDay).toBe(MARKET_END);
      expect(await read("/api/v1/sales/summary?period=7d")).toMatchObject({ period: { to: MARKET_END } });
      // Stock is a state: a product that ran out this morning is out now, whatever the periods say.
      await queryRows(
        t.db,
        sql`insert into stock_outs (store_id, product_id, since) values (${first!.store_id}, ${product!.product_id}, ${next}::date)`,
      );
      const outs = (await read(`/api/v1/products/${product!.product_id}/stock-outs`)) as {
        asOf: string;
        items: { since: string; days: number }[];
      };
      expect(outs.asOf).toBe(next);
      expect(outs.items).toContainEqual(expect.objectContaining({ since: next, days: 1 }));
      // Once the stores have closed, the day is whole and periods end on it.
      await observe("2026-11-21T15:05:00+01:00");
      expect((await read("/api/v1/freshness")).latestDay).toBe(next);
      expect(await read("/api/v1/sales/summary?period=7d")).toMatchObject({ period: { to: next } });
    } finally {
      await queryRows(t.db, sql`delete from product_sales_daily where day = ${next}::date`);
      await queryRows(t.db, sql`delete from stock_outs where since = ${next}::date`);
      await queryRows(
        t.db,
        sql`update stock_ingest_state set last_observed_at = ${first!.at}::timestamptz where store_id = ${first!.store_id}`,
      );
    }
  });

  it("is fresh while the last scheduled round is within its hour, stale once a round it should hold is missing", async () => {
    // The first round after the newest observation, and the hour it has to land in.
    const due = nextRun(SCHEDULE, newest);
    const fresh = await marketFreshness(t.db, collecting, new Date(due.getTime() + 59 * 60_000));
    expect(fresh.stale).toBe(false);
    expect(new Date(fresh.nextCollection!).getTime()).toBeGreaterThan(due.getTime());
    const stale = await marketFreshness(t.db, collecting, new Date(due.getTime() + 61 * 60_000));
    expect(stale).toMatchObject({ stale: true, expectedSince: due.toISOString(), dataThrough: newest.toISOString() });
    expect(stale.nextCollection).toBe(nextRun(SCHEDULE, due).toISOString());
  });
});

describe.each(testDatabases)("how fresh an install with no data is ($name)", (database) => {
  const t = useTestApp(database);
  it("with a key, is stale until its first round lands; without one and without a demo market it collects nothing and warns of nothing", async () => {
    const now = new Date("2026-11-29T12:00:00Z");
    expect(await marketFreshness(t.db, { ...collecting, mode: "monopoly" }, now)).toEqual({
      dataThrough: null,
      latestDay: null,
      collecting: true,
      expectedSince: "2026-11-29T10:15:00.000Z",
      nextCollection: "2026-11-29T13:15:00.000Z",
      stale: true,
    });
    // The default without a key is the demo's simulator, which has nothing to serve here.
    expect(await marketFreshness(t.db, collecting, now)).toMatchObject({ stale: false, collecting: false, expectedSince: null });
    expect(await marketFreshness(t.db, { ...collecting, mode: "off" }, now)).toMatchObject({ stale: false, collecting: false });
  });
});
