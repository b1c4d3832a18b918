import { randomBytes } from "node:crypto";
import pg from "pg";
import { afterAll, beforeAll } from "vitest";
import { openDatabase, type Database } from "../../../server/db/client";
import { runMigrations } from "../../../server/db/migrate";
import { pgliteTemplate, postgresTemplate, type Template } from "./templates";

export interface TestDatabase {
  name: "pglite" | "postgres";
  /** A fresh, migrated database (seeded, for a market template); drop() removes it. */
  create(template?: Template): Promise<{ db: Database; drop(): Promise<void> }>;
}

const pglite: TestDatabase = {
  name: "pglite",
  async create(template = "migrated") {
    const db = await openDatabase({ template: await pgliteTemplate(template) });
    await runMigrations(db);
    return { db, drop: () => db.close().catch(() => undefined) };
  },
};

/** Each suite gets its own database on the server named by TEST_DATABASE_URL, dropped after. */
function postgres(adminUrl: string): TestDatabase {
  return {
    name: "postgres",
    async create(template = "migrated") {
      const source = await postgresTemplate(adminUrl, template);
      const name = `fenix_test_${process.pid}_${randomBytes(4).toString("hex")}`;
      const admin = new pg.Client({ connectionString: adminUrl });
      await admin.connect();
      await admin.query(`create database ${name} template ${source}`);
      await admin.end();
      const url = new URL(adminUrl);
      url.pathname = `/${name}`;
      const db = await openDatabase({ databaseUrl: url.toString() });
      await runMigrations(db);
      return {
        db,
        async drop() {
          await db.close().catch(() => undefined);
          const cleanup = new pg.Client({ connectionString: adminUrl });
          await cleanup.connect();
          await cleanup.query(`drop database if exists ${name} with (force)`);
          await cleanup.end();
        },
      };
    },
  };
}

/** PGlite always; PostgreSQL as well when TEST_DATABASE_URL is set (CI sets it). */
export const testDatabases: TestDatabase[] = [pglite, ...(process.env.TEST_DATABASE_URL ? [postgres(process.env.TEST_DATABASE_URL)] : [])];

/** A fresh, migrated database for the enclosing describe block, dropped after it. */
export function useDatabase(database: TestDatabase): { readonly db: Database } {
  const handle = {} as { db: Database };
  let drop: () => Promise<void> = async () => undefined;
  beforeAll(async () => {
    const created = await database.create();
    handle.db = created.db;
    drop = created.drop;
  });
  afterAll(() => drop());
  return handle;
}
