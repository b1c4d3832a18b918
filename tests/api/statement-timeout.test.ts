import { sql } from "drizzle-orm";
import Fastify from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { registerErrorHandler } from "../../server/core/errors";
import { openDatabase, type Database } from "../../server/db/client";

const serverUrl = process.env.TEST_DATABASE_URL;

// PGlite cannot interrupt a running statement; there the heavy queue and capped periods hold.
describe.skipIf(!serverUrl)("the statement timeout on PostgreSQL", () => {
  let db: Database;
  beforeAll(async () => {
    db = await openDatabase({ databaseUrl: serverUrl, statementTimeoutMs: 200 });
  });
  afterAll(() => db.close());

  it("cancels a query that runs too long, and the API answers 503 with Retry-After", async () => {
    const app = Fastify();
    registerErrorHandler(app);
    app.get("/slow", async () => db.orm.execute(sql`select pg_sleep(2)`));
    const started = performance.now();
    const res = await app.inject({ url: "/slow" });
    expect(performance.now() - started).toBeLessThan(1500);
    expect(res.statusCode).toBe(503);
    expect(res.headers["retry-after"]).toBeDefined();
    expect(res.json().message).toMatch(/took too long/);
    await app.close();
  });

  it("lets a bulk write (import, seeding) run longer than that", async () => {
    const rows = await db.bulk((session) => session.query<{ slept: string }>("select pg_sleep(0.4)::text as slept"));
    expect(rows).toHaveLength(1);
  });
});
