import type { Freshness } from "../../../contracts";
import type { MarketSourceConfig } from "../../config";
import { nextRun, previousRun } from "../../core/cron-schedule";
import type { Database } from "../../db/client";
import { readDemoMarketMarker } from "../../data/seed";
import { CLOCK_TOLERANCE_MS } from "../../core/cron-schedule";
import { dataBounds } from "../../market/latest-day";
import { latestSnapshotAt } from "../../market/stock-outs";

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
  const latest = await latestSnapshotAt(db);
  const dataThrough = latest ? new Date(latest) : null;
  // Without a key the demo's simulator collects; an install without a demo market then collects nothing.
  const collecting = feed.mode === "monopoly" || (feed.mode === "simulator" && (await readDemoMarketMarker(db)) !== null);
  const expectedSince = collecting ? previousRun(feed.stockSchedule, new Date(now.getTime() - ROUND_ALLOWANCE_MS)) : null;
  return {
    dataThrough: dataThrough?.toISOString() ?? null,
    latestDay: (await dataBounds(db))?.last ?? null,
    collecting,
    expectedSince: expectedSince?.toISOString() ?? null,
    nextCollection: collecting ? nextRun(feed.stockSchedule, now).toISOString() : null,
    stale: expectedSince !== null && (dataThrough === null || dataThrough.getTime() < expectedSince.getTime() - CLOCK_TOLERANCE_MS),
  };
}
