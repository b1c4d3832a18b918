import ExcelJS from "exceljs";
import Papa from "papaparse";
import { sql } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { queryRows } from "../../server/db/rows";
import { MARKET_END, useTestApp, type TestApp } from "./helpers/app";
import { signIn, useMarketReader } from "./helpers/auth";
import { testDatabases } from "./helpers/databases";

const key: Record<string, string> = {};

async function api(t: TestApp, url: string, headers: Record<string, string> = key) {
  const res = await t.app.inject({ url, headers });
  return { status: res.statusCode, body: res.json() };
}

describe.each(testDatabases)("products API on $name", (database) => {
  const t = useTestApp(database, {}, { market: true });
  useMarketReader(t, key);
  let best: { id: number; product_number: string; units: string };

  beforeAll(async () => {
    best = (
      (await queryRows(
        t.db,
        sql`select p.id, p.product_number, sum(s.units) as units from product_sales_daily s join products p on p.id = s.product_id group by 1, 2 order by 3 desc limit 1`,
      )) as (typeof best)[]
    )[0]!;
  });

  it("answers 401 without credentials, on every route", async () => {
    for (const url of [
      "/api/v1/products",
      `/api/v1/products/${best.id}`,
      `/api/v1/products/${best.id}/sales`,
      `/api/v1/products/${best.id}/sales-by-store`,
      "/api/v1/products/categories",
      `/api/v1/products/${best.id}/stock-summary`,
    ]) {
      expect((await api(t, url, {})).status, url).toBe(401);
    }
  });

  it("lists products paged and sorted by name, with filters", async () => {
    const first = await api(t, "/api/v1/products?limit=5&sortBy=name&sortOrder=asc");
    expect(first.status).toBe(200);
    const { items, pagination } = first.body.data;
    expect(items).toHaveLength(5);
    expect(pagination).toMatchObject({ total: 400, hasMore: true, nextCursor: "5" });
    const names = items.map((p: { productNameBold: string }) => p.productNameBold);
    expect([...names].sort((a, b) => a.localeCompare(b, "sv"))).toEqual(names);
    const next = await api(t, `/api/v1/products?limit=5&cursor=${pagination.nextCursor}`);
    expect(next.body.data.items[0].id).not.toBe(items[0].id);

    const wine = await api(t, "/api/v1/products?category=Vin&maxPrice=150&limit=100");
    expect(wine.body.data.items.length).toBeGreaterThan(0);
    for (const p of wine.body.data.items) {
      expect(p.categoryLevel1).toBe("Vin");
      expect(p.price).toBeLessThanOrEqual(150);
    }
  });

  it("exports the products of a filter as CSV, in the list's order", async () => {
    const res = await t.app.inject({ url: "/api/v1/products/export?category=Vin&maxPrice=150&sortBy=price&sortOrder=desc", headers: key });
    expect(res.statusCode).toBe(200);
    expect(res.headers["content-type"]).toMatch(/^text\/csv/);
    expect(res.headers["content-disposition"]).toContain("fenix-products.csv");
    const lines = res.body
      .replace(/^\uFEFF/, "")
      .trim()
      .split(/\r?\n/);
    expect(lines[0]).toBe(
      'Article number,Name,"Name, addition",Producer,Supplier,Country,Category,Subcategory,Price (SEK),Volume (ml),Price per litre (SEK),Alcohol (%),Assortment,Launched,Discontinued',
    );
    const listed = await api(t, "/api/v1/products?category=Vin&maxPrice=150&sortBy=price&sortOrder=desc&limit=100");
    expect(lines).toHaveLength(listed.body.data.pagination.total + 1);
    const first = listed.body.data.items[0];
    expect(lines[1]!.startsWith(`${first.productNumber},`)).toBe(true);
    // An English file names the market in English, as the app does: its category, country and assortment.
    const header = Papa.parse<string[]>(lines[0]!).data[0]!;
    const rows = Papa.parse<string[]>(lines.slice(1).join("\n")).data;
    const column = (name: string) => rows.map((row) => row[header.indexOf(name)]);
    expect(new Set(column("Category"))).toEqual(new Set(["Wine"]));
    expect(column("Country")).not.toContain("Frankrike");
    expect(column("Assortment")).not.toContain("Fast sortiment");
    expect(column("Assortment")).toContain("Fixed range");

    // For Swedish Excel: semicolons, decimal commas, Swedish headers, the same rows.
    const sv = await t.app.inject({
      url: "/api/v1/products/export?category=Vin&maxPrice=150&sortBy=price&sortOrder=desc&language=sv",
      headers: key,
    });
    expect(sv.body.startsWith("\uFEFF")).toBe(true);
    const svLines = sv.body
      .replace(/^\uFEFF/, "")
      .trim()
      .split(/\r\n/);
    expect(svLines[0]!.split(";").slice(0, 3)).toEqual(["Artikelnummer", "Namn", "Namn, tillägg"]);
    expect(svLines).toHaveLength(lines.length);
    const cells = svLines[1]!.split(";");
    expect(cells[0]).toBe(first.productNumber);
    expect(cells[8]).toBe(String(first.price).replace(".", ","));
    expect(cells[14]).toMatch(/^(ja|nej)$/);
    expect((await t.app.inject({ url: "/api/v1/products/export?minPrice=-1", headers: key })).statusCode).toBe(400);
    expect((await t.app.inject({ url: "/api/v1/products/export" })).statusCode).toBe(401);
    expect((await t.app.inject({ url: "/api/v1/products/export?format=pdf", headers: key })).statusCode).toBe(400);

    // The same rows as a workbook: numbers and dates typed, the same headers as the CSV.
    const xlsx = await t.app.inject({
      url: "/api/v1/products/export?category=Vin&maxPrice=150&sortBy=price&sortOrder=desc&language=sv&format=xlsx",
      headers: key,
    });
    expect(xlsx.statusCode).toBe(200);
    expect(xlsx.headers["content-type"]).toBe("application/vnd.openxmlformats-officedocument.spreadsheetml.sheet");
    expect(xlsx.headers["content-disposition"]).toContain("fenix-products.xlsx");
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(xlsx.rawPayload as unknown as ArrayBuffer);
    const sheet = workbook.worksheets[0]!;
    expect(sheet.rowCount).toBe(lines.length);
    expect((sheet.getRow(1).values as unknown[]).slice(1, 4)).toEqual(["Artikelnummer", "Namn", "Namn, tillägg"]);
    const firstRow = sheet.getRow(2);
    expect(firstRow.getCell(1).value).toBe(first.productNumber);
    expect(firstRow.getCell(9).value).toBe(first.price);
    expect(firstRow.getCell(15).value).toMatch(/^(ja|nej)$/);
    const launched = firstRow.getCell(14).value;
    if (first.launchDate) expect(launched).toBeInstanceOf(Date);
  });

  it("finds a product by its number first, and by a name with a typo", async () => {
    const byNumber = await api(t, `/api/v1/products?search=${best.product_number}`);
    expect(byNumber.body.data.items[0].productNumber).toBe(best.product_number);
    const product = (await api(t, `/api/v1/products/${best.id}`)).body.data;
    const producer: string = product.producerName;
    const word = producer.split(" ").sort((a, b) => b.length - a.length)[0]!;
    const typo = word.slice(0, 2) + word.slice(3);
    const found = await api(t, `/api/v1/products?search=${encodeURIComponent(typo)}&limit=100`);
    expect(found.body.data.items.map((p: { id: number }) => p.id)).toContain(best.id);
  });

  it("limits the company filter to the caller's own company", async () => {
    const { accessToken } = await signIn(t, "user@nordvik.example");
    const me = (await api(t, "/api/v1/auth/me", { authorization: `Bearer ${accessToken}` })).body;
    const companyId = me.data?.companyId ?? me.user?.companyId ?? me.companyId;
    const own = await api(t, `/api/v1/products?companyId=${companyId}&limit=100`, { authorization: `Bearer ${accessToken}` });
    expect(own.status).toBe(200);
    expect(own.body.data.items.length).toBeGreaterThan(0);
    for (const p of own.body.data.items) expect(p.supplierName).toMatch(/^Nordvik/);
    const other = await api(t, "/api/v1/products?companyId=00000000-0000-4000-8000-000000000000", {
      authorization: `Bearer ${accessToken}`,
    });
    expect(other.status).toBe(403);
  });

  it("returns one product, 404 for an unknown id and 400 for a bad one", async () => {
    const one = await api(t, `/api/v1/products/${best.id}`);
    expect(one.body.data).toMatchObject({ id: best.id, productNumber: best.product_number });
    expect(one.body.data.pricePerLitre).toBeCloseTo((one.body.data.price / one.body.data.volumeMl) * 1000, 1);
    expect((await api(t, "/api/v1/products/999999")).status).toBe(404);
    const bad = await api(t, "/api/v1/products/abc");
    expect(bad.status).toBe(400);
    expect(bad.body.message).toMatch(/id/);
  });

  it("gives daily sales that add up to the engine's rollups, and refuses a bad period", async () => {
    const res = await api(t, `/api/v1/products/${best.id}/sales?period=30d`);
    expect(res.status).toBe(200);
    const { period, totals, daily } = res.body.data;
    expect(period).toEqual({ from: "2026-10-22", to: MARKET_END, dataFrom: "2026-10-22", dataTo: MARKET_END, daysWithData: 30 });
    expect(daily).toHaveLength(30);
    const [rollup] = await queryRows<{ units: string }>(
      t.db,
      sql`select sum(units) as units from product_sales_daily where product_id = ${best.id} and day between '2026-10-22' and ${MARKET_END}`,
    );
    expect(totals.units).toBe(Number(rollup!.units));
    expect(daily.reduce((a: number, d: { units: number }) => a + d.units, 0)).toBe(totals.units);
    expect((await api(t, `/api/v1/products/${best.id}/sales?period=7x`)).body.message).toMatch(/period/);
    expect((await api(t, `/api/v1/products/${best.id}/sales?from=2026-11-10&to=2026-11-01`)).status).toBe(400);
  });

  it("lists the stores where a product is out of stock now, costliest first", async () => {
    const [out] = await queryRows<{ product_id: number; n: string }>(
      t.db,
      sql`select product_id, count(*) as n from stock_outs where until is null group by 1 order by 2 desc, 1 limit 1`,
    );
    const res = await api(t, `/api/v1/products/${out!.product_id}/stock-outs?limit=50`);
    expect(res.status).toBe(200);
    expect(res.body.data.items).toHaveLength(Number(out!.n));
    const lost = res.body.data.items.map((i: { lostUnits: number }) => i.lostUnits);
    expect(lost).toEqual([...lost].sort((a: number, b: number) => b - a));
    expect((await api(t, "/api/v1/products/999999/stock-outs")).status).toBe(404);
    expect((await api(t, `/api/v1/products/${out!.product_id}/stock-outs`, {})).status).toBe(401);
  });

  it("compares a product's figures with the period before and names its segment, which lists it", async () => {
    const { previousPeriod, previous, segment } = (await api(t, `/api/v1/products/${best.id}/sales?period=7d`)).body.data;
    expect(previousPeriod).toMatchObject({ from: "2026-11-07", to: "2026-11-13", daysWithData: 7 });
    const earlier = (await api(t, `/api/v1/products/${best.id}/sales?from=2026-11-07&to=2026-11-13`)).body.data.totals;
    expect(previous).toEqual(earlier);
    expect(previous.units).toBeGreaterThan(0);
    const listed = await api(t, `/api/v1/segments/${encodeURIComponent(segment.id)}/products?period=30d&limit=100`);
    expect(listed.status).toBe(200);
    expect(listed.body.data.items.map((i: { product: { id: number } }) => i.product.id)).toContain(best.id);
  });

  it("splits sales by store so that the stores sum to the product's total", async () => {
    const res = await api(t, `/api/v1/products/${best.id}/sales-by-store?period=30d`);
    const sales = (await api(t, `/api/v1/products/${best.id}/sales?period=30d`)).body.data.totals;
    const items: { units: number; county: string }[] = res.body.data.items;
    expect(items.reduce((a, s) => a + s.units, 0)).toBe(sales.units);
    expect(new Set(items.map((s) => s.county)).size).toBeGreaterThan(1);
  });

  it("summarises stock, current stock per store, price history, categories and data availability", async () => {
    const summary = (await api(t, `/api/v1/products/${best.id}/stock-summary`)).body.data;
    const current: { quantity: number }[] = (await api(t, `/api/v1/products/${best.id}/current-stock`)).body.data;
    expect(summary.storesListing).toBe(current.length);
    expect(summary.inStock + summary.outOfStock).toBe(summary.storesListing);
    expect(summary.stock).toBe(current.reduce((a, s) => a + s.quantity, 0));
    const prices = (await api(t, `/api/v1/products/${best.id}/price-history`)).body.data;
    expect(prices.length).toBeGreaterThan(0);
    const categories = (await api(t, "/api/v1/products/categories")).body.data;
    expect(categories.reduce((a: number, c: { products: number }) => a + c.products, 0)).toBe(400);
    const availability = (await api(t, `/api/v1/products/${best.id}/data-availability`)).body.data;
    expect(availability.lastSalesDay).toBe(MARKET_END);
    expect(availability.latestSnapshotAt).toMatch(/^2026-11-20T/);
  });
});

describe.each(testDatabases)("catalogue figures on $name", (database) => {
  const t = useTestApp(database, {}, { market: true });
  useMarketReader(t, key);

  it("counts the catalogue and lists price changes within a period", async () => {
    const stats = (await api(t, "/api/v1/products/statistics")).body.data;
    expect(stats.products).toBe(400);
    expect(stats.byCategory.reduce((a: number, c: { products: number }) => a + c.products, 0)).toBe(400);
    expect(stats.byAssortment.find((a: { name: string }) => a.name === "Ordervaror").products).toBeGreaterThan(200);
    expect(stats.byCountry.reduce((a: number, c: { products: number }) => a + c.products, 0)).toBe(400);
    expect(stats.byCountry.length).toBe(stats.countries);
    const answer = await api(t, "/api/v1/products/price-changes?period=30d&limit=500");
    expect(answer.status, JSON.stringify(answer.body)).toBe(200);
    const changes = answer.body.data.items;
    // every generated product starts with a price on the market's first day; later rows are changes
    const [expected] = await queryRows<{ n: string }>(
      t.db,
      sql`select count(*) as n from price_history where valid_from > '2026-10-22' and valid_from <= ${MARKET_END}`,
    );
    expect(Number(expected!.n)).toBeGreaterThan(0);
    expect(changes.length).toBe(Number(expected!.n));
    for (const c of changes) expect(c.newPrice).not.toBe(c.oldPrice);
    expect((await api(t, "/api/v1/products/price-changes?period=0d")).status).toBe(400);
  });
});
