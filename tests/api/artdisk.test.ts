import ExcelJS from "exceljs";
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import Papa from "papaparse";
import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Article, ArticleDetail, ArtdiskFilters, ArtdiskStatistics } from "../../contracts";
import { importFile } from "../../server/data/importers";
import { queryRows } from "../../server/db/rows";
import { sharedData } from "../helpers/shared-data";
import { useTestApp, type TestApp } from "./helpers/app";
import { signIn, useMarketReader } from "./helpers/auth";
import { testDatabases } from "./helpers/databases";

type Headers = Record<string, string>;
type Page = { items: Article[]; pagination: { total: number; hasMore: boolean; nextCursor: string | null } };
const CHANGELOG = "systembolaget-wines-assortment-changelog-2026-08.csv";

async function data<T>(t: TestApp, url: string, headers: Headers): Promise<T> {
  const res = await t.app.inject({ url, headers });
  expect(res.statusCode, `${url}: ${res.body.slice(0, 300)}`).toBe(200);
  return res.json().data as T;
}

/**
 * The changelog's rows that make no event, counted here on their own terms: per article in date
 * order, a row that reverses the previous remaining row of the same assortment cancels it (a flip:
 * both go), and a row that leaves the article where it already is (in for "ny", out for
 * "borttagen") is a repeat.
 */
function collapsedRows(csv: string): { rows: number; collapsed: number } {
  const rows = Papa.parse<Record<string, string>>(csv.replace(/^\uFEFF/, ""), { header: true, skipEmptyLines: true }).data;
  const byArticle = new Map<string, typeof rows>();
  for (const row of rows) byArticle.set(row.varunummer!, [...(byArticle.get(row.varunummer!) ?? []), row]);
  let collapsed = 0;
  for (const list of byArticle.values()) {
    list.sort((a, b) => a.datum!.localeCompare(b.datum!));
    const remaining: { typ: string; assortment: string }[] = [];
    const state = new Map<string, boolean>();
    for (const row of list) {
      const assortment = row.typ === "ny" ? row.till! : row.fran!;
      const top = remaining.at(-1);
      if (top && top.assortment === assortment && top.typ !== row.typ) {
        remaining.pop();
        collapsed += 2;
        state.set(assortment, row.typ === "ny");
      } else if (state.get(assortment) === (row.typ === "ny")) {
        collapsed += 1;
      } else {
        remaining.push({ typ: row.typ!, assortment });
        state.set(assortment, row.typ === "ny");
      }
    }
  }
  return { rows: rows.length, collapsed };
}

describe.each(testDatabases)("artdisk on $name", (database) => {
  const dir = mkdtempSync(path.join(tmpdir(), "fenix-artdisk-"));
  const t = useTestApp(database, {}, { market: true });
  afterAll(() => rmSync(dir, { recursive: true, force: true }));
  // The operator: reads the whole market, owns no article.
  const app: Headers = useMarketReader(t);
  let nordvik: Headers;
  let bryggarhuset: Headers;

  beforeAll(async () => {
    nordvik = { authorization: `Bearer ${(await signIn(t, "user@nordvik.example")).accessToken}` };
    bryggarhuset = { authorization: `Bearer ${(await signIn(t, "user@bryggarhuset.example")).accessToken}` };
  });

  it("the demo register holds every catalogue article with its launch, and its statistics agree with the events", async () => {
    const [{ products } = { products: -1 }] = await queryRows<{ products: number }>(
      t.db,
      sql`select count(*)::int as products from products`,
    );
    const page = await data<Page>(t, "/api/v1/artdisk?limit=100", app);
    expect(page.pagination.total).toBe(products);
    expect(page.items.every((a) => a.productId !== null && a.eventCount >= 1 && a.lastEvent !== null)).toBe(true);
    // Newest event first.
    const days = page.items.map((a) => a.lastEvent!.date);
    expect([...days].sort().reverse()).toEqual(days);

    const stats = await data<ArtdiskStatistics>(t, "/api/v1/artdisk/statistics", app);
    expect(stats.byMonth).toHaveLength(24);
    const [counted] = await queryRows<{ launches: number; moves: number; orderGoods: number }>(
      t.db,
      sql`select count(*) filter (where kind = 'launch' and coalesce(assortment_to, '') not in ('Ordervaror', 'Order goods'))::int as launches,
                 count(*) filter (where kind = 'assortment_change')::int as moves,
                 count(*) filter (where kind in ('launch', 'delisting') and coalesce(assortment_to, assortment_from) = 'Ordervaror')::int as "orderGoods"
          from article_events where event_date between ${stats.from}::date and ${stats.to}::date`,
    );
    expect(stats.totals.launches).toBe(counted!.launches);
    expect(stats.totals.assortmentChanges).toBe(counted!.moves);
    expect(stats.totals.orderGoods).toBe(counted!.orderGoods);
    expect(stats.totals.assortmentChanges).toBeGreaterThan(0);
    for (const key of ["launches", "assortmentChanges", "priceChanges", "delistings", "orderGoods"] as const)
      expect(stats.byMonth.reduce((sum, m) => sum + m[key], 0)).toBe(stats.totals[key]);
    expect(stats.byMonthAndCategory.reduce((sum, m) => sum + m.launches, 0)).toBe(stats.totals.launches);

    // A moved article's timeline: launched into the temporary range, then moved to the fixed range.
    const moved = await data<Page>(t, `/api/v1/artdisk?eventType=assortment_change&limit=1`, app);
    const detail = await data<ArticleDetail>(t, `/api/v1/artdisk/${moved.items[0]!.productNumber}`, app);
    expect(detail.events.map((e) => e.kind).filter((k) => k !== "price_change")).toEqual(["launch", "assortment_change"]);
    expect(detail.events[0]).toMatchObject({ assortmentTo: "Tillfälligt sortiment" });
    expect(detail.article).toMatchObject({ assortment: "Fast sortiment", status: "listed" });
  });

  it("imports the real assortment changelog: as many events as rows minus the collapsed flips and repeats, once", async () => {
    const file = sharedData(CHANGELOG);
    const { rows, collapsed } = collapsedRows(readFileSync(file, "utf8"));
    const result = await importFile(t.db, "assortment-changelog", file);
    expect(result.records).toBe(rows);
    expect(result.detail.events).toBe(rows - collapsed);
    expect(Number(result.detail.flips) * 2 + Number(result.detail.repeats) + Number(result.detail.moves)).toBe(collapsed);
    const [stored] = await queryRows<{ n: number }>(t.db, sql`select count(*)::int as n from article_events where source = 'changelog'`);
    expect(stored!.n).toBe(rows - collapsed);
    expect(stored!.n).toBe(3768);

    const again = await importFile(t.db, "assortment-changelog", file);
    expect(again.detail.newEvents).toBe(0);

    // August 2026: the statistics count the stored events, and the list finds the articles they belong to.
    const month = "from=2026-08-01&to=2026-08-31";
    const stats = await data<ArtdiskStatistics>(t, `/api/v1/artdisk/statistics?${month}`, app);
    // PRODUCT.md §7 (Artdisk): entries into and exits from order goods are counted apart from the shelves' launches and delistings.
    const [august] = await queryRows<{ launches: number; delistings: number; orderGoods: number }>(
      t.db,
      sql`select count(*) filter (where kind = 'launch' and coalesce(assortment_to, '') not in ('Ordervaror', 'Order goods'))::int as launches,
                 count(*) filter (where kind = 'delisting' and coalesce(assortment_from, '') not in ('Ordervaror', 'Order goods'))::int as delistings,
                 count(*) filter (where kind in ('launch', 'delisting') and coalesce(assortment_to, assortment_from) = 'Ordervaror')::int as "orderGoods"
          from article_events where event_date between '2026-08-01' and '2026-08-31'`,
    );
    expect(stats.totals).toMatchObject(august!);
    expect(august!.orderGoods).toBeGreaterThan(0);
    expect(stats.totals.delistings).toBeLessThan(stats.totals.orderGoods);
    expect(stats.byMonth.map((m) => m.month)).toEqual(["2026-08"]);
    const launched = await data<Page>(t, `/api/v1/artdisk?eventType=launch&${month}&limit=100`, app);
    // The list's launches are the statistics': into the shelves, not into order goods.
    const [articles] = await queryRows<{ n: number }>(
      t.db,
      sql`select count(distinct product_number)::int as n from article_events where kind = 'launch' and event_date between '2026-08-01' and '2026-08-31'
            and coalesce(assortment_to, '') not in ('Ordervaror', 'Order goods')`,
    );
    expect(launched.pagination.total).toBe(articles!.n);
    expect(launched.items.every((a) => !["Ordervaror", "Order goods"].includes(a.lastEvent!.assortmentTo ?? ""))).toBe(true);
    expect(launched.items.every((a) => a.lastEvent!.kind === "launch" && a.lastEvent!.date.startsWith("2026-08"))).toBe(true);

    // An article the file names once: delisted from the order range, kept with the file's name.
    const [single] = await queryRows<{ product_number: string; name: string }>(
      t.db,
      sql`select product_number, name from article_events e where source = 'changelog' and kind = 'delisting'
            and not exists (select 1 from products p where p.product_number = e.product_number)
            and (select count(*) from article_events o where o.product_number = e.product_number) = 1
          order by product_number limit 1`,
    );
    const detail = await data<ArticleDetail>(t, `/api/v1/artdisk/${single!.product_number}`, app);
    expect(detail.article).toMatchObject({ name: single!.name, status: "delisted", assortment: null, productId: null, own: false });
    expect(detail.events).toEqual([expect.objectContaining({ kind: "delisting", source: "changelog" })]);
  });

  it("a catalogue import records launches, moves, delistings and price changes against the stored catalogue", async () => {
    const product = (number: string, changes: Record<string, unknown> = {}) => ({
      productId: `9${number}`,
      productNumber: number,
      productNameBold: `Testvin ${number}`,
      producerName: "Testproducenten",
      categoryLevel1: "Vin",
      categoryLevel2: "Rött vin",
      price: 129,
      volume: 750,
      assortmentText: "Tillfälligt sortiment",
      productLaunchDate: "2026-03-01",
      isDiscontinued: false,
      ...changes,
    });
    const write = (name: string, records: object[]) => {
      const file = path.join(dir, name);
      writeFileSync(file, JSON.stringify(records));
      return file;
    };
    await importFile(t.db, "catalogue", write("first.json", [product("88880001"), product("88880002")]), { asOf: "2026-09-01" });
    const second = write("second.json", [
      product("88880001", { assortmentText: "Fast sortiment", price: 139 }),
      product("88880002", { isDiscontinued: true }),
    ]);
    const result = await importFile(t.db, "catalogue", second, { asOf: "2026-10-01" });
    expect(result.detail.registerEvents).toBe(2);

    const moved = await data<ArticleDetail>(t, "/api/v1/artdisk/88880001", app);
    expect(moved.events.map((e) => [e.date, e.kind, e.assortmentFrom, e.assortmentTo, e.priceFrom, e.priceTo])).toEqual([
      ["2026-03-01", "launch", null, "Tillfälligt sortiment", null, null],
      ["2026-10-01", "assortment_change", "Tillfälligt sortiment", "Fast sortiment", null, null],
      ["2026-10-01", "price_change", null, null, 129, 139],
    ]);
    expect(moved.article).toMatchObject({ assortment: "Fast sortiment", status: "listed", launchDate: "2026-03-01", price: 139 });
    const delisted = await data<ArticleDetail>(t, "/api/v1/artdisk/88880002", app);
    expect(delisted.events.at(-1)).toMatchObject({ kind: "delisting", date: "2026-10-01", assortmentFrom: "Tillfälligt sortiment" });
    expect(delisted.article.status).toBe("delisted");
  });

  it("marks and filters a company's own articles, and answers another company's id with 404", async () => {
    const [{ own } = { own: -1 }] = await queryRows<{ own: number }>(
      t.db,
      sql`select count(*)::int as own from products p join company_suppliers cs using (supplier_name)
          join companies c on c.id = cs.company_id where c.name = 'Nordvik Vin & Sprit AB'`,
    );
    const ours = await data<Page>(t, "/api/v1/artdisk?own=true&limit=100", nordvik);
    expect(ours.pagination.total).toBe(own);
    expect(ours.items.every((a) => a.own)).toBe(true);
    const theirs = await data<Page>(t, "/api/v1/artdisk?own=true&limit=100", bryggarhuset);
    expect(theirs.items.some((a) => ours.items.some((o) => o.productNumber === a.productNumber))).toBe(false);

    // An operator names the company whose articles are marked, in the list and on one article.
    const [nordvikCompany] = await queryRows<{ id: string }>(t.db, sql`select id from companies where name = 'Nordvik Vin & Sprit AB'`);
    const operator = app;
    const ownNumber = ours.items[0]!.productNumber;
    const asOperator = await data<ArticleDetail>(t, `/api/v1/artdisk/${ownNumber}?companyId=${nordvikCompany!.id}`, operator);
    expect(asOperator.article.own).toBe(true);
    expect((await data<ArticleDetail>(t, `/api/v1/artdisk/${ownNumber}`, operator)).article.own).toBe(false);

    const [other] = await queryRows<{ id: string }>(t.db, sql`select id from companies where name = 'Bryggarhuset Norrland AB'`);
    const refused = await t.app.inject({ url: `/api/v1/artdisk?companyId=${other!.id}`, headers: nordvik });
    expect(refused.statusCode).toBe(404);
    expect(refused.json().code).toBe("COMPANY_NOT_FOUND");
    // The operator belongs to no company: "own" means nothing without one.
    const noCompany = await t.app.inject({ url: "/api/v1/artdisk?own=true", headers: operator });
    expect(noCompany.json()).toMatchObject({ statusCode: 400, code: "ARTDISK_OWN_NEEDS_COMPANY" });
  });

  it("filters with counts that agree with the list, and a CSV export of the same rows for Swedish Excel", async () => {
    const filters = await data<ArtdiskFilters>(t, "/api/v1/artdisk/filters", app);
    const [category] = filters.categories;
    const ofCategory = await data<Page>(t, `/api/v1/artdisk?category=${encodeURIComponent(category!.value)}&limit=1`, app);
    expect(ofCategory.pagination.total).toBe(category!.count);
    const [assortment] = filters.assortments;
    const listed = await data<Page>(t, `/api/v1/artdisk?assortment=${encodeURIComponent(assortment!.value)}&status=listed&limit=100`, app);
    expect(listed.items.every((a) => a.status === "listed")).toBe(true);
    expect(filters.range.first! <= filters.range.last!).toBe(true);

    const query = "eventType=delisting&from=2026-08-01&to=2026-08-31";
    const page = await data<Page>(t, `/api/v1/artdisk?${query}&limit=1`, app);
    const csv = await t.app.inject({ url: `/api/v1/artdisk/export?${query}&language=sv`, headers: app });
    expect(csv.headers["content-type"]).toContain("text/csv");
    expect(csv.headers["content-disposition"]).toContain("attachment");
    expect(csv.body.startsWith("\uFEFFArtikelnummer;Namn;Producent")).toBe(true);
    expect(csv.body.trim().split("\r\n")).toHaveLength(page.pagination.total + 1);
    expect(csv.body).toContain(";Utgång;");
    // In English the market's names are English too, as on screen: no "Fast sortiment", no "Vin".
    const english = await t.app.inject({ url: `/api/v1/artdisk/export?${query}&language=en`, headers: app });
    const [header, ...rows] = Papa.parse<string[]>(english.body.replace(/^\uFEFF/, "").trim()).data;
    const column = (name: string) => rows.map((row) => row[header!.indexOf(name)]);
    expect(column("Latest event").every((kind) => kind === "Delisting")).toBe(true);
    expect(column("Category")).not.toContain("Vin");
    expect(column("From assortment").concat(column("Assortment"))).not.toContain("Fast sortiment");

    // The same rows as a workbook: event dates as dates, prices as numbers.
    const xlsx = await t.app.inject({ url: `/api/v1/artdisk/export?${query}&language=en&format=xlsx`, headers: app });
    expect(xlsx.headers["content-type"]).toBe("application/vnd.openxmlformats-officedocument.spreadsheetml.sheet");
    expect(xlsx.headers["content-disposition"]).toContain("fenix-artdisk.xlsx");
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(xlsx.rawPayload as unknown as ArrayBuffer);
    const sheet = workbook.worksheets[0]!;
    expect(sheet.rowCount).toBe(rows.length + 1);
    const headers = (sheet.getRow(1).values as unknown[]).slice(1);
    expect(headers).toEqual(header);
    const eventDate = sheet.getRow(2).getCell(header!.indexOf("Event date") + 1).value as Date;
    expect(eventDate).toBeInstanceOf(Date);
    expect(eventDate.toISOString().slice(0, 10)).toBe(rows[0]![header!.indexOf("Event date")]);
    const price = sheet.getRow(2).getCell(header!.indexOf("Price (SEK)") + 1).value;
    if (rows[0]![header!.indexOf("Price (SEK)")]) expect(typeof price).toBe("number");
  });

  it("refuses bad input with stable codes", async () => {
    const cases: [string, number, string | undefined][] = [
      ["/api/v1/artdisk?from=2026-09-01&to=2026-08-01", 400, "INVALID_DATE_RANGE"],
      ["/api/v1/artdisk?eventType=party", 400, undefined],
      ["/api/v1/artdisk/abc", 400, undefined],
      ["/api/v1/artdisk/123456789012", 404, "ARTICLE_NOT_FOUND"],
      ["/api/v1/artdisk?search=%25_%25", 200, undefined],
    ];
    for (const [url, status, code] of cases) {
      const res = await t.app.inject({ url, headers: app });
      expect(res.statusCode, url).toBe(status);
      if (code) expect(res.json().code, url).toBe(code);
    }
    expect((await t.app.inject({ url: "/api/v1/artdisk" })).statusCode).toBe(401);
  });
});
