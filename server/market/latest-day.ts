import { sql } from "drizzle-orm";
import type { Database } from "../db/client";
import { stockholmDay } from "../data/pipeline/stockholm-day";
import { queryRows } from "./rows";

/** The latest day with sales data, which relative periods end on (today when there is none). */
export async function latestDataDay(db: Database): Promise<string> {
  const [row] = await queryRows<{ day: string | null }>(db, sql`select max(day)::text as day from product_sales_daily`);
  return row?.day ?? stockholmDay(Date.now());
}
