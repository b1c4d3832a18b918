import { and, desc, eq, inArray } from "drizzle-orm";
import { readSetting, writeSetting } from "../../core/settings";
import type { Database } from "../../db/client";
import { jobs, type JobRow } from "../../db/schema";

/** app_settings: "true" while the operators have paused the feed. */
export const FEED_PAUSED_KEY = "feed.paused";

export async function readPaused(db: Database): Promise<boolean> {
  return (await readSetting(db, FEED_PAUSED_KEY)) === "true";
}

export async function writePaused(db: Database, paused: boolean): Promise<void> {
  await writeSetting(db, FEED_PAUSED_KEY, String(paused));
}

export type FeedJobRow = Pick<
  JobRow,
  "id" | "kind" | "status" | "progress" | "attempts" | "maxAttempts" | "runAfter" | "startedAt" | "finishedAt" | "result" | "error"
>;

/** The latest rounds of these job kinds, the waiting ones included, newest first. */
export async function latestRounds(db: Database, kinds: readonly string[], limit: number): Promise<FeedJobRow[]> {
  return db.orm
    .select({
      id: jobs.id,
      kind: jobs.kind,
      status: jobs.status,
      progress: jobs.progress,
      attempts: jobs.attempts,
      maxAttempts: jobs.maxAttempts,
      runAfter: jobs.runAfter,
      startedAt: jobs.startedAt,
      finishedAt: jobs.finishedAt,
      result: jobs.result,
      error: jobs.error,
    })
    .from(jobs)
    .where(inArray(jobs.kind, [...kinds]))
    .orderBy(desc(jobs.id))
    .limit(limit);
}

/** The round of `kind` waiting in the queue (the earliest: a failing attempt may wait beside the next scheduled round), or null. */
export async function waitingRound(db: Database, kind: string): Promise<{ id: number; runAfter: Date } | null> {
  const [row] = await db.orm
    .select({ id: jobs.id, runAfter: jobs.runAfter })
    .from(jobs)
    .where(and(eq(jobs.kind, kind), eq(jobs.status, "queued")))
    .orderBy(jobs.runAfter)
    .limit(1);
  return row ?? null;
}

/** Whether a round of `kind` is running now (on any instance). */
export async function roundRunning(db: Database, kind: string): Promise<boolean> {
  const [row] = await db.orm
    .select({ id: jobs.id })
    .from(jobs)
    .where(and(eq(jobs.kind, kind), eq(jobs.status, "running")))
    .limit(1);
  return row !== undefined;
}
