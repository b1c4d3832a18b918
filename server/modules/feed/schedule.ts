import { Cron } from "croner";
import { and, eq, sql } from "drizzle-orm";
import type { Database } from "../../db/client";
import { jobs } from "../../db/schema";
import type { JobQueue } from "../../core/jobs";

/** The next time `cron` (Stockholm time) fires after `from`. */
export function nextRun(cron: string, from: Date): Date {
  const next = new Cron(cron, { timezone: "Europe/Stockholm", paused: true }).nextRun(from);
  if (!next) throw new Error(`The schedule "${cron}" never fires again`);
  return next;
}

/**
 * Keeps one round of `kind` queued, at `runAfter` or earlier: whichever instance schedules first
 * wins, under a transaction-scoped advisory lock, so a collection never runs twice.
 */
export async function scheduleOnce(db: Database, queue: JobQueue, kind: string, runAfter: Date): Promise<void> {
  await db.orm.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${kind}))`);
    const [waiting] = await tx
      .select({ id: jobs.id, runAfter: jobs.runAfter })
      .from(jobs)
      .where(and(eq(jobs.kind, kind), eq(jobs.status, "queued")))
      .limit(1);
    if (!waiting) await queue.enqueue(tx, kind, {}, { runAfter, maxAttempts: 3 });
    // A schedule changed to an earlier time (a restart with another MARKET_STOCK_SCHEDULE) moves the waiting round.
    else if (waiting.runAfter.getTime() > runAfter.getTime()) await tx.update(jobs).set({ runAfter }).where(eq(jobs.id, waiting.id));
  });
}
