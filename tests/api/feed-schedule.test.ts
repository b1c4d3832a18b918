import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createJobQueue } from "../../server/core/jobs";
import type { Database } from "../../server/db/client";
import { queryRows } from "../../server/db/rows";
import { queueSingleRound } from "../../server/core/single-round";
import { nextRun } from "../../server/core/cron-schedule";
import { useTestApp } from "./helpers/app";
import { testDatabases } from "./helpers/databases";

const quiet = { warn: () => undefined, error: () => undefined };

describe("the feed's schedule", () => {
  it("reads a cron expression in Stockholm time, summer and winter", () => {
    expect(nextRun("15 8 * * *", new Date("2026-11-28T22:00:00Z")).toISOString()).toBe("2026-11-29T07:15:00.000Z");
    expect(nextRun("15 8 * * *", new Date("2026-06-28T22:00:00Z")).toISOString()).toBe("2026-06-29T06:15:00.000Z");
  });
});

describe.each(testDatabases)("one round of a recurring job queued across instances ($name)", (database) => {
  let db: Database;
  let drop: () => Promise<void>;
  beforeAll(async () => {
    ({ db, drop } = await database.create());
  });
  afterAll(() => drop());

  const queued = () =>
    queryRows<{ run_after: Date }>(db, sql`select run_after from jobs where kind = 'feed.test' and status = 'queued' order by id`);

  it("keeps one round waiting however many instances schedule it, at the earliest time asked", async () => {
    const [a, b] = [createJobQueue(db, quiet), createJobQueue(db, quiet)];
    const later = new Date("2030-01-02T07:15:00Z");
    const earlier = new Date("2030-01-01T07:15:00Z");
    await Promise.all([
      queueSingleRound(db, a, "feed.test", later, 3),
      queueSingleRound(db, b, "feed.test", later, 3),
      queueSingleRound(db, a, "feed.test", later, 3),
    ]);
    expect((await queued()).map((row) => new Date(row.run_after).toISOString())).toEqual([later.toISOString()]);
    await queueSingleRound(db, b, "feed.test", earlier, 3);
    await queueSingleRound(db, a, "feed.test", later, 3);
    expect((await queued()).map((row) => new Date(row.run_after).toISOString())).toEqual([earlier.toISOString()]);
  });
});

describe.each(testDatabases)("a feed that was off when its round was due ($name)", (database) => {
  // The mini market's newest stock is from MARKET_END, days before today's scheduled rounds. The
  // source is never asked here: no request reaches the app, so its worker never starts.
  const t = useTestApp(
    database,
    {
      MARKET_SOURCE: "monopoly",
      MARKET_SOURCE_KEY: "not-used",
      MARKET_SOURCE_URL: "http://127.0.0.1:9",
      MARKET_STOCK_SCHEDULE: "15 8,11,14,17,20 * * *",
    },
    { market: true },
  );

  it("collects the stock at once on start instead of waiting for the next scheduled time", async () => {
    await t.app.ready();
    const [stock] = await queryRows<{ run_after: Date }>(
      t.db,
      sql`select run_after from jobs where kind = 'feed.stock' and status = 'queued'`,
    );
    expect(Math.abs(new Date(stock!.run_after).getTime() - Date.now())).toBeLessThan(60_000);
    const [catalogue] = await queryRows<{ run_after: Date }>(
      t.db,
      sql`select run_after from jobs where kind = 'feed.catalogue' and status = 'queued'`,
    );
    // The catalogue has its stores and products: it waits for its schedule.
    expect(new Date(catalogue!.run_after).getTime()).toBeGreaterThan(Date.now());
  });
});
