import { sql } from "drizzle-orm";
import type { Freshness } from "../../../contracts";
import type { MarketSourceConfig } from "../../config";
import { nextRun, previousRun } from "../../core/cron-schedule";
import type { Database } from "../../db/client";
import { queryRows } from "../../db/rows";
import { dataBounds } from "../../market/latest-day";

/**
 * How long a scheduled stock round may take before its absence makes the data stale: the demo
 * market's round takes seconds, the real market's about 40 minutes at the source's request budget
 * (bench/results/feed.md).
 */
export const ROUND_ALLOWANCE_MS = 60 * 60_000;

/**
 * The newest data and what the schedule promised: data is stale when a stock round scheduled at
 * least ROUND_ALLOWANCE_MS ago is not in it. An install fed by imports only promises nothing.
 */
export async function marketFreshness(
  db: Database,
  feed: Pick<MarketSourceConfig, "mode" | "stockSchedule">,
  now = new Date(),
): Promise<Freshness> {
  const [row] = await queryRows<{ observed_ms: number | null }>(
    db,
    sql`select (extract(epoch from max(last_observed_at)) * 1000)::float8 as observed_ms from stock_ingest_state`,
  );
  const dataThrough = row?.observed_ms == null ? null : new Date(Number(row.observed_ms));
  const collecting = feed.mode !== "off";
  const expectedSince = collecting ? previousRun(feed.stockSchedule, new Date(now.getTime() - ROUND_ALLOWANCE_MS)) : null;
  return {
    dataThrough: dataThrough?.toISOString() ?? null,
    latestDay: (await dataBounds(db))?.last ?? null,
    collecting,
    expectedSince: expectedSince?.toISOString() ?? null,
    nextCollection: collecting ? nextRun(feed.stockSchedule, now).toISOString() : null,
    stale: expectedSince !== null && (dataThrough === null || dataThrough.getTime() < expectedSince.getTime()),
  };
}
