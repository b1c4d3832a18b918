import { and, eq, sql } from "drizzle-orm";
import type { Database } from "../db/client";
import { jobs } from "../db/schema";
import type { JobQueue } from "./jobs";

/**
 * Keeps exactly one queued round of a recurring job `kind`, due at `runAfter` or earlier: whichever
 * instance schedules first wins, under a transaction-scoped advisory lock, so two API instances and
 * a worker starting together never queue (and so never run) a round twice. A waiting round due later
 * than `runAfter` moves earlier (a restart with an earlier schedule, or one that asks for a round now).
 */
export async function queueSingleRound(db: Database, queue: JobQueue, kind: string, runAfter: Date, maxAttempts: number): Promise<void> {
  await db.orm.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${kind}))`);
    const [waiting] = await tx
      .select({ id: jobs.id, runAfter: jobs.runAfter })
      .from(jobs)
      .where(and(eq(jobs.kind, kind), eq(jobs.status, "queued")))
      .limit(1);
    if (!waiting) await queue.enqueue(tx, kind, {}, { runAfter, maxAttempts });
    else if (waiting.runAfter.getTime() > runAfter.getTime()) await tx.update(jobs).set({ runAfter }).where(eq(jobs.id, waiting.id));
  });
}
