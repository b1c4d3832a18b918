import { sql } from "drizzle-orm";
import type { Database } from "../db/client";
import { stockholmDay, stockholmHour } from "../core/stockholm-day";
import { resolvePeriod, withData, type DataBounds, type DataPeriod } from "./period";
import { queryRows } from "../db/rows";
import { latestSnapshotAt } from "./stock-outs";

/**
 * Whether the stores' day is over at an instant: they close at 19 on weekdays and 15 on Saturdays
 * and are closed on Sundays (a holiday eve closes earlier: its day counts as over from the usual hour).
 */
export function storesClosedAt(epochMs: number): boolean {
  const weekday = new Date(`${stockholmDay(epochMs)}T12:00:00Z`).getUTCDay();
  return weekday === 0 || stockholmHour(epochMs) >= (weekday === 6 ? 15 : 19);
}

/**
 * The first and last day with sales data (months of history included); null when there is none.
 * The last is the last whole day: a day the collector has seen only part of (its newest stock
 * observation before the stores closed) is today so far, which periods leave out — its figures
 * would read as a fall against whole days — unless it is the only day there is.
 */
export async function dataBounds(db: Database): Promise<DataBounds | null> {
  const bounds = await storedBounds(db);
  if (!bounds) return null;
  const newest = await latestSnapshotAt(db);
  const observedMs = newest ? Date.parse(newest) : null;
  if (observedMs === null || stockholmDay(observedMs) !== bounds.last || storesClosedAt(observedMs)) return bounds;
  const [before] = await queryRows<{ day: string | null }>(
    db,
    sql`select max(day)::text as day from product_sales_daily where day < ${bounds.last}::date`,
  );
  return before?.day && before.day >= bounds.daily ? { ...bounds, last: before.day } : bounds;
}

async function storedBounds(db: Database): Promise<DataBounds | null> {
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

/**
 * The day stock stands on: the newest stock observation's (Stockholm), a day not yet over included
 * — stock is a state, not a period's sum; the latest day with sales when no stock was observed.
 */
export async function latestStockDay(db: Database): Promise<string> {
  const newest = await latestSnapshotAt(db);
  return newest ? stockholmDay(Date.parse(newest)) : latestDataDay(db);
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
