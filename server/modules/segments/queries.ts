/** The segments module's own SQL. */
import { sql, type SQL } from "drizzle-orm";
import type { Database } from "../../db/client";
import { queryRows } from "../../db/rows";

/** The ids a product set (an SQL array expression, e.g. segmentProducts) holds. */
export async function productIdsOf(db: Database, products: SQL): Promise<number[]> {
  return (await queryRows<{ id: number }>(db, sql`select unnest(${products}) as id`)).map((r) => Number(r.id));
}
