import { monitorEventLoopDelay } from "node:perf_hooks";
import type { Database } from "../../db/client";
import { migrationStatus } from "../../db/migrate";

export async function databaseReachability(db: Database) {
  const started = performance.now();
  try {
    await db.ping();
    return { reachable: true, latencyMs: Math.round((performance.now() - started) * 100) / 100 };
  } catch {
    return { reachable: false, latencyMs: null };
  }
}

/** Migrations applied and available; none known while the database is unreachable. */
export async function migrationState(db: Database, reachable: boolean) {
  return reachable ? migrationStatus(db) : { applied: 0, available: 0, current: false, latest: null };
}

export { databaseFigures } from "./queries";

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
