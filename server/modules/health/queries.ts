/** The health module's own SQL: figures of the database server. */
import { sql } from "drizzle-orm";
import type { Database } from "../../db/client";

export async function databaseFigures(db: Database) {
  const result = await db.orm.execute(sql`
    select
      current_setting('server_version') as server_version,
      pg_database_size(current_database())::bigint as size_bytes,
      (select count(*) from information_schema.tables
        where table_schema not in ('pg_catalog', 'information_schema'))::int as tables,
      (select count(*) from pg_stat_activity where state = 'active')::int as active_connections
  `);
  const row = (result as unknown as { rows: Record<string, unknown>[] }).rows[0] ?? {};
  return {
    serverVersion: String(row.server_version ?? "unknown"),
    sizeBytes: Number(row.size_bytes ?? 0),
    tables: Number(row.tables ?? 0),
    activeConnections: Number(row.active_connections ?? 0),
  };
}
