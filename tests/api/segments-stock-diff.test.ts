import { sql } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { CHANGE_KINDS } from "../../server/db/schema";
import { queryRows } from "../../server/db/rows";
import { MARKET_END, useTestApp, type TestApp } from "./helpers/app";
import { useMarketReader } from "./helpers/auth";
import { testDatabases } from "./helpers/databases";

const key: Record<string, string> = {};

async function api(t: TestApp, url: string, headers: Record<string, string> = key) {
  const res = await t.app.inject({ url, headers });
  return { status: res.statusCode, body: res.json() };
}

describe.each(testDatabases)("segments and stock diff API on $name", (database) => {
  const t = useTestApp(database, {}, { market: true });
  useMarketReader(t, key);
  let product: { id: number; store_id: number };

  beforeAll(async () => {
    [product] = (await queryRows<{ id: number; store_id: number }>(
      t.db,
      sql`select product_id as id, store_id from stock_daily where day > ${MARKET_END}::date - 7 group by 1, 2 order by sum(sold) desc limit 1`,
    )) as [typeof product];
  });

  it("answers 401 without credentials", async () => {
    for (const url of ["/api/v1/segments", `/api/v1/stock-diff/daily?productId=${product.id}`])
      expect((await api(t, url, {})).status).toBe(401);
  });

  it("splits the catalogue into segments whose products add up, with products ranked by share", async () => {
    const segments: { id: string; products: number }[] = (await api(t, "/api/v1/segments")).body.data;
    const [priced] = await queryRows<{ n: string }>(
      t.db,
      sql`select count(*) as n from products where category_level2 is not null and price is not null and volume_ml > 0`,
    );
    expect(segments.reduce((a, s) => a + s.products, 0)).toBe(Number(priced!.n));
    const biggest = [...segments].sort((a, b) => b.products - a.products)[0]!;
    const one = await api(t, `/api/v1/segments/${encodeURIComponent(biggest.id)}?period=30d`);
    expect(one.body.data.segment.id).toBe(biggest.id);
    const products = (await api(t, `/api/v1/segments/${encodeURIComponent(biggest.id)}/products?period=30d&limit=500`)).body.data.items;
    expect(products).toHaveLength(biggest.products);
    const share = products.reduce((a: number, p: { share: number }) => a + p.share, 0);
    if (one.body.data.totals.litres > 0) expect(share).toBeCloseTo(1, 6);
    expect(products.reduce((a: number, p: { units: number }) => a + p.units, 0)).toBe(one.body.data.totals.units);
    const trends = (await api(t, `/api/v1/segments/${encodeURIComponent(biggest.id)}/trends?period=30d`)).body.data.items;
    expect(trends.reduce((a: number, d: { units: number }) => a + d.units, 0)).toBe(one.body.data.totals.units);
    expect((await api(t, "/api/v1/segments/Nothing~1")).status).toBe(404);
    expect((await api(t, "/api/v1/segments/x")).status).toBe(400);
  });

  it("gives hourly and daily stock diffs that agree with each other and with the stored changes", async () => {
    const q = `productId=${product.id}&storeId=${product.store_id}&period=7d`;
    const hourly = (await api(t, `/api/v1/stock-diff/hourly?${q}`)).body.data.items;
    const daily = (await api(t, `/api/v1/stock-diff/daily?${q}`)).body.data.items;
    expect(daily).toHaveLength(7);
    const sold = (rows: { sold: number }[]) => rows.reduce((a, r) => a + r.sold, 0);
    expect(sold(hourly)).toBe(sold(daily));
    expect(sold(daily)).toBeGreaterThan(0);
    expect(hourly.every((h: { hour: string }) => /^2026-11-\d\dT\d\d:00$/.test(h.hour))).toBe(true);
    const [stored] = await queryRows<{ n: string }>(
      t.db,
      sql`select sum(-u.change) as n from stock_changes c, unnest(c.product_ids, c.changes, c.kinds) u(p, change, kind)
          where u.p = ${product.id} and c.store_id = ${product.store_id} and u.kind = ${CHANGE_KINDS.sale}
            and c.observed_at >= (${MARKET_END}::date - 6)::timestamp at time zone 'Europe/Stockholm'`,
    );
    expect(sold(hourly)).toBe(Number(stored!.n));
    const metrics = (await api(t, `/api/v1/stock-diff/metrics?productId=${product.id}&period=7d`)).body.data;
    const allStores = (await api(t, `/api/v1/stock-diff/daily?productId=${product.id}&period=7d`)).body.data.items;
    expect(metrics.sold).toBe(sold(allStores));
    expect(metrics.averageDailyUnits).toBeCloseTo(metrics.sold / 7, 2);
  });

  it("needs a product or a store, and knows unknown ones", async () => {
    const none = await api(t, "/api/v1/stock-diff/daily?period=7d");
    expect(none.status).toBe(400);
    expect(none.body.message).toMatch(/productId/);
    expect((await api(t, "/api/v1/stock-diff/hourly?productId=999999")).status).toBe(404);
    expect((await api(t, "/api/v1/stock-diff/daily?storeId=999999")).status).toBe(404);
    expect((await api(t, "/api/v1/stock-diff/metrics")).status).toBe(400);
  });
});
