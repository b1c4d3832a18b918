import { monitorEventLoopDelay } from "node:perf_hooks";
import { sql } from "drizzle-orm";
import type { Database } from "../../db/client";

export async function databaseReachability(db: Database) {
  const started = performance.now();
  try {
    await db.ping();
    return { reachable: true, latencyMs: Math.round((performance.now() - started) * 100) / 100 };
  } catch {
    return { reachable: false, latencyMs: null };
  }
}

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


/** Event-loop delay histogram, sampled for the life of the process. */
export function startEventLoopMonitor() {
  const histogram = monitorEventLoopDelay({ resolution: 20 });
  histogram.enable();
  const ms = (ns: number) => (Number.isFinite(ns) ? Math.round(ns / 1e4) / 100 : 0);
  return {
    read: () => ({ mean: ms(histogram.mean), p99: ms(histogram.percentile(99)), max: ms(histogram.max) }),
    stop: () => histogram.disable(),
  };
}
