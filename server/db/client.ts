import { mkdirSync } from "node:fs";
import type { PGlite } from "@electric-sql/pglite";
import type { PgDatabase, PgQueryResultHKT } from "drizzle-orm/pg-core";
import { sql } from "drizzle-orm";
import * as schema from "./schema";
import { pgliteBulk, postgresBulk, type BulkSession } from "./bulk";
import { createPglite } from "./pglite-cluster-image";
import { releasingPool } from "./releasing-pool";

export type { BulkSession, CopyValue } from "./bulk";

export type Orm = PgDatabase<PgQueryResultHKT, typeof schema>;

export interface Database {
  orm: Orm;
  kind: "pglite" | "postgres";
  /** Where the data lives, without credentials: a directory or host/database. */
  location: string;
  ping(): Promise<void>;
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

export async function openDatabase(options: DatabaseOptions): Promise<Database> {
  return options.databaseUrl
    ? openPostgres(options.databaseUrl, options.statementTimeoutMs)
    : openPglite(options.dataDir, options.template);
}

async function openPglite(dataDir: string | undefined, template: Blob | undefined): Promise<Database> {
  const { PGlite } = await import("@electric-sql/pglite");
  const { pg_trgm } = await import("@electric-sql/pglite/contrib/pg_trgm");
  if (dataDir) mkdirSync(dataDir, { recursive: true });
  // pg_trgm: typo-tolerant search; PostgreSQL servers ship it in contrib.
  const client = await createPglite((options) => PGlite.create(options), {
    ...(dataDir ? { dataDir } : {}),
    ...(template ? { loadDataDir: template } : {}),
    extensions: { pg_trgm },
  });
  return wrapPglite(client, dataDir ?? "memory");
}

/** The Database over a PGlite client opened elsewhere (the test templates dump theirs afterwards). */
export async function wrapPglite(client: PGlite, location: string): Promise<Database> {
  const { drizzle } = await import("drizzle-orm/pglite");
  await client.exec([...SESSION_SETTINGS, ...PGLITE_SETTINGS].map(([name, value]) => `set ${name} = ${value};`).join(""));
  const orm = drizzle(client, { schema }) as unknown as Orm;
  return {
    orm,
    kind: "pglite",
    location,
    ping: async () => {
      await orm.execute(sql`select 1`);
    },
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
