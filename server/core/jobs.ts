/**
 * The durable job queue (table `jobs`): work that outlives a request. A worker claims the oldest
 * due job with FOR UPDATE SKIP LOCKED and holds it for a lease, renewed whenever the handler
 * reports progress; a job whose lease ran out — its process stopped — is claimed again, so a
 * restart resumes the work. Failures are retried with a growing delay up to `maxAttempts`.
 */
import { randomUUID } from "node:crypto";
import { and, asc, eq, inArray, lt, lte, or, sql } from "drizzle-orm";
import type { FastifyBaseLogger } from "fastify";
import type { Database, Orm } from "../db/client";
import { jobs } from "../db/schema";

export interface JobContext {
  jobId: number;
  attempt: number;
  /** No retry follows if this attempt fails: the handler records the failure where users see it. */
  lastAttempt: boolean;
  /** 0–1; also renews the lease. */
  progress(fraction: number): Promise<void>;
}

export type JobHandler = (payload: Record<string, unknown>, job: JobContext) => Promise<Record<string, unknown> | void>;

/** What a handler throws for a job that must not be retried (bad input): it fails at once. */
export class PermanentJobError extends Error {}

export interface JobQueue {
  register(kind: string, handler: JobHandler): void;
  /** Adds a job inside the caller's transaction (or on its own); the worker is nudged after commit. */
  enqueue(orm: Orm, kind: string, payload: Record<string, unknown>, options?: { maxAttempts?: number; runAfter?: Date }): Promise<number>;
  /** Runs due jobs until none is left (tests and the CLI); the worker does this by itself. */
  drain(): Promise<void>;
  start(): void;
  stop(): Promise<void>;
}

export interface JobQueueOptions {
  pollMs?: number;
  leaseMs?: number;
  /** Delay before attempt n+1: backoffMs × 4^(n-1). */
  backoffMs?: number;
}

interface ClaimedJob {
  id: number;
  kind: string;
  payload: Record<string, unknown>;
  attempts: number;
  maxAttempts: number;
}

export function createJobQueue(db: Database, log: Pick<FastifyBaseLogger, "warn" | "error">, options: JobQueueOptions = {}): JobQueue {
  const pollMs = options.pollMs ?? 1_000;
  const leaseMs = options.leaseMs ?? 60_000;
  const backoffMs = options.backoffMs ?? 5_000;
  const worker = `worker-${process.pid}-${randomUUID().slice(0, 8)}`;
  const handlers = new Map<string, JobHandler>();
  let timer: NodeJS.Timeout | null = null;
  let running: Promise<void> | null = null;
  let stopping = false;
  const lease = () => sql`now() + make_interval(secs => ${leaseMs / 1000})`;

  async function claim(): Promise<ClaimedJob | null> {
    const kinds = [...handlers.keys()];
    if (kinds.length === 0) return null;
    const now = sql`now()`;
    const due = db.orm
      .select({ id: jobs.id })
      .from(jobs)
      .where(
        and(
          inArray(jobs.kind, kinds),
          or(and(eq(jobs.status, "queued"), lte(jobs.runAfter, now)), and(eq(jobs.status, "running"), lt(jobs.lockedUntil, now))),
        ),
      )
      .orderBy(asc(jobs.id))
      .limit(1)
      .for("update", { skipLocked: true });
    const [job] = await db.orm
      .update(jobs)
      .set({
        status: "running",
        attempts: sql`${jobs.attempts} + 1`,
        startedAt: now,
        lockedBy: worker,
        lockedUntil: lease(),
        updatedAt: now,
      })
      .where(inArray(jobs.id, due))
      .returning({ id: jobs.id, kind: jobs.kind, payload: jobs.payload, attempts: jobs.attempts, maxAttempts: jobs.maxAttempts });
    return (job as ClaimedJob | undefined) ?? null;
  }

  async function settle(job: ClaimedJob, outcome: { result?: Record<string, unknown> | void; error?: unknown }): Promise<void> {
    if (outcome.error === undefined) {
      await db.orm.execute(
        sql`update jobs set status = 'done', progress = 1, result = ${JSON.stringify(outcome.result ?? {})}::jsonb,
              locked_until = null, locked_by = null, error = null, finished_at = now(), updated_at = now()
            where id = ${job.id} and locked_by = ${worker}`,
      );
      return;
    }
    const message = outcome.error instanceof Error ? outcome.error.message : String(outcome.error);
    const final = outcome.error instanceof PermanentJobError || job.attempts >= job.maxAttempts;
    log.warn({ jobId: job.id, kind: job.kind, attempt: job.attempts, final, err: message }, "job failed");
    await db.orm.execute(
      final
        ? sql`update jobs set status = 'failed', error = ${message}, locked_until = null, locked_by = null,
                finished_at = now(), updated_at = now() where id = ${job.id} and locked_by = ${worker}`
        : sql`update jobs set status = 'queued', error = ${message}, locked_until = null, locked_by = null, updated_at = now(),
                run_after = now() + make_interval(secs => ${(backoffMs * 4 ** (job.attempts - 1)) / 1000})
              where id = ${job.id} and locked_by = ${worker}`,
    );
  }

  async function runOne(): Promise<boolean> {
    const job = await claim();
    if (!job) return false;
    const handler = handlers.get(job.kind)!;
    const context: JobContext = {
      jobId: job.id,
      attempt: job.attempts,
      lastAttempt: job.attempts >= job.maxAttempts,
      progress: async (fraction) => {
        await db.orm.execute(
          sql`update jobs set progress = ${Math.min(1, Math.max(0, fraction))},
                locked_until = ${lease()}, updated_at = now()
              where id = ${job.id} and locked_by = ${worker}`,
        );
      },
    };
    try {
      await settle(job, { result: await handler(job.payload, context) });
    } catch (error) {
      await settle(job, { error });
    }
    return true;
  }

  async function drain(): Promise<void> {
    while (!stopping && (await runOne()));
  }

  function tick(): void {
    if (running || stopping) return;
    running = drain()
      .catch((error: unknown) => log.error({ err: error instanceof Error ? error.message : String(error) }, "job worker"))
      .finally(() => {
        running = null;
      });
  }

  return {
    register(kind, handler) {
      if (handlers.has(kind)) throw new Error(`a handler for jobs of kind ${kind} is registered already`);
      handlers.set(kind, handler);
    },
    async enqueue(orm, kind, payload, enqueueOptions = {}) {
      const [row] = await orm
        .insert(jobs)
        .values({
          kind,
          payload,
          maxAttempts: enqueueOptions.maxAttempts ?? 3,
          ...(enqueueOptions.runAfter ? { runAfter: enqueueOptions.runAfter } : {}),
        })
        .returning({ id: jobs.id });
      // After the caller's transaction commits, the next tick sees it; nudge rather than wait a poll.
      if (timer) setTimeout(tick, 10);
      return row!.id;
    },
    drain,
    start() {
      if (timer) return;
      stopping = false;
      timer = setInterval(tick, pollMs);
      timer.unref();
      tick();
    },
    async stop() {
      stopping = true;
      if (timer) clearInterval(timer);
      timer = null;
      await running;
    },
  };
}
