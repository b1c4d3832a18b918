import type { SQL } from "drizzle-orm";
import type { Database, Orm } from "./client";

/** Rows of a raw query on either driver (PGlite answers { rows }, node-postgres too via drizzle), inside a transaction or not. */
export async function ormRows<T = Record<string, unknown>>(orm: Orm, query: SQL): Promise<T[]> {
  const result = await orm.execute(query);
  return ((result as { rows?: T[] }).rows ?? (result as unknown as T[])) as T[];
}

/** Rows of a raw query on the database. */
export function queryRows<T = Record<string, unknown>>(db: Database, query: SQL): Promise<T[]> {
  return ormRows<T>(db.orm, query);
}
