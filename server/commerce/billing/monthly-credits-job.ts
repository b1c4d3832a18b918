/**
 * The worker's round of monthly credits: a job on the durable queue that grants what is due and
 * puts its successor on the queue an hour later. One waiting round at a time across instances:
 * whoever schedules checks for a queued one under a transaction-scoped advisory lock. Balance
 * reads grant lazily too (monthly-credits.ts), so a machine without a worker misses nothing.
 */
import { and, eq, sql } from "drizzle-orm";
import type { Database } from "../../db/client";
import { jobs } from "../../db/schema";
import type { JobQueue } from "../../core/jobs";
import { grantDueMonthlyCredits } from "./monthly-credits";

export const MONTHLY_CREDITS_JOB = "billing.monthly-credits";
const ROUND_EVERY_MS = 60 * 60_000;

/** Queues a round at `runAfter` unless one is waiting already. */
export async function scheduleMonthlyCredits(db: Database, queue: JobQueue, runAfter: Date): Promise<void> {
  await db.orm.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${MONTHLY_CREDITS_JOB}))`);
    const [waiting] = await tx
      .select({ id: jobs.id })
      .from(jobs)
      .where(and(eq(jobs.kind, MONTHLY_CREDITS_JOB), eq(jobs.status, "queued")))
      .limit(1);
    if (!waiting) await queue.enqueue(tx, MONTHLY_CREDITS_JOB, {}, { runAfter, maxAttempts: 2 });
  });
}

/** Registers the round's handler; call scheduleMonthlyCredits once the worker may start. */
export function registerMonthlyCreditsJob(db: Database, queue: JobQueue): void {
  queue.register(MONTHLY_CREDITS_JOB, async () => {
    const now = new Date();
    try {
      return { companies: await grantDueMonthlyCredits(db.orm, now) };
    } finally {
      await scheduleMonthlyCredits(db, queue, new Date(now.getTime() + ROUND_EVERY_MS));
    }
  });
}
