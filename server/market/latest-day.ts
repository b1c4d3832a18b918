import { sql } from "drizzle-orm";
import type { Database } from "../db/client";
import { stockholmDay } from "../core/stockholm-day";
import { resolvePeriod, withData, type DataBounds, type DataPeriod } from "./period";
import { queryRows } from "../db/rows";

/** The first and last day with sales data (months of history included); null when there is none. */
export async function dataBounds(db: Database): Promise<DataBounds | null> {
  const [row] = await queryRows<{ first: string | null; daily: string | null; last: string | null }>(
    db,
    // Months of history are monthly rows before the first day; the month that day falls in is not history.
    // Each bound is one end of an index (min/max over a plain condition): a join to the first day
    // would make the planner aggregate every month of history instead, on every request.
    sql`select least((select min(month) from product_sales_monthly
                      where month < date_trunc('month', (select min(day) from product_sales_daily))), days.daily)::text as first,
               days.daily::text as daily, days.last::text as last
        from (select min(day) as daily, max(day) as last from product_sales_daily) days`,
  );
  return row?.first && row.daily && row.last ? { first: row.first, daily: row.daily, last: row.last } : null;
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
