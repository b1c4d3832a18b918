import { sql, type SQL } from "drizzle-orm";
import type { Database } from "../db/client";
import { LOST_SALES_BASELINE_DAYS } from "./measures";
import { queryRows } from "./rows";

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
  /** Average units a day over the 60 days before the stock-out began. */
  dailyUnitsBefore: number;
  /** days × dailyUnitsBefore, one decimal. */
  lostUnits: number;
}

/**
 * The stock-outs still open for some products, the costliest first: days out of stock times what
 * the pair sold a day over the 60 days before it ran out.
 */
export async function openStockOuts(db: Database, products: SQL, asOf: string, limit: number): Promise<OpenStockOut[]> {
  const rows = await queryRows<Record<string, string | null>>(
    db,
    sql`select o.product_id, o.store_id, s.site_id, s.display_name, s.city, s.county, o.since::text as since,
               (${asOf}::date - o.since + 1) as days, b.per_day
        from stock_outs o
        join stores s on s.id = o.store_id
        cross join lateral (
          select coalesce(sum(d.sold), 0) / ${LOST_SALES_BASELINE_DAYS}::numeric as per_day from stock_daily d
          where d.product_id = o.product_id and d.store_id = o.store_id
            and d.day >= o.since - ${LOST_SALES_BASELINE_DAYS}::int and d.day < o.since) b
        where o.until is null and o.since <= ${asOf}::date and o.product_id = any(${products})
        order by (${asOf}::date - o.since + 1) * b.per_day desc, o.since, o.store_id, o.product_id
        limit ${limit}`,
  );
  return rows.map((r) => {
    const days = Number(r.days);
    const perDay = Number(r.per_day);
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
      lostUnits: Math.round(days * perDay * 10) / 10,
    };
  });
}

/** When the newest stock snapshot of any store was taken. */
export async function latestSnapshotAt(db: Database): Promise<string | null> {
  const [row] = await queryRows<{ latest: string | Date | null }>(db, sql`select max(last_observed_at) as latest from stock_ingest_state`);
  return row?.latest ? new Date(row.latest).toISOString() : null;
}
