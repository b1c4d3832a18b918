import { sql } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { queryRows } from "../../server/db/rows";
import { storeSalesRows } from "../../server/market/store-sales";
import { MARKET_END, TEST_API_KEY, useTestApp, type TestApp } from "./helpers/app";
import { signIn, strangerHeaders, useMarketReader } from "./helpers/auth";
import { testDatabases } from "./helpers/databases";

const key: Record<string, string> = {};

async function api(t: TestApp, url: string, headers: Record<string, string> = key) {
  const res = await t.app.inject({ url, headers });
  return { status: res.statusCode, body: res.json() };
}

async function sum(t: TestApp, query: ReturnType<typeof sql>): Promise<number> {
  const [row] = await queryRows<{ n: string | null }>(t.db, query);
  return Number(row?.n ?? 0);
}

describe.each(testDatabases)("search, companies and sales API on $name", (database) => {
  const t = useTestApp(database, {}, { market: true });
  useMarketReader(t, key);
  let user: Record<string, string>;
  let operator: Record<string, string>;
  let nordvik: string;
  let bryggarhuset: string;

  beforeAll(async () => {
    user = { authorization: `Bearer ${(await signIn(t, "user@nordvik.example")).accessToken}` };
    operator = { authorization: `Bearer ${(await signIn(t, "operator@fenix.example")).accessToken}` };
    const companies = await queryRows<{ id: string; name: string }>(t.db, sql`select id, name from companies`);
    nordvik = companies.find((c) => c.name.startsWith("Nordvik"))!.id;
    bryggarhuset = companies.find((c) => c.name.startsWith("Bryggarhuset"))!.id;
  });

  it("answers 401 without credentials", async () => {
    for (const url of ["/api/v1/search/products?q=ab", "/api/v1/companies", "/api/v1/sales/summary", "/api/v1/sales/top-products"])
      expect((await api(t, url, {})).status, url).toBe(401);
  });

  it("searches products with the exact number first, stores by city, and needs q", async () => {
    const [product] = await queryRows<{ product_number: string; name_bold: string }>(
      t.db,
      sql`select product_number, name_bold from products order by id limit 1`,
    );
    const byNumber = await api(t, `/api/v1/search/products?q=${product!.product_number}`);
    expect(byNumber.body.data[0].productNumber).toBe(product!.product_number);
    expect(byNumber.body.data.length).toBeLessThanOrEqual(8);
    const six = await api(t, `/api/v1/search/products?q=${encodeURIComponent(product!.name_bold.slice(0, 3))}&limit=6`);
    expect(six.body.data.length).toBeGreaterThan(0);
    expect(six.body.data.length).toBeLessThanOrEqual(6);
    const [store] = await queryRows<{ city: string }>(t.db, sql`select city from stores where not is_agent order by id limit 1`);
    const stores = await api(t, `/api/v1/search/stores?q=${encodeURIComponent(store!.city)}`);
    expect(stores.body.data.every((s: { city: string }) => s.city === store!.city)).toBe(true);
    const both = await api(t, `/api/v1/search?q=${encodeURIComponent(store!.city)}`);
    expect(both.body.data.stores.length).toBeGreaterThan(0);
    const suggestions = await api(t, `/api/v1/search/suggestions?q=${encodeURIComponent(product!.name_bold.slice(0, 4))}`);
    expect(suggestions.status).toBe(200);
    const missing = await api(t, "/api/v1/search/products");
    expect(missing.status).toBe(400);
    expect(missing.body.message).toMatch(/q/);
  });

  it("lists only the caller's companies, every company for a super_admin, and nothing for the application key alone", async () => {
    const mine = await api(t, "/api/v1/companies?limit=100", user);
    expect(mine.body.data.map((c: { id: string }) => c.id)).toEqual([nordvik]);
    expect(mine.body.data[0].suppliers).toEqual(["Nordvik Fine Wines AB", "Nordvik Vin & Sprit AB"]);
    expect((await api(t, "/api/v1/companies", operator)).body.data.length).toBe(2);
    expect((await api(t, "/api/v1/companies", { "x-api-key": TEST_API_KEY })).body).toMatchObject({ code: "APP_KEY_NOT_ENOUGH" });
    expect((await api(t, "/api/v1/companies", await strangerHeaders(t))).body.data.map((c: { id: string }) => c.id)).not.toContain(nordvik);
    expect((await api(t, `/api/v1/companies/${bryggarhuset}`, user)).status).toBe(404);
    expect((await api(t, "/api/v1/companies/not-a-uuid", user)).status).toBe(400);
  });

  it("gives a company's sales against the previous period, agreeing with the rollups", async () => {
    const res = await api(t, `/api/v1/companies/${nordvik}/sales?period=7d`, user);
    expect(res.status).toBe(200);
    const { period, previousPeriod, totals, previous, daily } = res.body.data;
    expect(period).toEqual({ from: "2026-11-14", to: MARKET_END, dataFrom: "2026-11-14", dataTo: MARKET_END, daysWithData: 7 });
    expect(previousPeriod).toEqual({ from: "2026-11-07", to: "2026-11-13", dataFrom: "2026-11-07", dataTo: "2026-11-13", daysWithData: 7 });
    const expected = await sum(
      t,
      sql`select sum(s.units) as n from product_sales_daily s join products p on p.id = s.product_id
          where p.supplier_name like 'Nordvik%' and s.day between '2026-11-14' and ${MARKET_END}`,
    );
    expect(totals.units).toBe(expected);
    expect(daily.reduce((a: number, d: { units: number }) => a + d.units, 0)).toBe(expected);
    expect(previous.units).toBeGreaterThan(0);
    const summary = await api(t, `/api/v1/sales/summary?period=7d&companyId=${nordvik}`, user);
    expect(summary.body.data.totals).toEqual(totals);
    expect((await api(t, `/api/v1/sales/summary?companyId=${bryggarhuset}`, user)).status).toBe(404);
  });

  it("sets a company's daily sales against all products of its segments, and dates the newest snapshot", async () => {
    const { daily, segmentDaily, latestSnapshotAt } = (await api(t, `/api/v1/companies/${nordvik}/sales?period=7d`, user)).body.data;
    expect(segmentDaily).toHaveLength(daily.length);
    daily.forEach((d: { date: string; units: number }, i: number) => {
      expect(segmentDaily[i].date).toBe(d.date);
      expect(segmentDaily[i].units).toBeGreaterThanOrEqual(d.units);
    });
    // the segments recomputed here from category and price per litre (bands at 100, 200, 300, 500, 1000 kr/l)
    const band = (price: number, ml: number) => [100, 200, 300, 500, 1000].filter((limit) => (price * 1000) / ml >= limit).length;
    const products = await queryRows<{
      id: number;
      category_level2: string | null;
      price: string | null;
      volume_ml: number | null;
      supplier_name: string | null;
    }>(t.db, sql`select id, category_level2, price, volume_ml, supplier_name from products`);
    const priced = products.filter((p) => p.category_level2 && p.price !== null && p.volume_ml);
    const keys = new Set(
      priced
        .filter((p) => p.supplier_name?.startsWith("Nordvik"))
        .map((p) => `${p.category_level2}|${band(Number(p.price), p.volume_ml!)}`),
    );
    const ids = priced.filter((p) => keys.has(`${p.category_level2}|${band(Number(p.price), p.volume_ml!)}`)).map((p) => p.id);
    const expected = await sum(
      t,
      sql`select sum(units) as n from product_sales_daily where day between '2026-11-14' and ${MARKET_END} and product_id = any(${`{${ids.join(",")}}`}::int[])`,
    );
    expect(segmentDaily.reduce((a: number, d: { units: number }) => a + d.units, 0)).toBe(expected);
    const [latest] = await queryRows<{ at: Date }>(t.db, sql`select max(last_observed_at) as at from stock_ingest_state`);
    expect(latestSnapshotAt).toBe(new Date(latest!.at).toISOString());
  });

  it("lists a company's open stock-outs, the largest lost-sales estimate first", async () => {
    // the small test market's Nordvik has no open stock-out: a company for the supplier with the most
    const [supplier] = await queryRows<{ name: string; n: string }>(
      t.db,
      sql`select p.supplier_name as name, count(*) as n from stock_outs o join products p on p.id = o.product_id where o.until is null group by 1 order by 2 desc, 1 limit 1`,
    );
    const [company] = await queryRows<{ id: string }>(t.db, sql`insert into companies (name) values ('Stock-out test AB') returning id`);
    await t.db.orm.execute(sql`insert into company_suppliers (company_id, supplier_name) values (${company!.id}, ${supplier!.name})`);
    try {
      const res = await api(t, `/api/v1/companies/${company!.id}/stock-outs?limit=10`, operator);
      expect(res.status).toBe(200);
      const { asOf, items } = res.body.data;
      expect(asOf).toBe(MARKET_END);
      expect(items).toHaveLength(Math.min(10, Number(supplier!.n)));
      const lost = items.map((i: { lostUnits: number }) => i.lostUnits);
      expect(lost).toEqual([...lost].sort((a: number, b: number) => b - a));
      const first = items[0];
      expect(first.product.supplierName).toBe(supplier!.name);
      const [open] = await queryRows<{ since: string }>(
        t.db,
        sql`select since::text as since from stock_outs where until is null and store_id = ${first.storeId} and product_id = ${first.product.id}`,
      );
      expect(open!.since).toBe(first.since);
      const before = await sum(
        t,
        sql`select sum(sold) as n from stock_daily where store_id = ${first.storeId} and product_id = ${first.product.id} and day >= ${first.since}::date - 60 and day < ${first.since}::date`,
      );
      const days = (Date.parse(MARKET_END) - Date.parse(first.since)) / 86_400_000 + 1;
      expect(first.days).toBe(days);
      // The rate before it ran out divides by the days of the 60 before it that have data.
      const [{ first_day: firstDay } = { first_day: "" }] = await queryRows<{ first_day: string }>(
        t.db,
        sql`select min(day)::text as first_day from product_sales_daily`,
      );
      const windowStart = Math.max(Date.parse(first.since) - 60 * 86_400_000, Date.parse(firstDay));
      const daysWithData = (Date.parse(first.since) - windowStart) / 86_400_000;
      expect(daysWithData).toBeGreaterThan(0);
      expect(first.lostUnits).toBe(Math.round((days * before) / daysWithData));
      expect(Number.isInteger(first.lostUnits)).toBe(true);
      expect(first.lostRevenue).toBe(Math.round(first.lostUnits * first.product.price));
      expect((await api(t, `/api/v1/companies/${company!.id}/stock-outs`, user)).status).toBe(404);
      expect((await api(t, `/api/v1/companies/${company!.id}/stock-outs?limit=0`, operator)).status).toBe(400);
      expect((await api(t, `/api/v1/companies/${company!.id}/stock-outs`, {})).status).toBe(401);
      expect((await api(t, `/api/v1/companies/${nordvik}/stock-outs`, user)).body.data.items).toEqual([]);
    } finally {
      await t.db.orm.execute(sql`delete from companies where id = ${company!.id}`);
    }
  });

  it("counts the stores selling a company's products from the raw daily rows, over weeks cut anywhere", async () => {
    // 2026-10-29 is a Thursday and 2026-11-17 a Tuesday: whole weeks in the middle, loose days around them
    for (const [from, to] of [
      ["2026-10-29", "2026-11-17"],
      ["2026-11-17", "2026-11-19"],
      ["2026-10-26", "2026-11-15"],
    ] as const) {
      const res = await api(t, `/api/v1/sales/summary?companyId=${nordvik}&from=${from}&to=${to}`, user);
      const stores = await sum(
        t,
        sql`select count(distinct d.store_id) as n from stock_daily d join products p on p.id = d.product_id
            where p.supplier_name like 'Nordvik%' and d.sold > 0 and d.day between ${from}::date and ${to}::date`,
      );
      expect(stores).toBeGreaterThan(0);
      expect(res.body.data.totals.storesSelling, `${from} – ${to}`).toBe(stores);
    }
  });

  it("sums units and counts selling stores from the raw daily rows over periods that hold whole months", async () => {
    // Whole October (and September) inside: read from the monthly rollup, the rest from weeks and days.
    for (const [from, to] of [
      ["2026-10-01", "2026-10-31"],
      ["2026-09-01", MARKET_END],
      ["2026-09-14", "2026-11-03"],
    ] as const) {
      const res = await api(t, `/api/v1/sales/summary?companyId=${nordvik}&from=${from}&to=${to}`, user);
      const [units, stores] = await Promise.all([
        sum(
          t,
          sql`select coalesce(sum(d.sold), 0) as n from stock_daily d join products p on p.id = d.product_id
              where p.supplier_name like 'Nordvik%' and d.sold > 0 and d.day between ${from}::date and ${to}::date`,
        ),
        sum(
          t,
          sql`select count(distinct d.store_id) as n from stock_daily d join products p on p.id = d.product_id
              where p.supplier_name like 'Nordvik%' and d.sold > 0 and d.day between ${from}::date and ${to}::date`,
        ),
      ]);
      expect(units, `${from} – ${to}`).toBeGreaterThan(0);
      expect(res.body.data.totals.units, `${from} – ${to}`).toBe(units);
      expect(res.body.data.totals.storesSelling, `${from} – ${to}`).toBe(stores);
    }
  });

  it("values a stock-out that began on the first day of data at the product's rate per selling store, in whole units and SEK", async () => {
    const [pick] = await queryRows<{ product_id: number; store_id: number; first_day: string; last_day: string; price: string }>(
      t.db,
      sql`with best as (select product_id from product_sales_daily group by 1 order by sum(units) desc limit 1),
               days as (select min(day) as first_day from product_sales_daily)
          select b.product_id, s.id as store_id, d.first_day::text as first_day, (d.first_day + 9)::text as last_day, p.price
          from best b cross join days d join products p on p.id = b.product_id
          join stores s on not exists (select 1 from stock_outs o where o.store_id = s.id and o.product_id = b.product_id)
          order by s.id limit 1`,
    );
    const { product_id: productId, store_id: storeId, first_day: from, last_day: to } = pick!;
    const figures = async () => (await api(t, `/api/v1/products/${productId}/sales?from=${from}&to=${to}`, user)).body.data.totals;
    const before = await figures();
    const [rate] = await queryRows<{ r: string }>(
      t.db,
      sql`select sum(units)::numeric / sum(stores_selling) as r from product_sales_daily where product_id = ${productId} and day >= ${from}::date and day < ${from}::date + 60`,
    );
    await t.db.orm.execute(
      sql`insert into stock_outs (store_id, product_id, since, until) values (${storeId}, ${productId}, ${from}::date, ${from}::date + 10)`,
    );
    try {
      const after = await figures();
      const added = Math.round(10 * Number(rate!.r));
      expect(added).toBeGreaterThan(0);
      expect(after.lostUnits - before.lostUnits).toBe(added);
      expect(Number.isInteger(after.lostUnits)).toBe(true);
      expect(after.lostRevenue).toBe(Math.round(after.lostUnits * Number(pick!.price)));
    } finally {
      await t.db.orm.execute(
        sql`delete from stock_outs where store_id = ${storeId} and product_id = ${productId} and since = ${from}::date`,
      );
    }
  });

  it("says where a long period's data begins, and divides per-day figures by the days that have data", async () => {
    const [{ first = "" } = {}] = await queryRows<{ first: string }>(t.db, sql`select min(day)::text as first from product_sales_daily`);
    const res = await api(t, `/api/v1/sales/summary?companyId=${nordvik}&period=12m`, user);
    expect(res.status).toBe(200);
    const { period, totals } = res.body.data;
    expect(period.from < first).toBe(true);
    expect(period.dataFrom).toBe(first);
    expect(period.dataTo).toBe(MARKET_END);
    const days = (Date.parse(MARKET_END) - Date.parse(first)) / 86_400_000 + 1;
    expect(period.daysWithData).toBe(days);
    // litres per selling store per 4 weeks of data, not per 4 weeks of a year mostly without data
    expect(totals.velocity).toBeCloseTo(totals.litres / totals.storesSelling / (days / 28), 6);
    const before = await api(t, `/api/v1/sales/summary?companyId=${nordvik}&from=2020-01-01&to=2020-01-31`, user);
    expect(before.body.data.period).toMatchObject({ dataFrom: null, dataTo: null, daysWithData: 0 });
    expect(before.body.data.totals.velocity).toBe(0);
  });

  it("lists a company's products with their figures, best sellers first", async () => {
    const res = await api(t, `/api/v1/companies/${nordvik}/products?period=30d`, user);
    const items: { product: { supplierName: string }; revenue: number }[] = res.body.data.items;
    expect(items.length).toBeGreaterThan(0);
    expect(items.every((i) => i.product.supplierName.startsWith("Nordvik"))).toBe(true);
    expect(items.map((i) => i.revenue)).toEqual([...items.map((i) => i.revenue)].sort((a, b) => b - a));

    // pages follow one another without gaps or repeats, and cover every product of the company
    const total = await sum(t, sql`select count(*) as n from products where supplier_name like 'Nordvik%'`);
    expect(res.body.data.pagination.total).toBe(total);
    const seen: number[] = [];
    let cursor: string | null = "";
    while (cursor !== null) {
      const next = await api(t, `/api/v1/companies/${nordvik}/products?period=30d&limit=7${cursor ? `&cursor=${cursor}` : ""}`, user);
      seen.push(...next.body.data.items.map((i: { product: { id: number } }) => i.product.id));
      cursor = next.body.data.pagination.nextCursor;
    }
    expect(seen).toHaveLength(total);
    expect(new Set(seen).size).toBe(total);
    expect((await api(t, `/api/v1/companies/${nordvik}/products?limit=0`, user)).status).toBe(400);
  });

  it("ranks the market's stores over a year of months and days as the product and store rows sum them", async () => {
    for (const sortBy of ["units", "revenue"]) {
      const top = await api(t, `/api/v1/sales/top-stores?period=12m&sortBy=${sortBy}&limit=8`);
      expect(top.status).toBe(200);
      const { from, to } = top.body.data.period as { from: string; to: string };
      const want = await queryRows<{ store_id: number; units: string; litres: string; revenue: string; products: string }>(
        t.db,
        sql`select store_id, sum(sold) as units, sum(litres) as litres, sum(revenue) as revenue, count(distinct product_id) as products
            from (${storeSalesRows({ from, to })}) d group by store_id
            order by ${sql.raw(sortBy === "units" ? "sum(sold)" : "sum(revenue)")} desc, store_id limit 8`,
      );
      expect(want).toHaveLength(8);
      expect(
        top.body.data.items.map((s: { storeId: number; units: number; litres: number; revenue: number; productsSold: number }) => [
          s.storeId,
          s.units,
          s.litres,
          s.revenue,
          s.productsSold,
        ]),
        sortBy,
      ).toEqual(want.map((w) => [w.store_id, Number(w.units), Number(w.litres), Number(w.revenue), Number(w.products)]));
    }
  });

  it("ranks top products and stores, and sums a product's daily sales in chosen stores", async () => {
    const top = await api(t, "/api/v1/sales/top-products?period=30d&sortBy=units&limit=3");
    const units = top.body.data.items.map((i: { units: number }) => i.units);
    expect(units).toEqual([...units].sort((a: number, b: number) => b - a));
    const best = top.body.data.items[0];
    expect(best.units).toBe(
      await sum(
        t,
        sql`select sum(units) as n from product_sales_daily where product_id = ${best.product.id} and day between '2026-10-22' and ${MARKET_END}`,
      ),
    );
    const stores = await api(t, "/api/v1/sales/top-stores?period=30d&limit=5");
    expect(stores.body.data.items).toHaveLength(5);
    const storeIds = stores.body.data.items.slice(0, 2).map((s: { storeId: number }) => s.storeId);
    const daily = await api(
      t,
      `/api/v1/sales/product/daily?productId=${best.product.id}&period=30d&storeIds[]=${storeIds[0]}&storeIds[]=${storeIds[1]}`,
    );
    expect(daily.body.data.storeIds).toEqual(storeIds);
    const inStores = await sum(
      t,
      sql`select sum(sold) as n from stock_daily where product_id = ${best.product.id} and store_id = any(${`{${storeIds.join(",")}}`}::int[]) and day between '2026-10-22' and ${MARKET_END}`,
    );
    expect(daily.body.data.items.reduce((a: number, d: { units: number }) => a + d.units, 0)).toBe(inStores);
    expect((await api(t, "/api/v1/sales/top-products?sortBy=colour")).status).toBe(400);
    expect((await api(t, "/api/v1/sales/product/daily?productId=999999")).status).toBe(404);
  });
});
