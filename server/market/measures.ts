import { sql } from "drizzle-orm";
import type { Database } from "../db/client";
import { daysWithData, type DataPeriod } from "./period";
import { queryRows } from "../db/rows";
import { coveringRollupRows } from "./rollup-rows";

/*
 * The derived measures every page and ranking uses, defined once. Periods are whole Stockholm
 * days, `from` and `to` inclusive.
 */

/** Velocity is litres per selling store per this many days (4 weeks). */
export const VELOCITY_DAYS = 28;
/** Stock is stale after this many days without a sale or a delivery. */
export const STALE_AFTER_DAYS = 30;
/** Lost sales are valued at the pair's average daily sales over (at most) this many days before it ran out. */
export const LOST_SALES_BASELINE_DAYS = 60;
/** Weeks of supply divide today's stock by the average week of this many recent days. */
export const SUPPLY_BASELINE_DAYS = 28;

export interface Period {
  from: string;
  to: string;
}

export interface ProductMeasures {
  productId: number;
  units: number;
  litres: number;
  revenue: number;
  /** Stores that list the product now. */
  storesListing: number;
  /** Stores that sold it in the period. */
  storesSelling: number;
  /** Litres per selling store per 4 weeks. */
  velocity: number;
  /** Store-days in the period on which a listing store had none. */
  outOfStockDays: number;
  /** Listing stores holding stock that neither sold nor received any in the last 30 days. */
  staleStores: number;
  /** Whole units not sold for lack of stock: per store, out-of-stock days × its daily rate before it ran out. */
  lostUnits: number;
  /** The lost units at the product's price (SEK). */
  lostRevenue: number;
  /** Units on shelves now. */
  stock: number;
  /** Stock ÷ average weekly units of the last 4 weeks; null when nothing sold. */
  weeksOfSupply: number | null;
}

export function velocity(litres: number, sellingStores: number, days: number): number {
  return sellingStores === 0 || days <= 0 ? 0 : litres / sellingStores / (days / VELOCITY_DAYS);
}

export function weeksOfSupply(stock: number, unitsInBaseline: number): number | null {
  return unitsInBaseline <= 0 ? null : stock / (unitsInBaseline / (SUPPLY_BASELINE_DAYS / 7));
}

/**
 * What a store sold of a product a day before a stock-out began (`o` is the stock_outs row): its
 * sales over the baseline days before `o.since` divided by the days of that window that have data.
 * A stock-out that began on the first day of data has no history; it takes the product's average
 * per selling store and day over the first baseline days of data instead.
 */
export const TRAILING_DAILY_RATE_SQL = sql`(
  select case when w.days > 0 then w.sold / w.days else coalesce((
           -- Only when there are no days before (a subquery in the branch, not a join, so it runs only then).
           select sum(p.units)::numeric / nullif(sum(p.stores_selling), 0)
           from product_sales_daily p
           where p.product_id = o.product_id and p.day >= fd.first_day and p.day < fd.first_day + ${LOST_SALES_BASELINE_DAYS}::int), 0) end
  from (select coalesce(min(day), current_date) as first_day from product_sales_daily) fd
  cross join lateral (
    select coalesce(sum(d.sold), 0)::numeric as sold,
           o.since - greatest(o.since - ${LOST_SALES_BASELINE_DAYS}::int, fd.first_day) as days
    from stock_daily d
    where d.product_id = o.product_id and d.store_id = o.store_id
      and d.day >= o.since - ${LOST_SALES_BASELINE_DAYS}::int and d.day < o.since) w
)`;

type Row = Record<string, string | number | null>;
const rows = (db: Database, query: ReturnType<typeof sql>) => queryRows<Row>(db, query);

export type ProductSalesMeasures = Pick<ProductMeasures, "productId" | "units" | "litres" | "revenue" | "storesSelling" | "velocity">;

/**
 * The sales measures alone, from the rollup rows covering the period (a few rows per product, not
 * one per store and day): units, litres and SEK summed, the selling stores counted from the OR of
 * their selling-store bitmaps. The same rows and the same split as the stores' figures
 * (storeSalesRows), so the sums agree with them.
 */
export async function productSalesMeasures(
  db: Database,
  productIds: readonly number[],
  period: Period | DataPeriod,
): Promise<Map<number, ProductSalesMeasures>> {
  const ids = sql`${`{${productIds.join(",")}}`}::int[]`;
  const sales = await rows(
    db,
    sql`select product_id, sum(units) as units, sum(litres) as litres, sum(revenue) as revenue, bit_count(bit_or(selling_stores)) as selling
        from (${coveringRollupRows(sql`product_id, units, litres, revenue, selling_stores`, ids, { from: period.from, to: period.to })}) x
        group by product_id`,
  );
  const days = daysWithData(period);
  const byId = new Map(sales.map((r) => [Number(r.product_id), r]));
  const result = new Map<number, ProductSalesMeasures>();
  for (const productId of productIds) {
    const s = byId.get(productId);
    const litres = Number(s?.litres ?? 0);
    const selling = Number(s?.selling ?? 0);
    result.set(productId, {
      productId,
      units: Number(s?.units ?? 0),
      litres,
      revenue: Number(s?.revenue ?? 0),
      storesSelling: selling,
      velocity: velocity(litres, selling, days),
    });
  }
  return result;
}

/** Every measure for the given products over a period, in one round of queries. */
export async function productMeasures(
  db: Database,
  productIds: readonly number[],
  period: Period | DataPeriod,
): Promise<Map<number, ProductMeasures>> {
  const ids = sql`${`{${productIds.join(",")}}`}::int[]`;
  const { from, to } = period;
  const [sales, stock, outs] = await Promise.all([
    productSalesMeasures(db, productIds, period),
    rows(
      db,
      sql`select l.product_id, count(*) as listing, sum(l.quantity) as stock,
                 count(*) filter (where l.quantity > 0 and not exists (
                   select 1 from stock_daily d where d.product_id = l.product_id and d.store_id = l.store_id
                     and d.day > ${to}::date - ${STALE_AFTER_DAYS}::int and d.day <= ${to}::date and d.sold > 0)
                   -- Sales first: the pair index holds sold, so only pairs without a sale read days from the table.
                   and not exists (
                   select 1 from stock_daily d where d.product_id = l.product_id and d.store_id = l.store_id
                     and d.day > ${to}::date - ${STALE_AFTER_DAYS}::int and d.day <= ${to}::date and d.delivered > 0)) as stale,
                 (select coalesce(sum(units), 0) from product_sales_daily s where s.product_id = l.product_id
                     and s.day > ${to}::date - ${SUPPLY_BASELINE_DAYS}::int and s.day <= ${to}::date) as recent_units
          from stock_levels l where l.product_id = any(${ids}) group by l.product_id
          union all
          -- Sold nationally only: listed where the assortment says, no stock known.
          select n.product_id, bit_count(n.listing_stores), null, 0, 0 from national_products n where n.product_id = any(${ids})`,
    ),
    rows(
      db,
      sql`with out_spells as (
            select o.product_id,
                   least(coalesce(o.until, ${to}::date + 1), ${to}::date + 1) - greatest(o.since, ${from}::date) as days,
                   ${TRAILING_DAILY_RATE_SQL} as per_day
            from stock_outs o
            where o.product_id = any(${ids}) and o.since <= ${to}::date and (o.until is null or o.until > ${from}::date))
          select s.product_id, sum(s.days) as out_days, sum(round(s.days * s.per_day)) as lost, max(p.price) as price
          from out_spells s join products p on p.id = s.product_id
          group by s.product_id`,
    ),
  ]);
  const byId = <T extends Row>(list: T[]) => new Map(list.map((r) => [Number(r.product_id), r]));
  const stockBy = byId(stock);
  const outsBy = byId(outs);
  const result = new Map<number, ProductMeasures>();
  for (const productId of productIds) {
    const k = stockBy.get(productId);
    const o = outsBy.get(productId);
    const onShelves = Number(k?.stock ?? 0);
    result.set(productId, {
      ...sales.get(productId)!,
      storesListing: Number(k?.listing ?? 0),
      outOfStockDays: Number(o?.out_days ?? 0),
      staleStores: Number(k?.stale ?? 0),
      lostUnits: Number(o?.lost ?? 0),
      lostRevenue: Math.round(Number(o?.lost ?? 0) * Number(o?.price ?? 0)),
      stock: onShelves,
      weeksOfSupply: weeksOfSupply(onShelves, Number(k?.recent_units ?? 0)),
    });
  }
  return result;
}
