import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createJobQueue, PermanentJobError, type JobQueue } from "../../server/core/jobs";
import type { Database } from "../../server/db/client";
import { queryRows } from "../../server/db/rows";
import { testDatabases } from "./helpers/databases";

const quiet = { warn: () => undefined, error: () => undefined };

interface JobState {
  status: string;
  attempts: number;
  progress: number;
  error: string | null;
  result: unknown;
}

describe.each(testDatabases)("the durable job queue on $name", (database) => {
  let db: Database;
  let drop: () => Promise<void>;
  const queues: JobQueue[] = [];
  const queue = (options = {}) => {
    const q = createJobQueue(db, quiet, { backoffMs: 1, ...options });
    queues.push(q);
    return q;
  };
  const state = async (id: number) =>
    (await queryRows<JobState>(db, sql`select status, attempts, progress, error, result from jobs where id = ${id}`))[0]!;

  beforeAll(async () => {
    ({ db, drop } = await database.create());
  });
  afterAll(async () => {
    for (const q of queues) await q.stop();
    await drop();
  });

  it("runs a job once, with its progress and result", async () => {
    const q = queue();
    const seen: number[] = [];
    q.register("count", async (payload, job) => {
      await job.progress(0.5);
      seen.push(Number(payload.n));
      return { doubled: Number(payload.n) * 2 };
    });
    const id = await q.enqueue(db.orm, "count", { n: 21 });
    await q.drain();
    expect(seen).toEqual([21]);
    expect(await state(id)).toMatchObject({ status: "done", attempts: 1, progress: 1, result: { doubled: 42 } });
  });

  it("retries a failing job until it succeeds, and fails a job for good after its attempts or on a permanent error", async () => {
    const q = queue();
    let calls = 0;
    q.register("flaky", async () => {
      calls++;
      if (calls < 3) throw new Error(`try ${calls} failed`);
      return {};
    });
    q.register("broken", async () => {
      throw new Error("always");
    });
    q.register("bad-input", async () => {
      throw new PermanentJobError("the file has no rows");
    });
    const flaky = await q.enqueue(db.orm, "flaky", {});
    const broken = await q.enqueue(db.orm, "broken", {}, { maxAttempts: 2 });
    const bad = await q.enqueue(db.orm, "bad-input", {});
    for (let i = 0; i < 20; i++) {
      await q.drain();
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
    expect(await state(flaky)).toMatchObject({ status: "done", attempts: 3 });
    expect(await state(broken)).toMatchObject({ status: "failed", attempts: 2, error: "always" });
    expect(await state(bad)).toMatchObject({ status: "failed", attempts: 1, error: "the file has no rows" });
  });

  it("a job whose worker died (its lease ran out) is claimed again and finished: a restart resumes it", async () => {
    const [row] = await queryRows<{ id: number }>(
      db,
      sql`insert into jobs (kind, payload, status, attempts, locked_by, locked_until)
          values ('resume', '{"step": 1}', 'running', 1, 'a-worker-that-stopped', now() - interval '1 second') returning id`,
    );
    const [held] = await queryRows<{ id: number }>(
      db,
      sql`insert into jobs (kind, status, attempts, locked_by, locked_until)
          values ('resume', 'running', 1, 'a-live-worker', now() + interval '1 hour') returning id`,
    );
    const q = queue();
    const resumed: number[] = [];
    q.register("resume", async (_payload, job) => {
      resumed.push(job.jobId);
    });
    await q.drain();
    expect(resumed).toEqual([Number(row!.id)]);
    expect(await state(row!.id)).toMatchObject({ status: "done", attempts: 2 });
    expect(await state(held!.id)).toMatchObject({ status: "running" });
  });

  it("two workers draining the same queue run every job exactly once", async () => {
    const runs = new Map<number, number>();
    const handler = async (payload: Record<string, unknown>) => {
      const n = Number(payload.n);
      runs.set(n, (runs.get(n) ?? 0) + 1);
      await new Promise((resolve) => setTimeout(resolve, 2));
    };
    const [a, b] = [queue(), queue()];
    a.register("share", handler);
    b.register("share", handler);
    for (let n = 0; n < 30; n++) await a.enqueue(db.orm, "share", { n });
    await Promise.all([a.drain(), b.drain()]);
    expect([...runs.keys()].sort((x, y) => x - y)).toEqual([...Array(30).keys()]);
    expect([...runs.values()].every((count) => count === 1)).toBe(true);
  });
});
