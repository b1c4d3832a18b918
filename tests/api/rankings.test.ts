import { sql } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { RANKING_RULES, type RankingAnalysis, type RankingEntry, type Rankings } from "../../contracts";
import { MovementIngestor } from "../../server/data/pipeline/ingest";
import { queryRows } from "../../server/db/rows";
import { useTestApp, type TestApp } from "./helpers/app";
import { signIn, strangerHeaders, useMarketReader } from "./helpers/auth";
import { testDatabases } from "./helpers/databases";

const key: Record<string, string> = {};

async function call(t: TestApp, url: string, headers: Record<string, string> = key) {
  const res = await t.app.inject({ url, headers });
  return { status: res.statusCode, body: res.json() as { data?: unknown; code?: string } };
}

async function data<T>(t: TestApp, url: string, headers: Record<string, string> = key): Promise<T> {
  const res = await call(t, url, headers);
  expect(res.status, `${url}: ${JSON.stringify(res.body).slice(0, 200)}`).toBe(200);
  return res.body.data as T;
}

/** Every page of a ranking, following nextCursor; `between` runs after the first page. */
async function walk(t: TestApp, query: string, between?: () => Promise<void>, headers: Record<string, string> = key) {
  const pages: Rankings[] = [];
  let cursor: string | null = null;
  do {
    const page: Rankings = await data<Rankings>(t, `/api/v1/rankings?${query}${cursor ? `&cursor=${cursor}` : ""}`, headers);
    pages.push(page);
    cursor = page.pagination.nextCursor;
    if (pages.length === 1) await between?.();
  } while (cursor && pages.length < 100);
  return { pages, rows: pages.flatMap((p) => p.rankings) };
}

const sum = (rows: readonly { revenue: number }[]) => rows.reduce((a, r) => a + r.revenue, 0);

/** The test market ends on 2026-11-20 with months of history from August: closed months Aug–Oct. */
describe.each(testDatabases)("the monthly ranking on $name", (database) => {
  const t = useTestApp(database, {}, { market: "mini-history" });
  useMarketReader(t, key);
  let operator: Record<string, string>;
  let company: string;
  let october: RankingEntry[];

  beforeAll(async () => {
    operator = { authorization: `Bearer ${(await signIn(t, "operator@fenix.example")).accessToken}` };
    const [row] = await queryRows<{ id: string }>(t.db, sql`select id from companies where name like 'Nordvik%'`);
    company = row!.id;
    october = (await walk(t, "period=1m")).rows;
  });

  it("ranks the last closed month: every product that sold once, places 1…n within each segment by revenue", async () => {
    const first = await data<Rankings>(t, "/api/v1/rankings?limit=5");
    expect(first.window).toMatchObject({
      from: "2026-10-01",
      to: "2026-10-31",
      months: 1,
      previousFrom: "2026-09-01",
      previousTo: "2026-09-30",
    });
    expect(first.rankings).toHaveLength(5);
    expect(first.pagination.total).toBe(october.length);
    expect(new Set(october.map((r) => r.productId)).size).toBe(october.length);
    const segments = new Map<string, RankingEntry[]>();
    for (const r of october) segments.set(r.segment, [...(segments.get(r.segment) ?? []), r]);
    expect(segments.size).toBeGreaterThan(3);
    for (const list of segments.values()) {
      const byRank = [...list].sort((a, b) => a.rank - b.rank);
      expect(byRank.map((r) => r.rank)).toEqual(list.map((_, i) => i + 1));
      expect(byRank.every((r) => r.segmentSize === list.length)).toBe(true);
      for (let i = 1; i < byRank.length; i++) expect(byRank[i - 1]!.revenue).toBeGreaterThanOrEqual(byRank[i]!.revenue);
      expect(list.reduce((a, r) => a + r.share, 0)).toBeCloseTo(1, 6);
    }
    // The history starts in August: no window a year before.
    expect(october.every((r) => r.yearAgoRevenue === null)).toBe(true);
    for (const r of october) {
      expect(r.units).toBeGreaterThan(0);
      expect(r.storesSelling).toBeGreaterThan(0);
      expect(r.velocity).toBeGreaterThan(0);
      expect(r.segment.startsWith(`${r.category}~`)).toBe(true);
    }
  });

  it("adds up to the market's sales over the same month", async () => {
    const summary = await data<{ totals: { units: number; revenue: number } }>(t, "/api/v1/sales/summary?from=2026-10-01&to=2026-10-31");
    const [unranked] = await queryRows<{ units: string; revenue: string }>(
      t.db,
      sql`select coalesce(sum(d.units), 0) as units, coalesce(sum(d.revenue), 0) as revenue from product_sales_monthly d join products p on p.id = d.product_id
          where d.month = '2026-10-01' and (p.category_level2 is null or p.price is null or coalesce(p.volume_ml, 0) <= 0)`,
    );
    expect(october.reduce((a, r) => a + r.units, 0) + Number(unranked!.units)).toBe(summary.totals.units);
    expect(sum(october) + Number(unranked!.revenue)).toBeCloseTo(summary.totals.revenue, 0);
    const analysis = await data<RankingAnalysis>(t, "/api/v1/rankings/analysis?period=1m");
    expect(analysis.totals.products).toBe(october.length);
    expect(analysis.totals.revenue).toBeCloseTo(sum(october), 0);
    expect(analysis.segments.reduce((a, s) => a + s.products, 0)).toBe(october.length);
    for (const s of analysis.segments) {
      const rows = october.filter((r) => r.segment === s.segment);
      expect(s.products).toBe(rows.length);
      expect(s.revenue).toBeCloseTo(sum(rows), 0);
      expect(s.units).toBe(rows.reduce((a, r) => a + r.units, 0));
      expect(s.leaderShare).toBe(rows.find((r) => r.rank === 1)!.share);
      expect(s.hhi).toBeGreaterThan(0);
      expect(s.hhi).toBeLessThanOrEqual(10_000);
    }
    for (const flag of ["topPerformer", "risingStar", "placementOpportunity", "delistingRisk"] as const) {
      expect(analysis.flagCounts[flag], flag).toBe(october.filter((r) => r.flags.includes(flag)).length);
    }
    for (const m of analysis.movers.up) expect(m.change).toBeGreaterThan(0);
    for (const m of analysis.movers.down) expect(m.change).toBeLessThan(0);
    // A mover is named as its row is, bottle size included (one name comes in several sizes).
    const movers = [...analysis.movers.up, ...analysis.movers.down];
    expect(movers.length).toBeGreaterThan(0);
    for (const m of movers) {
      const row = october.find((r) => r.productId === m.productId)!;
      expect([m.name, m.volumeMl]).toEqual([row.name, row.volumeMl]);
    }
  });

  it("flags what the rules say, and each flag filter returns exactly the rows with that flag", async () => {
    const rules = RANKING_RULES;
    expect(october.some((r) => r.flags.includes("topPerformer"))).toBe(true);
    for (const r of october) {
      const top = (r.rank - 1) / r.segmentSize < rules.topPerformer.topShare && r.storesSelling >= rules.topPerformer.minStoresSelling;
      expect(r.flags.includes("topPerformer"), `${r.name} top`).toBe(top);
      if (r.flags.includes("risingStar")) {
        expect(r.previousRank).not.toBeNull();
        expect(r.litres).toBeGreaterThanOrEqual(rules.risingStar.minLitresPerMonth);
        const climbed = r.previousRank! - r.rank >= rules.risingStar.minRankGain;
        expect(climbed || r.revenue >= r.previousRevenue * (1 + rules.risingStar.minGrowth) - 0.01).toBe(true);
        if (r.yearAgoRevenue !== null) expect(r.revenue).toBeGreaterThanOrEqual(r.yearAgoRevenue * (1 + rules.risingStar.minGrowth) - 0.01);
      }
      if (r.flags.includes("placementOpportunity")) expect(r.placementStores).toBeGreaterThanOrEqual(rules.placementOpportunity.minStores);
      if (r.flags.includes("delistingRisk")) expect(r.segmentSize - r.rank < rules.delistingRisk.bottomShare * r.segmentSize).toBe(true);
    }
    const filters = {
      topPerformers: "topPerformer",
      risingStars: "risingStar",
      storePlacementOpportunities: "placementOpportunity",
    } as const;
    for (const [param, flag] of Object.entries(filters)) {
      const { rows } = await walk(t, `period=1m&${param}=true&limit=7`);
      expect(
        rows.map((r) => r.productId),
        param,
      ).toEqual(october.filter((r) => r.flags.includes(flag)).map((r) => r.productId));
    }
    const both = await walk(t, "period=1m&topPerformers=true&risingStars=true");
    expect(both.rows.length).toBe(october.filter((r) => r.flags.includes("topPerformer") || r.flags.includes("risingStar")).length);
  });

  it("filters by repeated segments, categories and price bands", async () => {
    const [a, b] = [...new Set(october.map((r) => r.segment))];
    const segments = await walk(t, `segments=${encodeURIComponent(a!)}&segments=${encodeURIComponent(b!)}`);
    expect(segments.rows.map((r) => r.productId)).toEqual(
      october.filter((r) => r.segment === a || r.segment === b).map((r) => r.productId),
    );
    const category = october[0]!.category;
    const band = october[0]!.priceBand;
    const narrowed = await walk(t, `categories=${encodeURIComponent(category)}&priceBands=${band}`);
    expect(narrowed.rows.length).toBeGreaterThan(0);
    expect(narrowed.rows.map((r) => r.productId)).toEqual(
      october.filter((r) => r.category === category && r.priceBand === band).map((r) => r.productId),
    );
  });

  it("walks every row exactly once by cursor, even when stock arrives between pages", async () => {
    let ingested = false;
    const { pages, rows } = await walk(t, "period=1m&limit=40", async () => {
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
      ingested = true;
    });
    expect(ingested).toBe(true);
    expect(pages.length).toBe(Math.ceil(october.length / 40));
    expect(pages.every((p) => p.window.computedAt === pages[0]!.window.computedAt)).toBe(true);
    expect(rows.map((r) => r.productId)).toEqual(october.map((r) => r.productId));
    expect(pages.at(-1)!.pagination).toMatchObject({ hasMore: false, nextCursor: null });
    // A walk begun now reads the new state of the data.
    const fresh = await data<Rankings>(t, "/api/v1/rankings?period=1m&limit=1");
    expect(fresh.window.computedAt).not.toBe(pages[0]!.window.computedAt);
  });

  it("ranks longer windows and a chosen month against the window before", async () => {
    const quarter = await data<Rankings>(t, "/api/v1/rankings?period=3m&limit=1");
    // Three months back from October reaches August, the first whole month with data.
    expect(quarter.window).toMatchObject({ from: "2026-08-01", to: "2026-10-31", months: 3 });
    const year = await data<Rankings>(t, "/api/v1/rankings?period=12m&limit=1");
    expect(year.window).toMatchObject({ from: "2026-08-01", months: 3 });
    const september = await walk(t, "period=2026-09");
    expect(september.pages[0]!.window).toMatchObject({ from: "2026-09-01", to: "2026-09-30", previousFrom: "2026-08-01" });
    for (const r of october.filter((r) => r.previousRank !== null).slice(0, 50)) {
      const before = september.rows.find((s) => s.productId === r.productId);
      expect(before?.rank, r.name).toBe(r.previousRank);
      expect(before!.revenue).toBeCloseTo(r.previousRevenue, 2);
    }
  });

  it("ranks the sales of one store profile or county only", async () => {
    const [county] = await queryRows<{ county: string }>(
      t.db,
      sql`select county from stores where county is not null group by county order by count(*) desc limit 1`,
    );
    const { rows, pages } = await walk(t, `counties=${encodeURIComponent(county!.county)}`);
    expect(pages[0]!.window.counties).toEqual([county!.county]);
    const [inCounty] = await queryRows<{ units: string }>(
      t.db,
      sql`select sum(d.units) as units from store_sales_monthly d join stores s on s.id = d.store_id join products p on p.id = d.product_id
          where d.month = '2026-10-01' and s.county = ${county!.county} and p.category_level2 is not null and p.price is not null and p.volume_ml > 0`,
    );
    expect(rows.reduce((a, r) => a + r.units, 0)).toBe(Number(inCounty!.units));
    const profile = await walk(t, "storeProfile=M");
    expect(profile.pages[0]!.window.storeProfile).toBe("M");
    expect(sum(profile.rows)).toBeLessThan(sum(october));
  });

  it("marks a company's products, and shows only them on request", async () => {
    const own = await walk(t, `companyId=${company}&ownOnly=true`, undefined, operator);
    expect(own.rows.length).toBeGreaterThan(0);
    expect(own.rows.every((r) => r.own)).toBe(true);
    const [count] = await queryRows<{ n: string }>(
      t.db,
      sql`select count(*) as n from product_sales_monthly d join products p on p.id = d.product_id
          where d.month = '2026-10-01' and d.units > 0 and p.supplier_name in (select supplier_name from company_suppliers where company_id = ${company})`,
    );
    expect(own.rows.length).toBe(Number(count!.n));
    const marked = await walk(t, `companyId=${company}`, undefined, operator);
    expect(marked.rows.filter((r) => r.own).map((r) => r.productId)).toEqual(own.rows.map((r) => r.productId));
  });

  it("answers bad requests with stable codes", async () => {
    const cases: [string, number, string][] = [
      ["/api/v1/rankings?period=2020-01", 404, "RANKING_MONTH_WITHOUT_DATA"],
      ["/api/v1/rankings?period=2026-11", 404, "RANKING_MONTH_WITHOUT_DATA"],
      ["/api/v1/rankings?period=2w", 400, "VALIDATION_FAILED"],
      ["/api/v1/rankings?limit=1001", 400, "VALIDATION_FAILED"],
      ["/api/v1/rankings?cursor=bm9wZQ", 400, "RANKING_CURSOR_INVALID"],
      [`/api/v1/rankings?cursor=${Buffer.from("r1.999999.5").toString("base64url")}`, 410, "RANKING_CURSOR_EXPIRED"],
      ["/api/v1/rankings?ownOnly=true", 400, "RANKING_OWN_NEEDS_COMPANY"],
      ["/api/v1/rankings?companyId=00000000-0000-4000-8000-000000000000", 404, "COMPANY_NOT_FOUND"],
      ["/api/v1/rankings/products/99999999/market-position", 404, "PRODUCT_NOT_FOUND"],
      ["/api/v1/rankings/competitive-analysis/99999999", 404, "PRODUCT_NOT_FOUND"],
    ];
    for (const [url, status, code] of cases) {
      const res = await call(t, url);
      expect(res.status, url).toBe(status);
      expect(res.body.code, url).toBe(code);
    }
    const first = await data<Rankings>(t, "/api/v1/rankings?limit=2");
    const mismatch = await call(t, `/api/v1/rankings?storeProfile=XL&cursor=${first.pagination.nextCursor}`);
    expect(mismatch).toMatchObject({ status: 400, body: { code: "RANKING_CURSOR_MISMATCH" } });
    expect((await t.app.inject({ url: "/api/v1/rankings" })).statusCode).toBe(401);
  });

  it("gives a product's place month by month, the same place the monthly ranking gives", async () => {
    const product = october.find((r) => r.previousRank !== null && r.segmentSize > 3)!;
    const position = await data<{
      segment: string;
      history: { month: string; rank: number | null; segmentSize: number; percentile: number | null }[];
    }>(t, `/api/v1/rankings/products/${product.productId}/market-position?months=6`);
    expect(position.segment).toBe(product.segment);
    expect(position.history.map((h) => h.month)).toEqual(["2026-08-01", "2026-09-01", "2026-10-01"]);
    const last = position.history.at(-1)!;
    expect(last).toMatchObject({ rank: product.rank, segmentSize: product.segmentSize });
    expect(position.history[1]!.rank).toBe(product.previousRank);
    expect(last.percentile).toBeCloseTo(((product.segmentSize - product.rank) / (product.segmentSize - 1)) * 100, 1);
  });

  it("sets a product beside its nearest rivals in its segment", async () => {
    const product = october.find((r) => r.segmentSize > 6)!;
    const result = await data<{ product: RankingEntry; rivals: RankingEntry[] }>(t, `/api/v1/products/${product.productId}/competitive`);
    expect(result.product.productId).toBe(product.productId);
    expect(result.rivals).toHaveLength(5);
    expect(result.rivals.every((r) => r.segment === product.segment && r.productId !== product.productId)).toBe(true);
    const alias = await data<{ rivals: RankingEntry[] }>(t, `/api/v1/rankings/competitive-analysis/${product.productId}`);
    expect(alias.rivals.map((r) => r.productId)).toEqual(result.rivals.map((r) => r.productId));
  });

  it("ranks producers by revenue, with shares of the market", async () => {
    const { items } = await data<{ items: { rank: number; producer: string; revenue: number; share: number; products: number }[] }>(
      t,
      "/api/v1/rankings/producers?limit=500",
    );
    expect(items.length).toBeGreaterThan(3);
    expect(items.map((p) => p.rank)).toEqual(items.map((_, i) => i + 1));
    for (let i = 1; i < items.length; i++) expect(items[i - 1]!.revenue).toBeGreaterThanOrEqual(items[i]!.revenue);
    expect(items.reduce((a, p) => a + p.products, 0)).toBeLessThanOrEqual(october.length);
    expect(items.reduce((a, p) => a + p.share, 0)).toBeLessThanOrEqual(1 + 1e-9);
    const top = items[0]!;
    const theirs = october.filter((r) => (r.producer ?? r.supplier) === top.producer);
    expect(top.revenue).toBeCloseTo(sum(theirs), 0);
    expect((await data<{ items: unknown[] }>(t, "/api/v1/rankings/producers?limit=2")).items).toHaveLength(2);
  });

  it("sets a company's products against their segments' medians, and plans stores for them", async () => {
    const performance = await data<{ items: { entry: RankingEntry; revenueIndex: number | null; segmentMedianRevenue: number }[] }>(
      t,
      `/api/v1/rankings/sales-performance?companyId=${company}`,
      operator,
    );
    expect(performance.items.length).toBeGreaterThan(0);
    for (const item of performance.items) {
      expect(item.entry.own).toBe(true);
      const peers = october
        .filter((r) => r.segment === item.entry.segment)
        .map((r) => r.revenue)
        .sort((a, b) => a - b);
      const mid = peers.length % 2 ? peers[(peers.length - 1) / 2]! : (peers[peers.length / 2 - 1]! + peers[peers.length / 2]!) / 2;
      expect(item.segmentMedianRevenue).toBeCloseTo(mid, 1);
    }
    const plan = await data<{ items: { storeId: number; toAdd: { productId: number }[]; underperforming: { productId: number }[] }[] }>(
      t,
      `/api/v1/rankings/store-optimization?companyId=${company}&limit=20`,
      operator,
    );
    expect(plan.items.length).toBeGreaterThan(0);
    const listed = new Set(
      (await queryRows<{ store_id: number; product_id: number }>(t.db, sql`select store_id, product_id from stock_levels`)).map(
        (r) => `${r.store_id}:${r.product_id}`,
      ),
    );
    const ownIds = new Set(performance.items.map((i) => i.entry.productId));
    for (const store of plan.items) {
      for (const p of store.toAdd) {
        expect(listed.has(`${store.storeId}:${p.productId}`)).toBe(false);
        expect(ownIds.has(p.productId)).toBe(true);
      }
      for (const p of store.underperforming) expect(listed.has(`${store.storeId}:${p.productId}`)).toBe(true);
    }
    const stranger = await call(t, `/api/v1/rankings/sales-performance?companyId=${company}`, await strangerHeaders(t));
    expect(stranger).toMatchObject({ status: 404, body: { code: "COMPANY_NOT_FOUND" } });
  });
});

describe.each(testDatabases)("the monthly ranking before any data, on $name", (database) => {
  const t = useTestApp(database, {}, { seed: true });
  useMarketReader(t, key);

  it("says there is no whole month to rank yet", async () => {
    for (const url of ["/api/v1/rankings", "/api/v1/rankings/analysis", "/api/v1/rankings/producers"]) {
      const res = await call(t, url);
      expect(res, url).toMatchObject({ status: 404, body: { code: "RANKING_NO_DATA" } });
    }
  });
});
