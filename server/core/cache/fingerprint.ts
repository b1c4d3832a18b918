import { sql } from "drizzle-orm";
import type { Database } from "../../db/client";
import { queryRows } from "../../db/rows";
import { MARKET_DATA_CHANGED_KEY } from "./data-changed";

/**
 * The state of the market data as one cheap text: the latest stock observation, catalogue and store
 * change, rolled-up day, yearly sales, the companies' supplier names, and the marks that imports
 * (`importFile`, any kind, from the command line too) and the demo seed leave in app_settings. Any
 * ingest — the snapshot pipeline, an importer, the seed, a supplier linked to a company — changes
 * it, so it is part of every key and old entries are simply never read again. Rows written by hand
 * with SQL are not seen: purge the cache after such a change (DELETE /api/v1/admin/cache/purge).
 */
export async function readDataFingerprint(db: Database): Promise<string> {
  const [row] = await queryRows<{ v: string }>(
    db,
    sql`select concat_ws('|',
          (select max(last_observed_at) from stock_ingest_state)::text,
          (select max(updated_at) from products)::text,
          (select max(updated_at) from stores)::text,
          (select max(day) from product_sales_daily)::text,
          (select count(*) from article_yearly_sales)::text,
          (select count(*)::text || ':' || coalesce(sum(hashtext(company_id::text || '/' || supplier_name)), 0)::text from company_suppliers),
          (select max(updated_at) from companies)::text,
          (select string_agg(value, ',' order by key) from app_settings where key in (${MARKET_DATA_CHANGED_KEY}, 'demo_market'))) as v`,
  );
  return row?.v ?? "-";
}

/** Reads the fingerprint at most once per `maxAgeMs` (0: on every call); concurrent calls share a read. */
export function createFingerprint(db: Database, maxAgeMs: number, now: () => number = Date.now) {
  let value: string | null = null;
  let readAt = 0;
  let reading: Promise<string> | null = null;
  return {
    async current(): Promise<string> {
      if (value !== null && maxAgeMs > 0 && now() - readAt < maxAgeMs) return value;
      reading ??= readDataFingerprint(db).finally(() => (reading = null));
      const started = now();
      const read = await reading;
      value = read;
      readAt = started;
      return read;
    },
    forget(): void {
      value = null;
    },
  };
}
