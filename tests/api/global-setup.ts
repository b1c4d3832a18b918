import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { PGlite } from "@electric-sql/pglite";
import { drizzle } from "drizzle-orm/pglite";
import { migrate } from "drizzle-orm/pglite/migrator";
import pg from "pg";
import type { TestProject } from "vitest/node";
import { migrationsFolder } from "../../server/db/migrate";
import { createPglite } from "../../server/db/pglite-cluster-image";

declare module "vitest" {
  export interface ProvidedContext {
    pgliteTemplate: string;
    /** Where the seeded PGlite templates of this run are kept (tests/api/helpers/templates.ts). */
    templateDir: string;
    /** Names this run's PostgreSQL template databases, dropped at the end. */
    templateRun: string;
  }
}

/**
 * A new PGlite cluster takes seconds to initialise; a migrated one is made once per run and
 * every suite starts from a copy of it. Seeded copies are made on first use, once per run.
 */
export default async function setup(project: TestProject) {
  const { pg_trgm } = await import("@electric-sql/pglite/contrib/pg_trgm");
  const client = await createPglite((options) => PGlite.create(options), { extensions: { pg_trgm } });
  await migrate(drizzle(client), { migrationsFolder });
  const dump = await client.dumpDataDir("none");
  await client.close();
  const dir = mkdtempSync(path.join(tmpdir(), "fenix-pglite-template-"));
  const file = path.join(dir, "template.tar");
  writeFileSync(file, Buffer.from(await dump.arrayBuffer()));
  const templateRun = `fenix_tpl_${process.pid}_${Date.now().toString(36)}`;
  project.provide("pgliteTemplate", file);
  project.provide("templateDir", dir);
  project.provide("templateRun", templateRun);
  return async () => {
    rmSync(dir, { recursive: true, force: true });
    await dropTemplateDatabases(templateRun);
  };
}

async function dropTemplateDatabases(run: string) {
  const url = process.env.TEST_DATABASE_URL;
  if (!url) return;
  const admin = new pg.Client({ connectionString: url });
  await admin.connect();
  try {
    const { rows } = await admin.query<{ datname: string }>("select datname from pg_database where datname like $1", [`${run}%`]);
    for (const { datname } of rows) {
      await admin.query(`alter database ${datname} is_template false`);
      await admin.query(`drop database if exists ${datname} with (force)`);
    }
  } finally {
    await admin.end();
  }
}
