import { existsSync, mkdirSync, readFileSync, renameSync, rmSync, writeFileSync } from "node:fs";
import path from "node:path";
import { setTimeout as sleep } from "node:timers/promises";
import pg from "pg";
import { inject } from "vitest";
import { PGlite } from "@electric-sql/pglite";
import { pg_trgm } from "@electric-sql/pglite/contrib/pg_trgm";
import { openDatabase, wrapPglite, type Database } from "../../../server/db/client";
import { runMigrations } from "../../../server/db/migrate";
import { seedDemoDataOnce, type DemoSeedOptions } from "../../../server/data/seed";
import type { ScaleName } from "../../../server/data/generator/scales";

/**
 * What a suite's database starts with: migrations only, or also the demo seed with a market of
 * that scale. Seeding a market takes seconds on each driver, and ~20 suites ask for the same one,
 * so each is seeded once per run (by whichever worker needs it first) and copied after that.
 */
export type Template = "migrated" | ScaleName;

/** The last day of the generated test market. */
export const MARKET_END = "2026-11-20";

export const seedOptions = (scale: ScaleName): DemoSeedOptions => ({ market: scale, endDate: MARKET_END });

async function seed(db: Database, template: Template) {
  if (template !== "migrated") await seedDemoDataOnce(db, seedOptions(template));
}

/** One worker builds; the others wait for the file (mkdir is atomic across processes). */
export async function pgliteTemplate(template: Template): Promise<Blob> {
  if (template === "migrated") return new Blob([readFileSync(inject("pgliteTemplate"))]);
  const file = path.join(inject("templateDir"), `${template}.tar`);
  const lock = `${file}.lock`;
  for (;;) {
    if (existsSync(file)) return new Blob([readFileSync(file)]);
    try {
      mkdirSync(lock);
    } catch {
      await sleep(100);
      continue;
    }
    try {
      const client = await PGlite.create({ loadDataDir: new Blob([readFileSync(inject("pgliteTemplate"))]), extensions: { pg_trgm } });
      const db = await wrapPglite(client, "memory");
      await runMigrations(db);
      await seed(db, template);
      const dump = await client.dumpDataDir("none");
      await db.close();
      writeFileSync(`${file}.tmp`, Buffer.from(await dump.arrayBuffer()));
      renameSync(`${file}.tmp`, file);
    } finally {
      rmSync(lock, { recursive: true, force: true });
    }
  }
}

/** The name of this run's PostgreSQL template database for `template`, built under an advisory lock. */
export async function postgresTemplate(adminUrl: string, template: Template): Promise<string> {
  const name = `${inject("templateRun")}_${template.replace(/-/g, "_")}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  try {
    await admin.query("select pg_advisory_lock(hashtext($1))", [name]);
    const { rowCount } = await admin.query("select 1 from pg_database where datname = $1", [name]);
    if (!rowCount) {
      await admin.query(`create database ${name}`);
      const url = new URL(adminUrl);
      url.pathname = `/${name}`;
      const db = await openDatabase({ databaseUrl: url.toString() });
      await runMigrations(db);
      await seed(db, template);
      await db.close();
      await admin.query(`alter database ${name} is_template true`);
    }
    await admin.query("select pg_advisory_unlock(hashtext($1))", [name]);
  } finally {
    await admin.end();
  }
  return name;
}
