import type { AppContext } from "../../core/context";
import { collectCatalogue } from "../../data/collector/collect-catalogue";
import { collectStock } from "../../data/collector/collect-stock";
import { stockholmDay } from "../../core/stockholm-day";
import { markMarketDataChanged } from "../../core/cache/data-changed";
import { queryRows } from "../../db/rows";
import { sql } from "drizzle-orm";
import { queueSingleRound } from "../../core/single-round";
import { CLOCK_TOLERANCE_MS, nextRun, previousRun } from "../../core/cron-schedule";
import { latestSnapshotAt } from "../../market/stock-outs";
import type { FeedSource } from "./source";
import { readPaused, roundRunning } from "./queries";
import { registerIncidentMail, withIncident, type IncidentServices } from "./incident";
import type { FeedSkipReason } from "../../../contracts";

export const STOCK_JOB = "feed.stock";
export const CATALOGUE_JOB = "feed.catalogue";
/** A failed round is tried again by the queue, twice, before the next scheduled one. */
export const ROUND_ATTEMPTS = 3;
const PAUSED: { skipped: FeedSkipReason } = { skipped: "paused" };
const NO_SOURCE: { skipped: FeedSkipReason } = { skipped: "no market source" };

/**
 * The collection rounds as jobs on the durable queue. Each round queues its successor at the
 * schedule's next time (MARKET_STOCK_SCHEDULE, MARKET_CATALOGUE_SCHEDULE) whether it succeeded or
 * not, so one bad round never stops the feed; a failed round is retried by the queue. While the
 * operators have paused the feed (/admin/feed), a round asks the source nothing and only queues its successor.
 */
export function registerFeedJobs(ctx: AppContext, source: FeedSource): void {
  const { stockSchedule, catalogueSchedule } = ctx.config.marketSource;
  const incidents: IncidentServices = { db: ctx.db, jobs: ctx.jobs };
  registerIncidentMail(ctx.jobs, { db: ctx.db, mailer: ctx.mailer, publicUrl: ctx.config.publicUrl });
  ctx.jobs.register(STOCK_JOB, async (_payload, job) => {
    try {
      if (await readPaused(ctx.db)) return PAUSED;
      const from = await source.ready();
      if (!from) return NO_SOURCE;
      return await withIncident(incidents, "stock", job, async () => {
        const round = await collectStock(ctx.db, from, { onProgress: (fraction) => job.progress(fraction) });
        // The demo's weekly lists go on with its market: each whole week's list once the week is over.
        // (The demo's code loads only where a demo market is simulated.)
        let demoWeeks = 0;
        let rangeDays = 0;
        if (ctx.config.marketSource.mode === "simulator") {
          const day = stockholmDay(Date.parse(round.observedAt));
          // Before the weekly lists: a week's list ranks the whole range.
          const range = await source.addRangeDays(day);
          rangeDays = range.productDays;
          // Written after the round's own commit: answers cached since must not miss those days.
          if (range.productDays > 0 || range.unlisted > 0) await markMarketDataChanged(ctx.db);
          const { addDemoWeeks } = await import("../../data/weekly-lists/demo");
          demoWeeks = await addDemoWeeks(ctx.db, day);
        }
        await ctx.ingests.ingested({ observedAt: round.observedAt });
        return { ...round, demoWeeks, rangeDays };
      });
    } finally {
      await queueSingleRound(ctx.db, ctx.jobs, STOCK_JOB, nextRun(stockSchedule, new Date()), ROUND_ATTEMPTS);
    }
  });
  ctx.jobs.register(CATALOGUE_JOB, async (_payload, job) => {
    try {
      if (await readPaused(ctx.db)) return PAUSED;
      const from = await source.ready();
      if (!from) return NO_SOURCE;
      return await withIncident(incidents, "catalogue", job, async () => ({ ...(await collectCatalogue(ctx.db, from)) }));
    } finally {
      await queueSingleRound(ctx.db, ctx.jobs, CATALOGUE_JOB, nextRun(catalogueSchedule, new Date()), ROUND_ATTEMPTS);
    }
  });
}

/**
 * Queues the next rounds. An install that has no stores yet — a new one with a key — collects its
 * catalogue and then its stock at once (the queue runs the older job first). One whose newest stock
 * is older than the last scheduled stock round — the server was off when it was due — collects its
 * stock at once too, rather than showing stale data until the next scheduled time.
 */
export async function scheduleFeed(ctx: AppContext): Promise<void> {
  const now = new Date();
  const [{ stores } = { stores: 0 }] = await queryRows<{ stores: number }>(
    ctx.db,
    sql`select count(*)::int as stores from stores where not is_agent`,
  );
  const empty = stores === 0;
  const { catalogueSchedule, stockSchedule } = ctx.config.marketSource;
  const missed = previousRun(stockSchedule, now);
  const latest = await latestSnapshotAt(ctx.db);
  // A round running elsewhere (another instance's) brings the data up to date itself.
  const behind =
    empty ||
    (!(await roundRunning(ctx.db, STOCK_JOB)) &&
      missed !== null &&
      (latest === null || new Date(latest).getTime() < missed.getTime() - CLOCK_TOLERANCE_MS));
  await queueSingleRound(ctx.db, ctx.jobs, CATALOGUE_JOB, empty ? now : nextRun(catalogueSchedule, now), ROUND_ATTEMPTS);
  await queueSingleRound(ctx.db, ctx.jobs, STOCK_JOB, behind ? new Date(now.getTime() + 1) : nextRun(stockSchedule, now), ROUND_ATTEMPTS);
}
