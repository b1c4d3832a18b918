import { sql } from "drizzle-orm";
import type { Database } from "../db/client";
import { queryRows } from "./rows";

/*
 * The derived measures every page and ranking uses, defined once. Periods are whole Stockholm
 * days, `from` and `to` inclusive.
 */

/** Velocity is litres per selling store per this many days (4 weeks). */
export const VELOCITY_DAYS = 28;
/** Stock is stale after this many days without a sale or a delivery. */
export const STALE_AFTER_DAYS = 30;
/** Lost sales are valued at the average daily sales of this many days before the period. */
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
  /** Units not sold for lack of stock: out-of-stock days × that store's average daily sales before the period. */
  lostUnits: number;
  /** Units on shelves now. */
  stock: number;
  /** Stock ÷ average weekly units of the last 4 weeks; null when nothing sold. */
  weeksOfSupply: number | null;
}

export function periodDays({ from, to }: Period): number {
  return Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / 86_400_000) + 1;
}

export function velocity(litres: number, sellingStores: number, days: number): number {
  return sellingStores === 0 || days <= 0 ? 0 : litres / sellingStores / (days / VELOCITY_DAYS);
}

export function weeksOfSupply(stock: number, unitsInBaseline: number): number | null {
  return unitsInBaseline <= 0 ? null : stock / (unitsInBaseline / (SUPPLY_BASELINE_DAYS / 7));
}

type Row = Record<string, string | number | null>;
const rows = (db: Database, query: ReturnType<typeof sql>) => queryRows<Row>(db, query);

/** Every measure for the given products over a period, in one round of queries. */
export async function productMeasures(db: Database, productIds: readonly number[], period: Period): Promise<Map<number, ProductMeasures>> {
  const ids = sql`${`{${productIds.join(",")}}`}::int[]`;
  const { from, to } = period;
  const [sales, stock, outs] = await Promise.all([
    rows(
      db,
      sql`select product_id, sum(sold) as units, sum(litres) as litres, sum(revenue) as revenue,
                 count(distinct store_id) filter (where sold > 0) as selling
          from stock_daily where product_id = any(${ids}) and day between ${from}::date and ${to}::date
          group by product_id`,
    ),
    rows(
      db,
      sql`select l.product_id, count(*) as listing, sum(l.quantity) as stock,
                 count(*) filter (where l.quantity > 0 and not exists (
                   select 1 from stock_daily d where d.product_id = l.product_id and d.store_id = l.store_id
                     and d.day > ${to}::date - ${STALE_AFTER_DAYS}::int and d.day <= ${to}::date and (d.sold > 0 or d.delivered > 0))) as stale,
                 (select coalesce(sum(sold), 0) from stock_daily d where d.product_id = l.product_id
                     and d.day > ${to}::date - ${SUPPLY_BASELINE_DAYS}::int and d.day <= ${to}::date) as recent_units
          from stock_levels l where l.product_id = any(${ids}) group by l.product_id`,
    ),
    rows(
      db,
      sql`with out_days as (
            select o.store_id, o.product_id,
                   sum(least(coalesce(o.until, ${to}::date + 1), ${to}::date + 1) - greatest(o.since, ${from}::date)) as days
            from stock_outs o
            where o.product_id = any(${ids}) and o.since <= ${to}::date and (o.until is null or o.until > ${from}::date)
            group by 1, 2)
          select od.product_id, sum(od.days) as out_days,
                 sum(od.days * coalesce((select sum(sold) from stock_daily d where d.product_id = od.product_id and d.store_id = od.store_id
                     and d.day >= ${from}::date - ${LOST_SALES_BASELINE_DAYS}::int and d.day < ${from}::date), 0) / ${LOST_SALES_BASELINE_DAYS}::numeric) as lost
          from out_days od group by od.product_id`,
    ),
  ]);
  const days = periodDays(period);
  const byId = <T extends Row>(list: T[]) => new Map(list.map((r) => [Number(r.product_id), r]));
  const salesBy = byId(sales);
  const stockBy = byId(stock);
  const outsBy = byId(outs);
  const result = new Map<number, ProductMeasures>();
  for (const productId of productIds) {
    const s = salesBy.get(productId);
    const k = stockBy.get(productId);
    const o = outsBy.get(productId);
    const litres = Number(s?.litres ?? 0);
    const selling = Number(s?.selling ?? 0);
    const onShelves = Number(k?.stock ?? 0);
    result.set(productId, {
      productId,
      units: Number(s?.units ?? 0),
      litres,
      revenue: Number(s?.revenue ?? 0),
      storesListing: Number(k?.listing ?? 0),
      storesSelling: selling,
      velocity: velocity(litres, selling, days),
      outOfStockDays: Number(o?.out_days ?? 0),
      staleStores: Number(k?.stale ?? 0),
      lostUnits: Math.round(Number(o?.lost ?? 0) * 10) / 10,
      stock: onShelves,
      weeksOfSupply: weeksOfSupply(onShelves, Number(k?.recent_units ?? 0)),
    });
  }
  return result;
}
