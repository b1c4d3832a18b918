import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { storeStock } from "../../server/market/store-figures";
import { sql } from "drizzle-orm";
import { DEMO_MARKET_SEED } from "../../server/data/seed";
import { buildMarket, type Market } from "../../server/data/generator/market";
import { SCALES } from "../../server/data/generator/scales";
import { addDays, stockholmTime } from "../../server/data/generator/calendar";
import { movementStartDate, seedMarket } from "../../server/data/generator/seed-market";
import { unlistRangeLeavers, writeNationalSales } from "../../server/data/generator/national-sales";
import { refreshRollups } from "../../server/data/pipeline/rollups";
import { collectStock } from "../../server/data/collector/collect-stock";
import { collectCatalogue } from "../../server/data/collector/collect-catalogue";
import { monthStartsBetween, productAfter } from "../../server/data/generator/catalogue-changes";
import { httpMarketSource } from "../../server/data/source/http-source";
import { SimulatedMarket } from "../../server/data/source/simulator/simulated-market";
import { startSimulator, type RunningSimulator } from "../../server/data/source/simulator/simulator-server";
import type { BulkSession, Database } from "../../server/db/client";
import { queryRows } from "../../server/db/rows";
import { listingCounts, storeFiguresOf, windowSales } from "../../server/modules/rankings/queries";
import { testDatabases } from "./helpers/databases";

const END = "2026-11-20";

/** The mini market with months of history, every fourth product sold nationally only (the range). */
function marketWithRange(): Market {
  const market = buildMarket(SCALES["mini-history"], DEMO_MARKET_SEED);
  // Like the demo's range: products some store lists.
  const listed = new Set(market.listings.flatMap((l) => Array.from(l.products)));
  const inRange = (i: number) => i % 4 === 3 && listed.has(i);
  const kept = market.products.map((_, i) => i).filter((i) => !inRange(i));
  const newIndex = new Map(kept.map((old, i) => [old, i]));
  const moved = market.products.map((_, i) => i).filter(inRange);
  const stores = moved.map(() => [] as number[]);
  const listings = market.listings.map((listing, s) => {
    const products: number[] = [];
    const meanUnits: number[] = [];
    listing.products.forEach((i, k) => {
      const at = moved.indexOf(i);
      if (at >= 0) {
        stores[at]!.push(s);
        return;
      }
      products.push(newIndex.get(i)!);
      meanUnits.push(listing.meanUnits[k]!);
    });
    return { products: Int32Array.from(products), meanUnits: Float64Array.from(meanUnits) };
  });
  return {
    ...market,
    products: kept.map((i) => market.products[i]!),
    listings,
    range: { products: moved.map((i) => market.products[i]!), stores: stores.map((s) => Int32Array.from(s)) },
  };
}

type Sums = { units: string; litres: string; revenue: string };

describe.each(testDatabases)("the range: products sold nationally, without store detail ($name)", (database) => {
  let db: Database;
  let drop: () => Promise<void>;
  const market = marketWithRange();
  const range = market.range!;
  let ids: { storeIds: number[]; rangeProductIds: number[] };
  /** The range's product ids as an array literal. */
  let rangeIds: string;

  beforeAll(async () => {
    ({ db, drop } = await database.create());
    await seedMarket(db, { market, seed: DEMO_MARKET_SEED, endDate: END });
    const stores = new Map(
      (await queryRows<{ site_id: string; id: number }>(db, sql`select site_id, id from stores`)).map((r) => [r.site_id, r.id]),
    );
    const products = new Map(
      (await queryRows<{ product_number: string; id: number }>(db, sql`select product_number, id from products`)).map((r) => [
        r.product_number,
        r.id,
      ]),
    );
    ids = {
      storeIds: market.stores.map((s) => stores.get(s.siteId)!),
      rangeProductIds: range.products.map((p) => products.get(p.productNumber)!),
    };
    rangeIds = `{${ids.rangeProductIds.join(",")}}`;
  });
  afterAll(async () => drop());

  it("sells the range in the national rollups, by day and by month of history, and never in a store's figures", async () => {
    const [row] = await queryRows<{ days: string; months: string; any: string; stock: string; storeMonths: string }>(
      db,
      sql`select (select count(distinct product_id) from product_sales_daily where product_id = any(${rangeIds}::int[])) as days,
                 (select count(distinct product_id) from product_sales_monthly where product_id = any(${rangeIds}::int[])) as any,
                 (select count(distinct product_id) from product_sales_monthly
                   where product_id = any(${rangeIds}::int[]) and month < ${movementStartDate(market.scale, END)}::date) as months,
                 (select count(*) from stock_daily where product_id = any(${rangeIds}::int[])) as stock,
                 (select count(*) from store_sales_monthly where product_id = any(${rangeIds}::int[])) as "storeMonths"`,
    );
    // The smallest may go weeks without a sale, and one selling a unit a quarter the whole time.
    const sold = new Set(
      (
        await queryRows<{ id: number }>(
          db,
          sql`select distinct product_id as id from product_sales_monthly where product_id = any(${rangeIds}::int[])`,
        )
      ).map((r) => r.id),
    );
    range.products.forEach((p, i) => {
      if (!sold.has(ids.rangeProductIds[i]!)) expect((p.litresPerDay / (p.volumeMl / 1000)) * 120, p.productNumber).toBeLessThan(3);
    });
    expect(Number(row!.any)).toBeGreaterThanOrEqual(0.9 * range.products.length);
    expect(Number(row!.days)).toBeGreaterThanOrEqual(0.9 * range.products.length);
    expect(Number(row!.months)).toBeGreaterThanOrEqual(0.9 * range.products.length);
    expect(Number(row!.stock)).toBe(0);
    expect(Number(row!.storeMonths)).toBe(0);
  });

  it("the national rollups are the stores' sums plus the range's, to the öre", async () => {
    const [days] = await queryRows<{ rollup: Sums; stores: Sums; national: Sums }>(
      db,
      sql`select (select row_to_json(x) from (select sum(units) as units, sum(litres) as litres, sum(revenue) as revenue from product_sales_daily) x) as rollup,
                 (select row_to_json(x) from (select sum(sold) as units, sum(litres) as litres, sum(revenue) as revenue from stock_daily) x) as stores,
                 (select row_to_json(x) from (select sum(units) as units, sum(litres) as litres, sum(revenue) as revenue from national_sales_daily) x) as national`,
    );
    for (const measure of ["units", "litres", "revenue"] as const)
      expect(Number(days!.rollup[measure])).toBeCloseTo(Number(days!.stores[measure]) + Number(days!.national[measure]), 2);
    const [months] = await queryRows<{ rollup: string; stores: string; national: string }>(
      db,
      sql`select (select sum(units) from product_sales_monthly) as rollup, (select sum(units) from store_sales_monthly) as stores,
                 (select sum(units) from national_sales_monthly) + (select sum(units) from national_sales_daily) as national`,
    );
    expect(Number(months!.rollup)).toBe(Number(months!.stores) + Number(months!.national));
    // Weeks are the days' sums too.
    const [weeks] = await queryRows<{ weekly: string; daily: string }>(
      db,
      sql`select (select sum(units) from product_sales_weekly where week >= '2026-10-05' and week <= '2026-11-09') as weekly,
                 (select sum(units) from product_sales_daily where day >= '2026-10-05' and day <= '2026-11-15') as daily`,
    );
    expect(Number(weeks!.weekly)).toBe(Number(weeks!.daily));
  });

  it("a product day's selling stores are stores listing it, at least one and never more than the units sold", async () => {
    const listing = new Map(
      range.products.map((_, i) => [ids.rangeProductIds[i]!, new Set(range.stores[i]!.map((s) => ids.storeIds[s]!))]),
    );
    const rows = await queryRows<{ product_id: number; units: number; stores_selling: number; selling: string }>(
      db,
      sql`select product_id, units, stores_selling, selling_stores::text as selling from product_sales_daily
          where product_id = any(${rangeIds}::int[])`,
    );
    expect(rows.length).toBeGreaterThan(100);
    let multiStore = 0;
    for (const row of rows) {
      expect(row.stores_selling).toBeGreaterThanOrEqual(1);
      expect(row.stores_selling).toBeLessThanOrEqual(row.units);
      const bits = [...row.selling].flatMap((bit, position) => (bit === "1" ? [position] : []));
      expect(bits).toHaveLength(row.stores_selling);
      for (const store of bits) expect(listing.get(row.product_id)!.has(store)).toBe(true);
      if (row.stores_selling > 1) multiStore++;
    }
    expect(multiStore).toBeGreaterThan(0);
  });

  it("goes on day by day the same way: the next days written once are the days written again, and the rollups count them", async () => {
    const next = [addDays(END, 1), addDays(END, 2), addDays(END, 3)];
    const write = () =>
      db.bulk(async (session) => {
        const written = await writeNationalSales(session, market, ids, { days: { from: next[0]!, to: next[2]! } }, DEMO_MARKET_SEED);
        await refreshRollups(session, next);
        return written;
      });
    const rowsOf = () =>
      queryRows<{ product_id: number; day: string; units: number; selling: string }>(
        db,
        sql`select product_id, day::text, units, selling_stores::text as selling from national_sales_daily where day > ${END}::date order by 1, 2`,
      );
    const written = await write();
    const first = await rowsOf();
    expect(written).toBeGreaterThan(0);
    expect(first).toHaveLength(written);
    expect(await write()).toBe(written);
    expect(await rowsOf()).toEqual(first);
    const [rollup] = await queryRows<{ units: string }>(
      db,
      sql`select sum(units) as units from product_sales_daily where day > ${END}::date`,
    );
    expect(Number(rollup!.units)).toBe(first.reduce((n, r) => n + r.units, 0));
    const [month] = await queryRows<{ monthly: string; daily: string }>(
      db,
      sql`select (select units from product_sales_monthly where month = '2026-11-01' and product_id = ${first[0]!.product_id}) as monthly,
                 (select sum(units) from product_sales_daily where day >= '2026-11-01' and product_id = ${first[0]!.product_id}) as daily`,
    );
    expect(Number(month!.monthly)).toBe(Number(month!.daily));
  });

  it("goes on after the seed with the catalogue the simulator shows: a new price from its month's first day, nothing sold once a product has left", async () => {
    const [from, to] = [addDays(END, 4), "2027-06-30"];
    const catalogue = { from: movementStartDate(market.scale, END), through: to, seededThrough: END };
    await db.bulk((session) => writeNationalSales(session, market, ids, { days: { from, to } }, DEMO_MARKET_SEED, catalogue));
    const rows = await queryRows<{ product_id: number; day: string; units: number; revenue: string }>(
      db,
      sql`select product_id, day::text, units, revenue from national_sales_daily where day between ${from}::date and ${to}::date`,
    );
    await db.bulk((session) => session.query("delete from national_sales_daily where day between $1::date and $2::date", [from, to]));
    const shownOn = (i: number, day: string) => productAfter(range.products[i]!, monthStartsBetween(catalogue.from, day), END).product;
    const index = new Map(ids.rangeProductIds.map((id, i) => [id, i]));
    const soldAfter = new Map<number, string>();
    for (const row of rows) {
      const shown = shownOn(index.get(row.product_id)!, row.day);
      expect(shown.discontinued, `${row.product_id} on ${row.day}`).toBe(false);
      expect(Number(row.revenue)).toBeCloseTo(row.units * shown.price, 2);
      if (row.day > (soldAfter.get(row.product_id) ?? "")) soldAfter.set(row.product_id, row.day);
    }
    // Not vacuous: some of the range changed price after the seed, and some of it left and stopped selling.
    const repriced = range.products.filter((_, i) => shownOn(i, to).price !== shownOn(i, END).price);
    const leavers = range.products.flatMap((_, i) => (shownOn(i, to).discontinued ? [ids.rangeProductIds[i]!] : []));
    expect(repriced.length).toBeGreaterThan(0);
    expect(leavers.length).toBeGreaterThan(0);
    expect(leavers.filter((id) => (soldAfter.get(id) ?? "") >= "2027-06-01")).toEqual([]);

    // ... and leaves the stores' lists, the others staying listed where they were (in a transaction rolled back).
    const listedIn = async (session: BulkSession) =>
      new Map(
        (
          await session.query<{ product_id: number; n: number }>(
            "select product_id, bit_count(listing_stores)::int as n from national_products where product_id = any($1::int[])",
            [ids.rangeProductIds],
          )
        ).map((r) => [r.product_id, r.n]),
      );
    const outcome = await db
      .bulk(async (session) => {
        const before = await listedIn(session);
        expect(await unlistRangeLeavers(session, market, ids, catalogue)).toBe(leavers.length);
        expect(await unlistRangeLeavers(session, market, ids, catalogue)).toBe(0);
        const after = await listedIn(session);
        for (const [id, n] of before) expect(after.get(id), String(id)).toBe(leavers.includes(id) ? 0 : n);
        expect([...before.values()].filter((n) => n > 0).length).toBeGreaterThan(leavers.length);
        throw new Error("rolled back");
      })
      .catch((error: unknown) => String(error));
    expect(outcome).toContain("rolled back");
  });

  it("counts a range product as listed where the assortment lists it, in the whole market and in a choice of stores", async () => {
    const everywhere = await listingCounts(db, null);
    range.products.forEach((_, i) => expect(everywhere.get(ids.rangeProductIds[i]!)).toBe(range.stores[i]!.length));
    const some = ids.storeIds.slice(0, 5);
    const inSome = await listingCounts(db, some);
    range.products.forEach((_, i) =>
      expect(inSome.get(ids.rangeProductIds[i]!)).toBe(Array.from(range.stores[i]!).filter((s) => some.includes(ids.storeIds[s]!)).length),
    );
    // The placement plan's store × product listings too: a store is never told to add what it lists.
    const figures = await storeFiguresOf(db, { from: "2026-10-01", to: "2026-10-01" }, sql`${rangeIds}::int[]`, null);
    const listedPairs = new Set(figures.listed.map((l) => `${l.storeId}|${l.productId}`));
    range.products.forEach((_, i) => {
      for (const s of range.stores[i]!) expect(listedPairs.has(`${ids.storeIds[s]!}|${ids.rangeProductIds[i]!}`)).toBe(true);
    });
    expect(figures.listed).toHaveLength(range.stores.reduce((n, s) => n + s.length, 0));
  });

  it("a store's stock counts the range products it lists apart: its figures leave them out, and say how many", async () => {
    for (const s of [0, 1, 2]) {
      const stock = await storeStock(db, ids.storeIds[s]!);
      expect(stock.withoutStoreDetail).toBe(range.stores.filter((stores) => stores.includes(s)).length);
      const [own] = await queryRows<{ n: string }>(db, sql`select count(*) as n from stock_levels where store_id = ${ids.storeIds[s]!}`);
      expect(stock.listed).toBe(Number(own!.n));
    }
    expect(range.stores.filter((stores) => stores.includes(0)).length).toBeGreaterThan(0);
  });

  it("ranks the range within a choice of stores by its sales spread over the stores that sold: all stores, all of them", async () => {
    const october = { from: "2026-10-01", to: "2026-10-31" };
    const national = new Map((await windowSales(db, october, null)).map((r) => [r.productId, r]));
    const everyStore = new Map((await windowSales(db, october, ids.storeIds)).map((r) => [r.productId, r]));
    const some = new Map((await windowSales(db, october, ids.storeIds.slice(0, 6))).map((r) => [r.productId, r]));
    let inRange = 0;
    for (const id of ids.rangeProductIds) {
      const whole = national.get(id);
      if (!whole) continue;
      inRange++;
      expect(everyStore.get(id)?.units).toBe(whole.units);
      expect(everyStore.get(id)?.revenue).toBeCloseTo(whole.revenue, 2);
      expect(some.get(id)?.units ?? 0).toBeLessThanOrEqual(whole.units);
    }
    expect(inRange).toBeGreaterThan(0.8 * ids.rangeProductIds.length);
    expect([...some.keys()].some((id) => ids.rangeProductIds.includes(id))).toBe(true);
  });

  describe("the stock collector", () => {
    let simulator: RunningSimulator;
    beforeAll(async () => {
      const simulated = new SimulatedMarket({
        market,
        seed: DEMO_MARKET_SEED,
        seededThrough: END,
        now: () => stockholmTime("2026-11-21", 14).getTime(),
      });
      simulator = await startSimulator({ market: simulated, key: "test-key" });
    });
    afterAll(async () => simulator.close());

    it("asks the source only for the products it follows store by store, not for the range", async () => {
      const report = await collectStock(db, httpMarketSource({ baseUrl: simulator.url, key: "test-key", requestsPerSecond: 1_000 }));
      // The simulator does not know the range: a request for one of them would be "not found".
      expect(report.notFound).toBe(0);
      expect(report.products).toBeGreaterThan(0);
      expect(report.products).toBeLessThanOrEqual(market.products.length);
      const [row] = await queryRows<{ n: string }>(
        db,
        sql`select count(*) as n from stock_levels where product_id = any(${rangeIds}::int[])`,
      );
      expect(Number(row!.n)).toBe(0);
    });

    it("the demo's simulator lists the range in its catalogue too: the catalogue round records its new prices and its leavers", async () => {
      const now = () => stockholmTime("2027-04-02", 9).getTime();
      // Only where the database sells the range nationally: a Fenix collecting from it as from the
      // monopoly would ask every listed product's stock, which the simulator has only for its own.
      const plain = new SimulatedMarket({ market, seed: DEMO_MARKET_SEED, seededThrough: END, now });
      const listed = new Set(plain.catalogue().map((state) => state.product.productNumber));
      expect(range.products.filter((p) => listed.has(p.productNumber))).toEqual([]);

      const later = new SimulatedMarket({ market, seed: DEMO_MARKET_SEED, seededThrough: END, now, listRange: true });
      const running = await startSimulator({ market: later, key: "test-key" });
      try {
        const shown = new Map(later.catalogue().map((state) => [state.product.productNumber, state.product]));
        for (const product of range.products) expect(shown.has(product.productNumber), product.productNumber).toBe(true);
        const before = new Map(
          (
            await queryRows<{ product_number: string; price: string }>(
              db,
              sql`select product_number, price from products where id = any(${rangeIds}::int[])`,
            )
          ).map((r) => [r.product_number, Number(r.price)]),
        );
        await collectCatalogue(db, httpMarketSource({ baseUrl: running.url, key: "test-key", requestsPerSecond: 1_000 }));
        const stored = await queryRows<{ product_number: string; price: string; discontinued: boolean; dated: string | null }>(
          db,
          sql`select p.product_number, p.price, p.discontinued,
                     (select max(h.valid_from)::text from price_history h where h.product_number = p.product_number and h.price = p.price) as dated
              from products p where p.id = any(${rangeIds}::int[])`,
        );
        expect(stored).toHaveLength(range.products.length);
        let repriced = 0;
        for (const row of stored) {
          const product = shown.get(row.product_number)!;
          expect(Number(row.price), row.product_number).toBe(product.price);
          expect(row.discontinued, row.product_number).toBe(product.discontinued);
          if (product.price === before.get(row.product_number)) continue;
          // A price the seed did not have: in the price history from the round that saw it.
          repriced++;
          expect(row.dated, row.product_number).toBe("2027-04-02");
        }
        expect(repriced).toBeGreaterThan(0);
        expect(stored.some((row) => row.discontinued)).toBe(true);
      } finally {
        await running.close();
      }
    });
  });
});
