import { sql, type SQL } from "drizzle-orm";
import type { Database } from "../db/client";
import { TRAILING_DAILY_RATE_SQL } from "./measures";
import { queryRows } from "../db/rows";

export interface OpenStockOut {
  productId: number;
  storeId: number;
  siteId: string;
  storeName: string;
  city: string | null;
  county: string | null;
  since: string;
  /** Days without stock up to and including `asOf`. */
  days: number;
  /** Average units a day before the stock-out began (over the days of the 60 before it that have data). */
  dailyUnitsBefore: number;
  /** days × dailyUnitsBefore, in whole units. */
  lostUnits: number;
  /** The lost units at the product's price (SEK). */
  lostRevenue: number;
}

/**
 * The stock-outs still open for some products, the most lost units first: days out of stock times what
 * the pair sold a day before it ran out, in whole units and at the product's price.
 */
export async function openStockOuts(db: Database, products: SQL, asOf: string, limit: number): Promise<OpenStockOut[]> {
  const rows = await queryRows<Record<string, string | null>>(
    db,
    sql`select o.product_id, o.store_id, s.site_id, s.display_name, s.city, s.county, o.since::text as since,
               (${asOf}::date - o.since + 1) as days, b.per_day, p.price
        from stock_outs o
        join stores s on s.id = o.store_id
        join products p on p.id = o.product_id
        cross join lateral (select ${TRAILING_DAILY_RATE_SQL} as per_day) b
        where o.until is null and o.since <= ${asOf}::date and o.product_id = any(${products})
        order by round((${asOf}::date - o.since + 1) * b.per_day) desc, coalesce(p.price, 0) desc, o.since, o.store_id, o.product_id
        limit ${limit}`,
  );
  return rows.map((r) => {
    const days = Number(r.days);
    const perDay = Number(r.per_day);
    const lostUnits = Math.round(days * perDay);
    return {
      productId: Number(r.product_id),
      storeId: Number(r.store_id),
      siteId: r.site_id!,
      storeName: r.display_name!,
      city: r.city ?? null,
      county: r.county ?? null,
      since: r.since!,
      days,
      dailyUnitsBefore: Math.round(perDay * 100) / 100,
      lostUnits,
      lostRevenue: Math.round(lostUnits * Number(r.price ?? 0)),
    };
  });
}

/** When the newest stock snapshot of any store was taken. */
export async function latestSnapshotAt(db: Database): Promise<string | null> {
  const [row] = await queryRows<{ latest: string | Date | null }>(db, sql`select max(last_observed_at) as latest from stock_ingest_state`);
  return row?.latest ? new Date(row.latest).toISOString() : null;
}
