import type { SQL } from "drizzle-orm";
import type { Database } from "./client";

/** Rows of a raw query on either driver (PGlite answers { rows }, node-postgres too via drizzle). */
export async function queryRows<T = Record<string, unknown>>(db: Database, query: SQL): Promise<T[]> {
  const result = await db.orm.execute(query);
  return ((result as { rows?: T[] }).rows ?? (result as unknown as T[])) as T[];
}
