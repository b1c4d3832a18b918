import { mkdirSync } from "node:fs";
import type { PGlite } from "@electric-sql/pglite";
import type { PgDatabase, PgQueryResultHKT } from "drizzle-orm/pg-core";
import { sql } from "drizzle-orm";
import * as schema from "./schema";
import { pgliteBulk, postgresBulk, type BulkSession } from "./bulk";
import { PgliteOnThread, type PgliteClient } from "./pglite-on-thread";
import { releasingPool } from "./releasing-pool";

export type { BulkSession, CopyValue } from "./bulk";

export type Orm = PgDatabase<PgQueryResultHKT, typeof schema>;

export interface Database {
  orm: Orm;
  kind: "pglite" | "postgres";
  /** Where the data lives, without credentials: a directory or host/database. */
  location: string;
  ping(): Promise<void>;
  /**
   * Liveness without waiting behind the statements at work: on PGlite, whose one connection runs a
   * statement at a time, a thread at work on a statement (or a transaction) that began less than
   * 10 s ago is alive; otherwise a ping, which must answer within 2 s. False when the database
   * cannot be reached.
   */
  alive(): Promise<boolean>;
  /** Runs `fn` in one transaction with raw SQL and COPY, for the movement pipeline's bulk writes. */
  bulk<T>(fn: (session: BulkSession) => Promise<T>): Promise<T>;
  close(): Promise<void>;
}

export interface DatabaseOptions {
  databaseUrl?: string | undefined;
  /** PGlite data directory; omit for an in-memory database (tests). */
  dataDir?: string | undefined;
  /** PGlite only: start from this dump of a data directory instead of an empty cluster. */
  template?: Blob | undefined;
  /**
   * PostgreSQL: cancel any one statement after this long (bulk sessions lift it). PGlite cannot
   * interrupt a running statement, so there the heavy-route queue (server/core/heavy-queue.ts) and
   * the capped periods keep the server answering.
   */
  statementTimeoutMs?: number | undefined;
}

/** Settings of every connection: search finds words within two edits of a short query. */
const SESSION_SETTINGS: [string, string][] = [["pg_trgm.word_similarity_threshold", "0.45"]];
/**
 * PGlite's one connection serves every request: sums of a company's sales per store and product
 * (a few hundred thousand rows over 30 days) spill to disk at the default 4 MB.
 */
const PGLITE_SETTINGS: [string, string][] = [["work_mem", "'32MB'"]];

/**
 * How recently the statement (or transaction) at work on PGlite's thread must have begun for the
 * busy thread to count as alive: well above the slowest market statement, well below what a load
 * balancer waits.
 */
const WORKING_WITHIN_MS = 10_000;
/** Liveness answers within this: a ping still waiting then (behind a hung statement, a lost server) is a no. */
const PING_DEADLINE_MS = 2_000;

/** Whether `ping` succeeds within `ms`. */
async function answersWithin(ping: () => Promise<void>, ms: number): Promise<boolean> {
  let timer: NodeJS.Timeout | undefined;
  const late = new Promise<boolean>((resolve) => (timer = setTimeout(() => resolve(false), ms)));
  try {
    return await Promise.race([
      ping().then(
        () => true,
        () => false,
      ),
      late,
    ]);
  } finally {
    clearTimeout(timer);
  }
}

export async function openDatabase(options: DatabaseOptions): Promise<Database> {
  return options.databaseUrl
    ? openPostgres(options.databaseUrl, options.statementTimeoutMs)
    : openPglite(options.dataDir, options.template);
}

async function openPglite(dataDir: string | undefined, template: Blob | undefined): Promise<Database> {
  if (dataDir) mkdirSync(dataDir, { recursive: true });
  const client = await PgliteOnThread.start({ ...(dataDir ? { dataDir } : {}), ...(template ? { loadDataDir: template } : {}) });
  return wrapPglite(client, dataDir ?? "memory");
}

/** The Database over a PGlite client: on its own thread, or opened elsewhere (the test templates dump theirs afterwards). */
export async function wrapPglite(client: PgliteClient, location: string): Promise<Database> {
  const { drizzle } = await import("drizzle-orm/pglite");
  await client.exec([...SESSION_SETTINGS, ...PGLITE_SETTINGS].map(([name, value]) => `set ${name} = ${value};`).join(""));
  const orm = drizzle({ client: client as unknown as PGlite, schema }) as unknown as Orm;
  const ping = async () => {
    await orm.execute(sql`select 1`);
  };
  return {
    orm,
    kind: "pglite",
    location,
    ping,
    alive: async () => (client instanceof PgliteOnThread && client.working(WORKING_WITHIN_MS)) || answersWithin(ping, PING_DEADLINE_MS),
    bulk: (fn) => pgliteBulk(client, fn),
    close: () => client.close(),
  };
}

async function openPostgres(databaseUrl: string, statementTimeoutMs: number | undefined): Promise<Database> {
  const { default: pg } = await import("pg");
  const { drizzle } = await import("drizzle-orm/node-postgres");
  const settings: [string, string][] = [
    ...SESSION_SETTINGS,
    ...(statementTimeoutMs ? [["statement_timeout", String(Math.round(statementTimeoutMs))] as [string, string]] : []),
  ];
  const options = settings.map(([name, value]) => `-c ${name}=${value}`).join(" ");
  // A database that does not answer fails the request after 5 s (503) instead of holding it.
  const pool = new (releasingPool(pg.Pool))({ connectionString: databaseUrl, max: 10, options, connectionTimeoutMillis: 5_000 });
  // A connection the server ends (restart, admin command) must not crash the process; the pool
  // replaces it on the next query. The pool listens only while a connection is idle; one checked
  // out (a transaction, a bulk write) between two statements needs its own listener.
  const lost = (error: Error) => console.warn(`database connection lost: ${error.message}`);
  pool.on("error", lost);
  pool.on("connect", (client) => client.on("error", lost));
  const orm = drizzle(pool, { schema }) as unknown as Orm;
  const url = new URL(databaseUrl);
  const db: Database = {
    orm,
    kind: "postgres",
    location: `${url.hostname}:${url.port || "5432"}${url.pathname}`,
    ping: async () => {
      await orm.execute(sql`select 1`);
    },
    alive: () => answersWithin(() => db.ping(), PING_DEADLINE_MS),
    // A bulk write (import, seeding, the movement pipeline) may rightly take longer than any API query.
    bulk: (fn) =>
      postgresBulk(pool, async (session) => {
        await session.query("set local statement_timeout = 0");
        return fn(session);
      }),
    close: () => pool.end(),
  };
  await db.ping();
  return db;
}
