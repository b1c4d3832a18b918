import { sql } from "drizzle-orm";
import type { Database } from "../db/client";
import { stockholmDay } from "../data/pipeline/stockholm-day";
import { resolvePeriod, withData, type DataBounds, type DataPeriod } from "./period";
import { queryRows } from "./rows";

/** The first and last day with sales data; null when there is none. */
export async function dataBounds(db: Database): Promise<DataBounds | null> {
  const [row] = await queryRows<{ first: string | null; last: string | null }>(
    db,
    sql`select min(day)::text as first, max(day)::text as last from product_sales_daily`,
  );
  return row?.first && row.last ? { first: row.first, last: row.last } : null;
}

/** The latest day with sales data, which relative periods end on (today when there is none). */
export async function latestDataDay(db: Database): Promise<string> {
  return (await dataBounds(db))?.last ?? stockholmDay(Date.now());
}

/**
 * The period a request asks for, ending on the latest day with data by default (PeriodError →
 * 400), with the part of it that has data.
 */
export async function requestPeriod(
  db: Database,
  query: { period?: string | undefined; from?: string | undefined; to?: string | undefined },
  fallback?: string,
): Promise<DataPeriod> {
  const bounds = await dataBounds(db);
  return withData(resolvePeriod(query, bounds?.last ?? stockholmDay(Date.now()), fallback), bounds);
}
