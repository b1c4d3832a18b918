import type { AppContext } from "../../core/context";
import { collectCatalogue } from "../../data/collector/collect-catalogue";
import { collectStock } from "../../data/collector/collect-stock";
import { queryRows } from "../../db/rows";
import { sql } from "drizzle-orm";
import { queueSingleRound } from "../../core/single-round";
import { nextRun } from "./schedule";
import type { FeedSource } from "./source";

export const STOCK_JOB = "feed.stock";
export const CATALOGUE_JOB = "feed.catalogue";
/** A failed round is tried again by the queue, twice, before the next scheduled one. */
const ROUND_ATTEMPTS = 3;

/**
 * The collection rounds as jobs on the durable queue. Each round queues its successor at the
 * schedule's next time (MARKET_STOCK_SCHEDULE, MARKET_CATALOGUE_SCHEDULE) whether it succeeded or
 * not, so one bad round never stops the feed; a failed round is retried by the queue.
 */
export function registerFeedJobs(ctx: AppContext, source: FeedSource): void {
  const { stockSchedule, catalogueSchedule } = ctx.config.marketSource;
  ctx.jobs.register(STOCK_JOB, async (_payload, job) => {
    try {
      const from = await source.ready();
      if (!from) return { skipped: "no market source" };
      return { ...(await collectStock(ctx.db, from, { onProgress: (fraction) => job.progress(fraction) })) };
    } finally {
      await queueSingleRound(ctx.db, ctx.jobs, STOCK_JOB, nextRun(stockSchedule, new Date()), ROUND_ATTEMPTS);
    }
  });
  ctx.jobs.register(CATALOGUE_JOB, async () => {
    try {
      const from = await source.ready();
      if (!from) return { skipped: "no market source" };
      return { ...(await collectCatalogue(ctx.db, from)) };
    } finally {
      await queueSingleRound(ctx.db, ctx.jobs, CATALOGUE_JOB, nextRun(catalogueSchedule, new Date()), ROUND_ATTEMPTS);
    }
  });
}

/**
 * Queues the next rounds. An install that has no stores yet — a new one with a key — collects its
 * catalogue and then its stock at once (the queue runs the older job first).
 */
export async function scheduleFeed(ctx: AppContext): Promise<void> {
  const now = new Date();
  const [{ stores } = { stores: 0 }] = await queryRows<{ stores: number }>(
    ctx.db,
    sql`select count(*)::int as stores from stores where not is_agent`,
  );
  const empty = stores === 0;
  const { catalogueSchedule, stockSchedule } = ctx.config.marketSource;
  await queueSingleRound(ctx.db, ctx.jobs, CATALOGUE_JOB, empty ? now : nextRun(catalogueSchedule, now), ROUND_ATTEMPTS);
  await queueSingleRound(ctx.db, ctx.jobs, STOCK_JOB, empty ? new Date(now.getTime() + 1) : nextRun(stockSchedule, now), ROUND_ATTEMPTS);
}
