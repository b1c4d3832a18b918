/**
 * The worker's round of monthly credits: a job on the durable queue that grants what is due and
 * puts its successor on the queue an hour later, one waiting round at a time across instances
 * (`queueSingleRound`). Balance reads grant lazily too (monthly-credits.ts), so a machine without a worker misses nothing.
 */
import type { Database } from "../../db/client";
import type { JobQueue } from "../../core/jobs";
import { queueSingleRound } from "../../core/single-round";
import { grantDueMonthlyCredits } from "./monthly-credits";

export const MONTHLY_CREDITS_JOB = "billing.monthly-credits";
const ROUND_EVERY_MS = 60 * 60_000;

/** Queues a round at `runAfter` unless one is waiting already (an earlier one, or moved earlier). */
export async function scheduleMonthlyCredits(db: Database, queue: JobQueue, runAfter: Date): Promise<void> {
  await queueSingleRound(db, queue, MONTHLY_CREDITS_JOB, runAfter, 2);
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
