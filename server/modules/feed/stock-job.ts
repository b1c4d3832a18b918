import type { AppContext } from "../../core/context";
import { collectStock } from "../../data/collector/collect-stock";
import { nextRun, scheduleOnce } from "./schedule";
import type { FeedSource } from "./source";

export const STOCK_JOB = "feed.stock";

/**
 * The stock collection as a job on the durable queue: each round collects every listed product's
 * stock through the pipeline, then queues the next round at the schedule's next time
 * (MARKET_STOCK_SCHEDULE). A round that fails is retried by the queue; the next one is queued
 * either way, so one bad round never stops the feed.
 */
export function registerStockJob(ctx: AppContext, source: FeedSource): void {
  ctx.jobs.register(STOCK_JOB, async (_payload, job) => {
    try {
      const from = await source.ready();
      if (!from) return { skipped: "no market source" };
      return { ...(await collectStock(ctx.db, from, { onProgress: (fraction) => job.progress(fraction) })) };
    } finally {
      await scheduleStock(ctx);
    }
  });
}

/** Queues the next round at the schedule's next time, unless one is queued already. */
export async function scheduleStock(ctx: AppContext, from = new Date()): Promise<void> {
  await scheduleOnce(ctx.db, ctx.jobs, STOCK_JOB, nextRun(ctx.config.marketSource.stockSchedule, from));
}
