import { describe, expect, it } from "vitest";
import { sql } from "drizzle-orm";
import { DEMO_MARKET_SEED, seedDemoDataOnce } from "../../server/data/seed";
import { buildMarket } from "../../server/data/generator/market";
import { SCALES } from "../../server/data/generator/scales";
import { simulateMarket } from "../../server/data/generator/simulate";
import { MovementIngestor } from "../../server/data/pipeline/ingest";
import { productMeasures, velocity } from "../../server/market/measures";
import type { Database } from "../../server/db/client";
import { testDatabases, useDatabase } from "./helpers/databases";

const END = "2026-11-20";

async function rows<T>(db: Database, query: ReturnType<typeof sql>): Promise<T[]> {
  const result = await db.orm.execute(query);
  return ((result as { rows?: T[] }).rows ?? (result as unknown as T[])) as T[];
}

/** Totals that must not move when nothing new is ingested. */
async function fingerprint(db: Database) {
  const [row] = await rows<Record<string, string>>(
    db,
    sql`select (select count(*) from stock_changes) as changes, (select count(*) from stock_daily) as daily,
               (select coalesce(sum(sold), 0) from stock_daily) as sold, (select coalesce(sum(revenue), 0) from stock_daily) as revenue,
               (select coalesce(sum(units), 0) from product_sales_monthly) as monthly, (select count(*) from stock_outs) as outs,
               (select coalesce(sum(quantity), 0) from stock_levels) as stock`,
  );
  return row;
}

describe.each(testDatabases)("the stock → sales pipeline on a generated market ($name)", (database) => {
  const handle = useDatabase(database);
  let db: Database;

  it("seeds a whole market once", async () => {
    db = handle.db;
    expect(await seedDemoDataOnce(db, { market: "mini", endDate: END })).toBe("seeded");
    expect(await seedDemoDataOnce(db, { market: "mini", endDate: END })).toBe("already-seeded");
    const [counts] = await rows<{ stores: string; products: string; daily: string; suppliers: string }>(
      db,
      sql`select (select count(*) from stores where not is_agent) as stores, (select count(*) from products) as products,
                 (select count(*) from stock_daily) as daily, (select count(*) from company_suppliers) as suppliers`,
    );
    expect(Number(counts!.stores)).toBe(SCALES.mini.stores);
    expect(Number(counts!.products)).toBe(SCALES.mini.products);
    expect(Number(counts!.daily)).toBeGreaterThan(5_000);
    expect(Number(counts!.suppliers)).toBe(3);
  });

  it("reconciles: first snapshot + every daily diff = the latest level, and the hourly diffs sum to the daily ones", async () => {
    const stores = new Map(
      (await rows<{ site_id: string; id: number }>(db, sql`select site_id, id from stores`)).map((r) => [r.site_id, r.id]),
    );
    const products = new Map(
      (await rows<{ product_number: string; id: number }>(db, sql`select product_number, id from products`)).map((r) => [
        r.product_number,
        r.id,
      ]),
    );
    const market = buildMarket(SCALES.mini, DEMO_MARKET_SEED);
    const ids = {
      storeIds: market.stores.map((s) => stores.get(s.siteId)!),
      productIds: market.products.map((p) => products.get(p.productNumber)!),
    };
    const first = new Map<string, number>();
    for (const event of simulateMarket(market, ids, END, DEMO_MARKET_SEED)) {
      if (event.type !== "snapshot") break;
      const { storeId, productIds, quantities } = event.snapshot;
      // the first snapshot of each store is its opening stock
      productIds.forEach((p, i) => first.has(`${storeId}:${p}`) || first.set(`${storeId}:${p}`, quantities[i]!));
    }
    const daily = await rows<{ store_id: number; product_id: number; net: string }>(
      db,
      sql`select store_id, product_id, sum(delivered - sold + corrected) as net from stock_daily group by 1, 2`,
    );
    const hourly = new Map(
      (
        await rows<{ store_id: number; product_id: number; net: string }>(
          db,
          sql`select store_id, u.product_id, sum(u.change) as net
            from stock_changes, unnest(product_ids, changes) as u(product_id, change) group by 1, 2`,
        )
      ).map((r) => [`${r.store_id}:${r.product_id}`, Number(r.net)]),
    );
    const levels = await rows<{ store_id: number; product_id: number; quantity: number }>(
      db,
      sql`select store_id, product_id, quantity from stock_levels`,
    );
    const net = new Map(daily.map((r) => [`${r.store_id}:${r.product_id}`, Number(r.net)]));
    expect(levels.length).toBe(first.size);
    let mismatches = 0;
    for (const level of levels) {
      const key = `${level.store_id}:${level.product_id}`;
      if (first.get(key)! + (net.get(key) ?? 0) !== level.quantity) mismatches++;
      if ((hourly.get(key) ?? 0) !== (net.get(key) ?? 0)) mismatches++;
    }
    expect(mismatches).toBe(0);
  });

  it("sums sales by store to each product's daily total, and days to weeks and months", async () => {
    const [check] = await rows<{ daily_off: string; weekly_off: string; monthly_off: string; total: string }>(
      db,
      sql`with by_store as (
            select product_id, day, sum(sold) as units, sum(revenue) as revenue, count(*) filter (where sold > 0) as stores
            from stock_daily group by 1, 2 having sum(sold) > 0)
          select
            (select count(*) from by_store b full join product_sales_daily d using (product_id, day)
              where d.units is distinct from b.units or d.revenue is distinct from b.revenue or d.stores_selling is distinct from b.stores
                or bit_count(d.selling_stores) is distinct from b.stores) as daily_off,
            (select count(*) from product_sales_weekly w where (w.units, bit_count(w.selling_stores)) <> (
              select sum(sold), count(distinct store_id) filter (where sold > 0) from stock_daily d
              where d.product_id = w.product_id and d.day >= w.week and d.day < w.week + 7)) as weekly_off,
            (select count(*) from product_sales_monthly m where m.units <> (select sum(units) from product_sales_daily d
              where d.product_id = m.product_id and date_trunc('month', d.day) = m.month)) as monthly_off,
            (select sum(units) from product_sales_monthly) as total`,
    );
    expect(Number(check!.daily_off)).toBe(0);
    expect(Number(check!.weekly_off)).toBe(0);
    expect(Number(check!.monthly_off)).toBe(0);
    const [sold] = await rows<{ units: string }>(db, sql`select sum(sold) as units from stock_daily`);
    expect(Number(check!.total)).toBe(Number(sold!.units));
  });

  it("sells most on Fridays and Saturdays and nothing on Sundays", async () => {
    const byWeekday = new Map(
      (
        await rows<{ dow: number; units: string }>(
          db,
          sql`select extract(isodow from day)::int as dow, sum(units) as units from product_sales_daily group by 1`,
        )
      ).map((r) => [r.dow, Number(r.units)]),
    );
    const weekdays = [1, 2, 3, 4].map((d) => byWeekday.get(d) ?? 0);
    expect(byWeekday.get(5)!).toBeGreaterThan(Math.max(...weekdays));
    expect(byWeekday.get(6)!).toBeGreaterThan(Math.min(...weekdays));
    expect(byWeekday.get(7) ?? 0).toBe(0);
  });

  it("keeps raw snapshots for 14 days only, and ingesting them again changes nothing", async () => {
    const [window] = await rows<{ days: string }>(
      db,
      sql`select extract(epoch from max(observed_at) - min(observed_at)) / 86400 as days from stock_snapshots`,
    );
    expect(Number(window!.days)).toBeLessThanOrEqual(14);
    const before = await fingerprint(db);
    const raw = await rows<{ store_id: number; observed_at: Date; product_ids: number[]; quantities: number[] }>(
      db,
      sql`select * from stock_snapshots order by observed_at`,
    );
    const ingestor = await MovementIngestor.open(db);
    for (const r of raw)
      expect(
        ingestor.ingest({ storeId: r.store_id, observedAt: new Date(r.observed_at), productIds: r.product_ids, quantities: r.quantities }),
      ).toBe(false);
    const report = await ingestor.flush();
    expect(report.snapshots).toBe(0);
    expect(await fingerprint(db)).toEqual(before);
  });

  it("computes every derived measure as a plain recount of the rows does", async () => {
    const period = { from: "2026-10-24", to: END };
    const top = await rows<{ product_id: number }>(
      db,
      sql`select product_id from product_sales_daily group by 1 order by sum(units) desc limit 3`,
    );
    const [outProduct] = await rows<{ product_id: number }>(
      db,
      sql`select product_id from stock_outs group by 1 order by count(*) desc limit 1`,
    );
    const ids = [...top.map((r) => r.product_id), outProduct!.product_id];
    const measures = await productMeasures(db, ids, period);
    for (const id of ids) {
      const daily = await rows<{ store_id: number; day: string; sold: number; delivered: number; litres: string; revenue: string }>(
        db,
        sql`select store_id, day::text as day, sold, delivered, litres, revenue from stock_daily where product_id = ${id}`,
      );
      const inPeriod = daily.filter((d) => d.day >= period.from && d.day <= period.to);
      const litres = inPeriod.reduce((a, d) => a + Number(d.litres), 0);
      const selling = new Set(inPeriod.filter((d) => d.sold > 0).map((d) => d.store_id)).size;
      const levels = await rows<{ store_id: number; quantity: number }>(
        db,
        sql`select store_id, quantity from stock_levels where product_id = ${id}`,
      );
      const outs = await rows<{ store_id: number; since: string; until: string | null }>(
        db,
        sql`select store_id, since::text as since, until::text as until from stock_outs where product_id = ${id}`,
      );
      // Lost units: per stock-out, its days in the period × the pair's daily rate before it ran out
      // (over the days of the 60 before it that have data), rounded to whole units.
      const [{ first = "" } = {}] = await rows<{ first: string }>(db, sql`select min(day)::text as first from product_sales_daily`);
      const dayMs = 86_400_000;
      const firstDays = await rows<{ units: number; stores: number }>(
        db,
        sql`select sum(units)::int as units, sum(stores_selling)::int as stores from product_sales_daily
            where product_id = ${id} and day >= ${first}::date and day < ${first}::date + 60`,
      );
      const productRate = firstDays[0]!.stores > 0 ? firstDays[0]!.units / firstDays[0]!.stores : 0;
      let outDays = 0;
      let lost = 0;
      for (const o of outs) {
        let days = 0;
        for (let d = o.since; d < (o.until ?? "9999") && d <= period.to; d = new Date(Date.parse(d) + dayMs).toISOString().slice(0, 10)) {
          if (d >= period.from) days++;
        }
        if (days === 0) continue;
        outDays += days;
        const windowStart = new Date(Math.max(Date.parse(o.since) - 60 * dayMs, Date.parse(first))).toISOString().slice(0, 10);
        const withData = (Date.parse(o.since) - Date.parse(windowStart)) / dayMs;
        const sold = daily
          .filter((x) => x.store_id === o.store_id && x.day < o.since && x.day >= windowStart)
          .reduce((a, x) => a + x.sold, 0);
        lost += Math.round(days * (withData > 0 ? sold / withData : productRate));
      }
      const m = measures.get(id)!;
      expect(m.units).toBe(inPeriod.reduce((a, d) => a + d.sold, 0));
      expect(m.litres).toBeCloseTo(litres, 3);
      expect(m.revenue).toBeCloseTo(
        inPeriod.reduce((a, d) => a + Number(d.revenue), 0),
        2,
      );
      expect(m.storesSelling).toBe(selling);
      expect(m.storesListing).toBe(levels.length);
      expect(m.stock).toBe(levels.reduce((a, l) => a + l.quantity, 0));
      expect(m.velocity).toBeCloseTo(velocity(litres, selling, 28), 6);
      expect(m.outOfStockDays).toBe(outDays);
      expect(m.lostUnits).toBe(lost);
    }
    expect(measures.get(outProduct!.product_id)!.outOfStockDays).toBeGreaterThan(0);
  });

  it("adds a later snapshot on the same day to that day's sales", async () => {
    const [store] = await rows<{ store_id: number; last: Date }>(
      db,
      sql`select store_id, last_observed_at as last from stock_ingest_state order by store_id limit 1`,
    );
    const levels = await rows<{ product_id: number; quantity: number }>(
      db,
      sql`select product_id, quantity from stock_levels where store_id = ${store!.store_id} and quantity >= 2 order by product_id limit 2`,
    );
    const [soldBefore] = await rows<{ sold: string }>(
      db,
      sql`select coalesce(sum(sold), 0) as sold from stock_daily where store_id = ${store!.store_id} and day = ${END}`,
    );
    const ingestor = await MovementIngestor.open(db);
    const later = new Date(new Date(store!.last).getTime() + 30 * 60_000);
    ingestor.ingest({
      storeId: store!.store_id,
      observedAt: later,
      productIds: levels.map((l) => l.product_id),
      quantities: levels.map((l) => l.quantity - 2),
    });
    const report = await ingestor.flush();
    expect(report.changes).toBe(2);
    const [soldAfter] = await rows<{ sold: string }>(
      db,
      sql`select sum(sold) as sold from stock_daily where store_id = ${store!.store_id} and day = ${END}`,
    );
    expect(Number(soldAfter!.sold)).toBe(Number(soldBefore!.sold) + 4);
    const [rollup] = await rows<{ units: string }>(db, sql`select sum(units) as units from product_sales_daily where day = ${END}`);
    const [sum] = await rows<{ units: string }>(db, sql`select sum(sold) as units from stock_daily where day = ${END}`);
    expect(Number(rollup!.units)).toBe(Number(sum!.units));
  });
});

describe.each(testDatabases)("the market's and each company's sales per store, kept with the rows they sum ($name)", (database) => {
  const handle = useDatabase(database);
  let db: Database;

  /** Rows of the company rollups that differ from a recount of stock_daily and store_sales_monthly (both ways), and how many there are. */
  async function mismatches() {
    const [row] = await rows<{ daily: string; monthly: string; daily_rows: string; monthly_rows: string }>(
      db,
      sql`with want_daily as (
            select cs.company_id, d.store_id, d.day, sum(d.sold) as units, sum(d.litres) as litres, sum(d.revenue) as revenue
            from company_suppliers cs join products p on p.supplier_name = cs.supplier_name join stock_daily d on d.product_id = p.id and d.sold > 0
            group by 1, 2, 3),
          have_daily as (select company_id, store_id, day, units::bigint, litres, revenue from company_store_sales_daily),
          want_monthly as (
            select cs.company_id, m.store_id, m.month, sum(m.units) as units, sum(m.litres) as litres, sum(m.revenue) as revenue
            from company_suppliers cs join products p on p.supplier_name = cs.supplier_name join store_sales_monthly m on m.product_id = p.id
            group by 1, 2, 3),
          have_monthly as (select company_id, store_id, month, units::bigint, litres, revenue from company_store_sales_monthly)
          select (select count(*) from ((select * from want_daily except select * from have_daily) union all (select * from have_daily except select * from want_daily)) x) as daily,
                 (select count(*) from ((select * from want_monthly except select * from have_monthly) union all (select * from have_monthly except select * from want_monthly)) x) as monthly,
                 (select count(*) from have_daily) as daily_rows, (select count(*) from have_monthly) as monthly_rows`,
    );
    return {
      daily: Number(row!.daily),
      monthly: Number(row!.monthly),
      dailyRows: Number(row!.daily_rows),
      monthlyRows: Number(row!.monthly_rows),
    };
  }

  /** Rows of the market's store totals that differ from a recount of stock_daily and store_sales_monthly (both ways). */
  async function storeTotalMismatches() {
    const [row] = await rows<{ daily: string; monthly: string; rows: string }>(
      db,
      sql`with want_daily as (select store_id, day, sum(sold) as units, sum(litres) as litres, sum(revenue) as revenue from stock_daily where sold > 0 group by 1, 2),
          have_daily as (select store_id, day, units::bigint, litres, revenue from store_totals_daily),
          want_monthly as (select store_id, month, sum(units) as units, sum(litres) as litres, sum(revenue) as revenue from store_sales_monthly group by 1, 2),
          have_monthly as (select store_id, month, units::bigint, litres, revenue from store_totals_monthly)
          select (select count(*) from ((select * from want_daily except select * from have_daily) union all (select * from have_daily except select * from want_daily)) x) as daily,
                 (select count(*) from ((select * from want_monthly except select * from have_monthly) union all (select * from have_monthly except select * from want_monthly)) x) as monthly,
                 (select count(*) from have_monthly) as rows`,
    );
    return { daily: Number(row!.daily), monthly: Number(row!.monthly), monthlyRows: Number(row!.rows) };
  }

  it("after the seed, an ingest, a product's new supplier and a supplier name unlinked and linked again", async () => {
    db = handle.db;
    await seedDemoDataOnce(db, { market: "mini-history", endDate: END });
    const totals = await storeTotalMismatches();
    expect(totals).toMatchObject({ daily: 0, monthly: 0 });
    expect(totals.monthlyRows).toBeGreaterThan(0);
    const seeded = await mismatches();
    expect(seeded).toMatchObject({ daily: 0, monthly: 0 });
    expect(seeded.dailyRows).toBeGreaterThan(100);
    expect(seeded.monthlyRows).toBeGreaterThan(seeded.dailyRows / 60);

    // A sale of a company's product on the last day: the ingest's rollups recompute that day and month.
    const [pair] = await rows<{ store_id: number; product_id: number; quantity: number; last: Date; company_id: string }>(
      db,
      sql`select l.store_id, l.product_id, l.quantity, i.last_observed_at as last, cs.company_id
          from stock_levels l join stock_ingest_state i on i.store_id = l.store_id
          join products p on p.id = l.product_id join company_suppliers cs on cs.supplier_name = p.supplier_name
          where l.quantity >= 3 order by l.store_id, l.product_id limit 1`,
    );
    const companyDay = async () => {
      const [r] = await rows<{ units: string }>(
        db,
        sql`select coalesce(sum(units), 0) as units from company_store_sales_daily
            where company_id = ${pair!.company_id} and store_id = ${pair!.store_id} and day = ${END}`,
      );
      return Number(r!.units);
    };
    const before = await companyDay();
    const ingestor = await MovementIngestor.open(db);
    ingestor.ingest({
      storeId: pair!.store_id,
      observedAt: new Date(new Date(pair!.last).getTime() + 30 * 60_000),
      productIds: [pair!.product_id],
      quantities: [pair!.quantity - 3],
    });
    await ingestor.flush();
    expect(await companyDay()).toBe(before + 3);
    expect(await mismatches()).toMatchObject({ daily: 0, monthly: 0 });
    expect(await storeTotalMismatches()).toMatchObject({ daily: 0, monthly: 0 });
    const [pairDay] = await rows<{ sold: string }>(
      db,
      sql`select sold from stock_daily where product_id = ${pair!.product_id} and store_id = ${pair!.store_id} and day = ${END}`,
    );
    const withoutPair = before + 3 - Number(pairDay!.sold);

    // The product moves to a supplier no company has, and back: its rows leave the company and return.
    const [{ supplier_name: supplier } = { supplier_name: "" }] = await rows<{ supplier_name: string }>(
      db,
      sql`select supplier_name from products where id = ${pair!.product_id}`,
    );
    await db.orm.execute(sql`update products set supplier_name = 'Nobody AB' where id = ${pair!.product_id}`);
    expect(await companyDay()).toBe(withoutPair);
    expect(await mismatches()).toMatchObject({ daily: 0, monthly: 0 });
    await db.orm.execute(sql`update products set supplier_name = ${supplier} where id = ${pair!.product_id}`);
    expect(await companyDay()).toBe(before + 3);

    // The company's supplier name unlinked, then linked again.
    const [supplierDay] = await rows<{ sold: string }>(
      db,
      sql`select coalesce(sum(d.sold), 0) as sold from stock_daily d join products p on p.id = d.product_id
          where p.supplier_name = ${supplier} and d.store_id = ${pair!.store_id} and d.day = ${END}`,
    );
    await db.orm.execute(sql`delete from company_suppliers where company_id = ${pair!.company_id} and supplier_name = ${supplier}`);
    expect(await companyDay()).toBe(before + 3 - Number(supplierDay!.sold));
    expect(await mismatches()).toMatchObject({ daily: 0, monthly: 0 });
    await db.orm.execute(sql`insert into company_suppliers (company_id, supplier_name) values (${pair!.company_id}, ${supplier})`);
    expect(await companyDay()).toBe(before + 3);
    expect(await mismatches()).toMatchObject({ daily: 0, monthly: 0, dailyRows: seeded.dailyRows });
  });
});
