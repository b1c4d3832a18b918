import { sql } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { queryRows } from "../../server/db/rows";
import { MARKET_END, useTestApp, type TestApp } from "./helpers/app";
import { signIn, strangerHeaders, useMarketReader } from "./helpers/auth";
import { testDatabases } from "./helpers/databases";

const key: Record<string, string> = {};

async function api(t: TestApp, url: string, headers: Record<string, string> = key) {
  const res = await t.app.inject({ url, headers });
  return { status: res.statusCode, body: res.json() };
}

const total = (rows: { units: number }[]) => rows.reduce((a, r) => a + r.units, 0);

describe.each(testDatabases)("stores API on $name", (database) => {
  const t = useTestApp(database, {}, { market: true });
  useMarketReader(t, key);
  let store: { id: number; units: string };
  let operator: Record<string, string>;

  beforeAll(async () => {
    operator = { authorization: `Bearer ${(await signIn(t, "operator@fenix.example")).accessToken}` };
    [store] = (await queryRows<{ id: number; units: string }>(
      t.db,
      sql`select store_id as id, sum(sold) as units from stock_daily group by 1 order by 2 desc limit 1`,
    )) as [typeof store];
  });

  it("answers 401 without credentials, 404 for an unknown store and 400 for a bad id", async () => {
    for (const url of ["/api/v1/stores", `/api/v1/stores/${store.id}`, `/api/v1/stores/${store.id}/performance`])
      expect((await api(t, url, {})).status).toBe(401);
    expect((await api(t, "/api/v1/stores/999999")).status).toBe(404);
    expect((await api(t, "/api/v1/stores/999999/inventory")).status).toBe(404);
    expect((await api(t, "/api/v1/stores/x")).status).toBe(400);
    expect((await api(t, "/api/v1/stores/0102-x!")).status).toBe(400);
  });

  it("lists, filters and describes stores; every county with a store is present", async () => {
    const stores = await api(t, "/api/v1/stores?isAgent=false&limit=100");
    expect(stores.body.data.pagination.total).toBe(24);
    const filters = (await api(t, "/api/v1/stores/filters")).body.data;
    const county = filters.counties[0];
    const inCounty = await api(t, `/api/v1/stores?county=${encodeURIComponent(county)}&limit=100`);
    expect(inCounty.body.data.items.every((s: { county: string }) => s.county === county)).toBe(true);
    const stats = (await api(t, "/api/v1/stores/statistics")).body.data;
    expect(stats.stores).toBe(24);
    expect(stats.byCounty.reduce((a: number, c: { stores: number }) => a + c.stores, 0)).toBe(24);
    expect(stats.byCounty.map((c: { name: string }) => c.name)).toContain("Stockholms län");
    const cities = (await api(t, "/api/v1/stores/cities")).body.data;
    expect(cities.reduce((a: number, c: { stores: number }) => a + c.stores, 0)).toBe(24);
    const locations = (await api(t, "/api/v1/stores/locations?isActive=true")).body.data;
    expect(locations.length).toBe(30);
    const one = (await api(t, `/api/v1/stores/${store.id}`)).body.data;
    expect(one.id).toBe(store.id);
    expect(Array.isArray(one.openingHours)).toBe(true);
  });

  it("reports a store's performance, daily sales, top products and categories that agree", async () => {
    const perf = (await api(t, `/api/v1/stores/${store.id}/performance?period=30d`)).body.data;
    const [expected] = await queryRows<{ n: string }>(
      t.db,
      sql`select sum(sold) as n from stock_daily where store_id = ${store.id} and day between '2026-10-22' and ${MARKET_END}`,
    );
    expect(perf.totals.units).toBe(Number(expected!.n));
    expect(perf.stock.inStock + perf.stock.outOfStock).toBe(perf.stock.listed);
    const daily = (await api(t, `/api/v1/stores/${store.id}/sales?period=30d`)).body.data.items;
    expect(total(daily)).toBe(perf.totals.units);
    const cat = await api(t, `/api/v1/stores/${store.id}/categories?period=30d&limit=200`);
    expect(cat.status, JSON.stringify(cat.body)).toBe(200);
    const categories = cat.body.data.items;
    expect(total(categories)).toBe(perf.totals.units);
    // A category's share is of all the store's sales, whatever the limit keeps.
    const shares = (items: { categoryLevel2: string; revenueShare: number }[]) =>
      new Map(items.map((c) => [c.categoryLevel2, c.revenueShare]));
    const allShares = shares(categories);
    const top3 = (await api(t, `/api/v1/stores/${store.id}/categories?period=30d&limit=3`)).body.data.items;
    expect(top3).toHaveLength(3);
    for (const c of top3) expect(c.revenueShare).toBeCloseTo(allShares.get(c.categoryLevel2)!, 10);
    expect(categories.reduce((a: number, c: { revenueShare: number }) => a + c.revenueShare, 0)).toBeCloseTo(1, 6);
    const top = (await api(t, `/api/v1/stores/${store.id}/top-products?period=30d&limit=5`)).body.data.items;
    expect(top).toHaveLength(5);
    expect(top[0].revenue).toBeGreaterThanOrEqual(top[4].revenue);
    expect((await api(t, `/api/v1/stores/${store.id}/categories?sortBy=colour`)).status).toBe(400);
  });

  it("limits the inventory to a company's products, for someone who may read the company", async () => {
    const [company] = await queryRows<{ id: string; supplier: string }>(
      t.db,
      sql`select cs.company_id as id, cs.supplier_name as supplier from company_suppliers cs join products p on p.supplier_name = cs.supplier_name
          join stock_levels l on l.product_id = p.id and l.store_id = ${store.id} limit 1`,
    );
    const theirs = (await api(t, `/api/v1/stores/${store.id}/inventory?companyId=${company!.id}&limit=100`, operator)).body.data;
    const expected = await queryRows<{ n: string }>(
      t.db,
      sql`select count(*) as n from stock_levels l join products p on p.id = l.product_id
          where l.store_id = ${store.id} and p.supplier_name in (select supplier_name from company_suppliers where company_id = ${company!.id})`,
    );
    expect(theirs.pagination.total).toBe(Number(expected[0]!.n));
    expect(theirs.pagination.total).toBeGreaterThan(0);
    expect((await api(t, `/api/v1/stores/${store.id}/inventory?companyId=${company!.id}`, await strangerHeaders(t))).status).toBe(404);
  });

  it("lists the inventory by status and suggests assortment changes", async () => {
    const all = (await api(t, `/api/v1/stores/${store.id}/inventory?limit=100`)).body.data;
    const perf = (await api(t, `/api/v1/stores/${store.id}/performance`)).body.data;
    expect(all.pagination.total).toBe(perf.stock.listed);
    const out = (await api(t, `/api/v1/stores/${store.id}/inventory?status=out_of_stock&limit=100`)).body.data;
    expect(out.pagination.total).toBe(perf.stock.outOfStock);
    expect(out.items.every((i: { quantity: number; status: string }) => i.quantity <= 0 && i.status === "out_of_stock")).toBe(true);
    // Low: under three days of the store's average sales; most shelves of a store ordering for its demand are not.
    type Line = { quantity: number; status: string; daysOfStock: number | null };
    for (const line of all.items as Line[]) {
      if (line.status === "low") expect(line.daysOfStock!).toBeLessThan(3.05);
      if (line.status === "in_stock") expect(line.daysOfStock === null || line.daysOfStock >= 2.95).toBe(true);
    }
    expect((all.items as Line[]).filter((line) => line.status === "low").length).toBeLessThan(all.items.length / 2);
    const opt = await api(
      t,
      `/api/v1/stores/${store.id}/assortment-optimization?period=30d&minTurnoverRate=0.5&maxStockoutDays=2&limit=10`,
    );
    expect(opt.status).toBe(200);
    const listed = new Set(all.items.map((i: { product: { id: number } }) => i.product.id));
    for (const add of opt.body.data.add) expect(listed.has(add.product.id)).toBe(false);
    for (const slow of opt.body.data.slowMovers) expect(slow.turnoverRate).toBeLessThan(0.5);
    const alias = await api(
      t,
      `/api/v1/stores/${store.id}/assortment/optimization?period=30d&minTurnoverRate=0.5&maxStockoutDays=2&limit=10`,
    );
    expect(alias.body).toEqual(opt.body);
    expect((await api(t, `/api/v1/stores/${store.id}/assortment-optimization?minTurnoverRate=-1`)).status).toBe(400);
  });

  it("compares one product in the store with the average store of its county", async () => {
    const [pair] = await queryRows<{ product_id: number }>(
      t.db,
      sql`select product_id from stock_levels where store_id = ${store.id} order by product_id limit 1`,
    );
    const res = await api(t, `/api/v1/stores/${store.id}/products/${pair!.product_id}/performance?period=30d&compareWith=all`);
    expect(res.status).toBe(200);
    expect(res.body.data.listed).toBe(true);
    expect(res.body.data.comparison.compareWith).toBe("all");
    const [here] = await queryRows<{ n: string | null }>(
      t.db,
      sql`select sum(sold) as n from stock_daily where store_id = ${store.id} and product_id = ${pair!.product_id} and day between '2026-10-22' and ${MARKET_END}`,
    );
    expect(res.body.data.store.units).toBe(Number(here!.n ?? 0));
    expect((await api(t, `/api/v1/stores/${store.id}/products/999999/performance`)).status).toBe(404);
  });

  it("opens a store by the number users know (its site id, leading zero kept) as well as by the internal id", async () => {
    const [{ site_id: number } = { site_id: "" }] = await queryRows<{ site_id: string }>(
      t.db,
      sql`select site_id from stores where id = ${store.id}`,
    );
    const byNumber = await api(t, `/api/v1/stores/${number}`);
    expect(byNumber.status).toBe(200);
    expect(byNumber.body.data).toMatchObject({ id: store.id, storeId: number });
    const perfByNumber = (await api(t, `/api/v1/stores/${number}/performance?period=30d`)).body.data;
    const perfById = (await api(t, `/api/v1/stores/${store.id}/performance?period=30d`)).body.data;
    expect(perfByNumber.totals).toEqual(perfById.totals);
    // A site whose number is another store's internal id is that site: the number is what users paste.
    const clashing = String(store.id);
    await queryRows(
      t.db,
      sql`insert into stores (site_id, display_name, is_agent) values (${clashing}, 'Numrerad som ett internt id', false)`,
    );
    const site = await api(t, `/api/v1/stores/${clashing}`);
    expect(site.body.data).toMatchObject({ storeId: clashing, siteName: "Numrerad som ett internt id" });
    expect(site.body.data.id).not.toBe(store.id);
    expect((await api(t, `/api/v1/stores/${number}`)).body.data.id).toBe(store.id);
  });

  it("opens an agent (ombud) by its number, which has a suffix (138103-91A)", async () => {
    await queryRows(t.db, sql`insert into stores (site_id, display_name, is_agent) values ('138103-91A', 'AB Våxtorps Bilservice', true)`);
    const agent = await api(t, "/api/v1/stores/138103-91A");
    expect(agent.status).toBe(200);
    expect(agent.body.data).toMatchObject({ storeId: "138103-91A", siteName: "AB Våxtorps Bilservice", isAgent: true });
    expect((await api(t, `/api/v1/stores/138103-91A/performance?period=30d`)).status).toBe(200);
    expect((await api(t, "/api/v1/stores/138103-91B")).status).toBe(404);
  });
});
