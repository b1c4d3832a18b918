import { sql } from "drizzle-orm";
import { drizzle } from "drizzle-orm/node-postgres";
import pg from "pg";
import { releasingPool } from "../../server/db/releasing-pool";
import { describe, expect, it } from "vitest";
import { TEST_API_KEY, useTestApp } from "./helpers/app";
import { useMarketReader } from "./helpers/auth";
import { testDatabases } from "./helpers/databases";

const postgres = testDatabases.find((d) => d.name === "postgres");

/** Closes the database to new connections and ends the app's own (what a restart does to it), or opens it again. */
async function setAvailable(name: string, available: boolean) {
  const admin = new pg.Client({ connectionString: process.env.TEST_DATABASE_URL });
  await admin.connect();
  await admin.query(`alter database ${name} with allow_connections ${available}`);
  if (!available) await admin.query("select pg_terminate_backend(pid) from pg_stat_activity where datname = $1", [name]);
  await admin.end();
}

// PGlite lives in the process: it cannot go away while the app runs.
describe.skipIf(!postgres)("PostgreSQL going away under a running app", () => {
  const t = useTestApp(postgres!, {}, { seed: true });
  const reader = useMarketReader(t);

  it("answers 503 with Retry-After at once while the database is away, and serves again when it is back", async () => {
    const name = t.db.location.slice(t.db.location.lastIndexOf("/") + 1);
    const products = () => t.app.inject({ url: "/api/v1/products?limit=1", headers: reader });
    expect((await products()).statusCode).toBe(200);
    await setAvailable(name, false);
    try {
      const started = performance.now();
      const away = await products();
      expect(performance.now() - started).toBeLessThan(1000);
      expect(away.statusCode, away.body).toBe(503);
      expect(away.headers["retry-after"]).toBeDefined();
      expect(away.json().code).toBe("DATABASE_UNAVAILABLE");
      // The health answers say so in their own shapes: a monitor reads 503, never a 500.
      const liveness = await t.app.inject({ url: "/health" });
      expect(liveness.statusCode, liveness.body).toBe(503);
      expect(liveness.json().status).toBe("unavailable");
      const status = await t.app.inject({ url: "/api/v1/health/status", headers: reader });
      expect(status.statusCode, status.body).toBe(503);
      const appKeyStatus = await t.app.inject({ url: "/api/v1/health/status", headers: { "x-api-key": TEST_API_KEY } });
      expect(appKeyStatus.statusCode, appKeyStatus.body).toBe(503);
      expect(appKeyStatus.json().data).toMatchObject({ status: "degraded", database: { reachable: false, latencyMs: null } });
    } finally {
      await setAvailable(name, true);
    }
    expect((await products()).statusCode).toBe(200);
  });

  it("keeps serving when a connection is cut between two statements of a transaction", async () => {
    const admin = new pg.Client({ connectionString: process.env.TEST_DATABASE_URL });
    await admin.connect();
    const cut = t.db.orm.transaction(async (tx) => {
      const [row] = ((await tx.execute(sql`select pg_backend_pid() as pid`)) as unknown as { rows: { pid: number }[] }).rows;
      await admin.query("select pg_terminate_backend($1)", [row!.pid]);
      // The connection learns of its end while no query runs on it: an 'error' event nobody awaits.
      await new Promise((resolve) => setTimeout(resolve, 300));
      await tx.execute(sql`select 1`);
    });
    await expect(cut).rejects.toThrow();
    await admin.end();
    expect((await t.app.inject({ url: "/api/v1/products?limit=1", headers: reader })).statusCode).toBe(200);
  });

  it("gets a connection back whose transaction could not even begin", async () => {
    // One connection, lost between the pool handing it out and BEGIN (as in a database restart).
    const pool = new (releasingPool(pg.Pool))({ connectionString: process.env.TEST_DATABASE_URL, max: 1 });
    pool.on("error", () => undefined);
    pool.once("acquire", (client: pg.PoolClient) => {
      client.on("error", () => undefined);
      (client as unknown as { connection: { stream: { destroy(): void } } }).connection.stream.destroy();
    });
    const orm = drizzle(pool);
    await expect(orm.transaction(async (tx) => tx.execute(sql`select 1`))).rejects.toThrow();
    const answered = await Promise.race([
      pool.query("select 1 as one").then((res) => res.rows[0]?.one),
      new Promise((resolve) => setTimeout(() => resolve("the pool has no connection left"), 3_000)),
    ]);
    expect(answered).toBe(1);
    await pool.end();
  });
});
