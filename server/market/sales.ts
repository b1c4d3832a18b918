import dayjs from "dayjs";
import { NO_STORES_SQL } from "../db/schema";
import { sql, type SQL } from "drizzle-orm";
import type { Database } from "../db/client";
import { velocity } from "./measures";
import { daysWithData, splitForRollups, splitIntoWeeks, type DataPeriod, type Period } from "./period";
import { coveringRollupRows } from "./rollup-rows";
import { companyStoreSalesRows, storeSalesRows, storeTotalsRows } from "./store-sales";
import { queryRows } from "../db/rows";

export interface SalesTotals {
  units: number;
  litres: number;
  revenue: number;
  storesSelling: number;
  productsSold: number;
  /** Litres per selling store per 4 weeks. */
  velocity: number;
}

/**
 * Sets of products are SQL expressions of type int[], filtered with `product_id = any(set)`: the
 * planner then walks the (product, day) keys of the rollups with the list in hand. A fixed list:
 */
export function productIdSet(ids: readonly number[]): SQL {
  return sql`${`{${ids.join(",")}}`}::int[]`;
}

/** A set of stores as a selling-store bitmap (bit n = store id n), to AND the rollups' bitmaps with. */
export function storeBitmap(storeIds: readonly number[]): SQL {
  return sql`(select bit_or(set_bit(${sql.raw(NO_STORES_SQL)}, s, 1)) from unnest(${productIdSet(storeIds)}) s)`;
}

/**
 * The products of a company (those of its suppliers), looked up once per request: every later
 * query gets a short list of ids instead of joining the catalogue again.
 */
export async function companyProducts(db: Database, companyId: string): Promise<SQL> {
  return productIdSet(await companyProductIds(db, companyId));
}

/** The ids of a company's products (those of its suppliers). */
export async function companyProductIds(db: Database, companyId: string): Promise<number[]> {
  const rows = await queryRows<{ id: number }>(
    db,
    sql`select p.id from products p where p.supplier_name in (select supplier_name from company_suppliers where company_id = ${companyId})`,
  );
  return rows.map((r) => Number(r.id));
}

/**
 * Totals over a period for a set of products (an int[] expression), or the whole market (null):
 * units, litres and SEK, how many of the products sold, and how many stores sold any of them (the
 * OR of the selling-store bitmaps), in one pass over the rollup rows that cover the period.
 */
export async function salesTotals(db: Database, products: SQL | null, period: Period | DataPeriod): Promise<SalesTotals> {
  const rows = coveringRollupRows(sql`product_id, units, litres, revenue, selling_stores`, products, period);
  const [sums] = await queryRows<Record<string, string | null>>(
    db,
    sql`select coalesce(sum(units), 0) as units, coalesce(sum(litres), 0) as litres, coalesce(sum(revenue), 0) as revenue,
               count(distinct product_id) as products, bit_count(bit_or(selling_stores)) as stores
        from (${rows}) x`,
  );
  const litres = Number(sums?.litres ?? 0);
  const storesSelling = Number(sums?.stores ?? 0);
  return {
    units: Number(sums?.units ?? 0),
    litres,
    revenue: Number(sums?.revenue ?? 0),
    productsSold: Number(sums?.products ?? 0),
    storesSelling,
    velocity: velocity(litres, storesSelling, daysWithData(period)),
  };
}

export interface DailyTotal {
  date: string;
  units: number;
  litres: number;
  revenue: number;
}

/**
 * Daily totals for a set of products (or the market), every day of the period present. The join
 * repeats the period on the rollup's day, so that each product reads one index range, not all its days.
 */
export async function dailyTotals(db: Database, products: SQL | null, period: Period): Promise<DailyTotal[]> {
  const filter = products ? sql`and s.product_id = any(${products})` : sql``;
  const rows = await queryRows<Record<string, string>>(
    db,
    sql`select d::date::text as date, coalesce(sum(s.units), 0) as units, coalesce(sum(s.litres), 0) as litres, coalesce(sum(s.revenue), 0) as revenue
        from generate_series(${period.from}::date, ${period.to}::date, interval '1 day') d
        left join product_sales_daily s on s.day = d::date and s.day between ${period.from}::date and ${period.to}::date ${filter}
        group by d order by d`,
  );
  return rows.map((r) => ({ date: r.date!, units: Number(r.units), litres: Number(r.litres), revenue: Number(r.revenue) }));
}

/** Periods longer than this are charted by month: their first months may be history kept whole. */
export const DAILY_SERIES_MAX_DAYS = 92;

export type SeriesGranularity = "day" | "month";

/**
 * By month when the period is long, or when its data begins in the months kept whole (history
 * without days): a series by day would draw those months as days without sales.
 */
export function seriesGranularity(period: Period | DataPeriod): SeriesGranularity {
  const reachesMonths = "bounds" in period && period.bounds !== null && period.dataFrom !== null && period.dataFrom < period.bounds.daily;
  return reachesMonths || daysWithData({ from: period.from, to: period.to }) > DAILY_SERIES_MAX_DAYS ? "month" : "day";
}

/**
 * Totals per calendar month of a period (dated the month's first day, every month present): the
 * monthly rollup for the months wholly inside it; the days of the others cut at month ends, each
 * piece read as the weekly rollup's whole weeks and the daily rollup's loose days (a week inside a
 * piece is inside its month).
 */
export async function monthlyTotals(db: Database, products: SQL | null, period: Period): Promise<DailyTotal[]> {
  const filter = products ? sql`and product_id = any(${products})` : sql``;
  const { months } = splitForRollups(period);
  const rest: Period[] = [];
  if (!months) rest.push(period);
  else {
    if (period.from < months.first) rest.push({ from: period.from, to: dayjs(months.first).subtract(1, "day").format("YYYY-MM-DD") });
    const after = dayjs(months.last).add(1, "month").format("YYYY-MM-DD");
    if (after <= period.to) rest.push({ from: after, to: period.to });
  }
  const parts: SQL[] = [];
  for (const piece of rest.flatMap(withinMonths)) {
    const { weeks, days } = splitIntoWeeks(piece);
    for (const d of days)
      parts.push(
        sql`select day, units, litres, revenue from product_sales_daily where day between ${d.from}::date and ${d.to}::date ${filter}`,
      );
    if (weeks)
      parts.push(
        sql`select week as day, units, litres, revenue from product_sales_weekly where week between ${weeks.first}::date and ${weeks.last}::date ${filter}`,
      );
  }
  if (months) {
    parts.push(
      sql`select month as day, units, litres, revenue from product_sales_monthly where month between ${months.first}::date and ${months.last}::date ${filter}`,
    );
  }
  const rows = await queryRows<Record<string, string>>(
    db,
    sql`select m::date::text as date, coalesce(sum(x.units), 0) as units, coalesce(sum(x.litres), 0) as litres, coalesce(sum(x.revenue), 0) as revenue
        from generate_series(date_trunc('month', ${period.from}::date), ${period.to}::date, interval '1 month') m
        left join (${sql.join(parts, sql` union all `)}) x on date_trunc('month', x.day) = m
        group by m order by m`,
  );
  return rows.map((r) => ({ date: r.date!, units: Number(r.units), litres: Number(r.litres), revenue: Number(r.revenue) }));
}

/** A range cut at the ends of calendar months. */
function withinMonths(range: Period): Period[] {
  const pieces: Period[] = [];
  let from = range.from;
  while (from <= range.to) {
    const monthEnd = dayjs(from).endOf("month").format("YYYY-MM-DD");
    const to = monthEnd < range.to ? monthEnd : range.to;
    pieces.push({ from, to });
    from = dayjs(to).add(1, "day").format("YYYY-MM-DD");
  }
  return pieces;
}

/** A period's sales series: by day, or by month when the period is long. */
export async function seriesTotals(db: Database, products: SQL | null, period: Period | DataPeriod): Promise<DailyTotal[]> {
  if (seriesGranularity(period) === "day") return dailyTotals(db, products, period);
  // Months before and after the data (a partial month of history is none) are left out, not drawn as zeros.
  const from = "dataFrom" in period && period.dataFrom ? period.dataFrom : period.from;
  const to = "dataTo" in period && period.dataTo ? period.dataTo : period.to;
  return monthlyTotals(db, products, { from, to });
}

export const RANK_BY = ["revenue", "units", "litres"] as const;
export type RankBy = (typeof RANK_BY)[number];

/** Products ranked over a period (ids with their sums; the caller adds the product details). */
export async function topProducts(db: Database, products: SQL | null, period: Period, by: RankBy, limit: number) {
  const rows = await queryRows<Record<string, string>>(
    db,
    sql`select product_id, sum(units) as units, sum(litres) as litres, sum(revenue) as revenue
        from (${coveringRollupRows(sql`product_id, units, litres, revenue`, products, period)}) x
        group by product_id order by ${sql.raw(`sum(${by})`)} desc, product_id limit ${limit}`,
  );
  return rows.map((r) => ({
    productId: Number(r.product_id),
    units: Number(r.units),
    litres: Number(r.litres),
    revenue: Number(r.revenue),
  }));
}

/**
 * One page of a set of products ranked by revenue over a period (those without sales last, by
 * name), with the size of the whole set.
 */
export async function rankedProductPage(
  db: Database,
  products: SQL,
  period: Period,
  limit: number,
  offset: number,
): Promise<{ ids: number[]; total: number }> {
  const rows = await queryRows<{ id: number; total: string }>(
    db,
    sql`select p.id, count(*) over () as total
        from products p
        left join (select product_id, sum(revenue) as revenue
                   from (${coveringRollupRows(sql`product_id, revenue`, products, period)}) x
                   group by product_id) s on s.product_id = p.id
        where p.id = any(${products})
        order by coalesce(s.revenue, 0) desc, p.name_bold, p.id
        limit ${limit} offset ${offset}`,
  );
  if (rows.length === 0 && offset > 0) {
    const [count] = await queryRows<{ n: string }>(db, sql`select count(*) as n from products p where p.id = any(${products})`);
    return { ids: [], total: Number(count?.n ?? 0) };
  }
  return { ids: rows.map((r) => Number(r.id)), total: Number(rows[0]?.total ?? 0) };
}

/** Stores ranked by their sales over a period: of the whole market (`products` null), or of some products. */
export async function topStores(db: Database, products: SQL | null, period: Period, by: RankBy, limit: number) {
  if (!products) return rankStores(db, storeTotalsRows(period), null, period, by, limit);
  const filter = sql`and d.product_id = any(${products})`;
  const rows = await queryRows<Record<string, string>>(
    db,
    // Summed per store and product first: a count of products per store then needs no distinct
    // (sorting a million rows), and the stores are joined to 451 rows, not to every day.
    sql`select d.store_id, s.site_id, s.display_name, s.city, s.county, sum(d.sold) as units, sum(d.litres) as litres, sum(d.revenue) as revenue,
               count(*) as products
        from (select store_id, product_id, sum(sold) as sold, sum(litres) as litres, sum(revenue) as revenue
              from (${storeSalesRows(period, filter)}) d group by store_id, product_id) d
        join stores s on s.id = d.store_id
        group by d.store_id, s.site_id, s.display_name, s.city, s.county
        order by ${sql.raw(`sum(d.${by === "units" ? "sold" : by})`)} desc, d.store_id limit ${limit}`,
  );
  return rows.map(rankedStore);
}

/**
 * A company's stores ranked by its sales over a period: the sums from the company's rollups (one
 * row per store and day or month). The same figures as topStores over the company's products,
 * from a few thousand rows instead of a few hundred thousand.
 */
export async function companyTopStores(db: Database, companyId: string, products: SQL, period: Period, by: RankBy, limit: number) {
  return rankStores(db, companyStoreSalesRows(companyId, period), products, period, by, limit);
}

/**
 * Stores ranked by the sums of `storeRows` (store_id, sold, litres, revenue per store and day or
 * month), with how many of `products` (all when null) each of those stores sold, from the
 * products' selling-store bitmaps over the same covering rows.
 */
async function rankStores(db: Database, storeRows: SQL, products: SQL | null, period: Period, by: RankBy, limit: number) {
  const rows = await queryRows<Record<string, string>>(
    db,
    // Summed per store first, then joined to the stores: 451 rows, not one per store and day.
    sql`select d.store_id, s.site_id, s.display_name, s.city, s.county, d.units, d.litres, d.revenue
        from (select store_id, sum(sold) as units, sum(litres) as litres, sum(revenue) as revenue
              from (${storeRows}) d group by store_id) d
        join stores s on s.id = d.store_id
        order by ${sql.raw(`d.${by}`)} desc, d.store_id limit ${limit}`,
  );
  if (rows.length === 0) return [];
  const counts = await queryRows<{ store_id: number; products: string }>(
    db,
    // Each product's stores over the period once (materialized), then one bit per product and store;
    // over the whole market, only products with store detail, as the store totals beside them.
    sql`with sold as materialized (
          select bit_or(selling_stores) as stores
          from (${coveringRollupRows(sql`product_id, selling_stores`, products, period)}) x
          ${products ? sql`` : sql`where product_id not in (select product_id from national_products)`}
          group by product_id)
        select s.store_id, count(*) filter (where get_bit(sold.stores, s.store_id) = 1) as products
        from unnest(${`{${rows.map((r) => r.store_id).join(",")}}`}::int[]) as s(store_id) cross join sold
        group by s.store_id`,
  );
  const productsSold = new Map(counts.map((c) => [Number(c.store_id), c.products]));
  return rows.map((r) => rankedStore({ ...r, products: productsSold.get(Number(r.store_id)) ?? "0" }));
}

const rankedStore = (r: Record<string, string>) => ({
  storeId: Number(r.store_id),
  siteId: r.site_id!,
  storeName: r.display_name!,
  city: r.city ?? null,
  county: r.county ?? null,
  units: Number(r.units),
  litres: Number(r.litres),
  revenue: Number(r.revenue),
  productsSold: Number(r.products),
});

/** One product's daily units, litres and SEK in some stores (all when none are given). */
export async function productDailyInStores(
  db: Database,
  productId: number,
  storeIds: readonly number[],
  period: Period,
): Promise<DailyTotal[]> {
  const stores = storeIds.length ? sql`and d.store_id = any(${`{${storeIds.join(",")}}`}::int[])` : sql``;
  const rows = await queryRows<Record<string, string>>(
    db,
    sql`select g::date::text as date, coalesce(sum(d.sold), 0) as units, coalesce(sum(d.litres), 0) as litres, coalesce(sum(d.revenue), 0) as revenue
        from generate_series(${period.from}::date, ${period.to}::date, interval '1 day') g
        left join stock_daily d on d.product_id = ${productId} and d.day = g::date ${stores}
        group by g order by g`,
  );
  return rows.map((r) => ({ date: r.date!, units: Number(r.units), litres: Number(r.litres), revenue: Number(r.revenue) }));
}
