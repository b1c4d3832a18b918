import { sql } from "drizzle-orm";
import type { Database } from "../db/client";
import { stockholmDay } from "../data/pipeline/stockholm-day";
import { resolvePeriod, type Period } from "./period";
import { queryRows } from "./rows";

/** The latest day with sales data, which relative periods end on (today when there is none). */
export async function latestDataDay(db: Database): Promise<string> {
  const [row] = await queryRows<{ day: string | null }>(db, sql`select max(day)::text as day from product_sales_daily`);
  return row?.day ?? stockholmDay(Date.now());
}

/** The period a request asks for, ending on the latest day with data by default (PeriodError → 400). */
export async function requestPeriod(
  db: Database,
  query: { period?: string | undefined; from?: string | undefined; to?: string | undefined },
  fallback?: string,
): Promise<Period> {
  return resolvePeriod(query, await latestDataDay(db), fallback);
}
