import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { PGlite } from "@electric-sql/pglite";
import { drizzle } from "drizzle-orm/pglite";
import { migrate } from "drizzle-orm/pglite/migrator";
import type { TestProject } from "vitest/node";
import { migrationsFolder } from "../../server/db/migrate";

declare module "vitest" {
  export interface ProvidedContext {
    pgliteTemplate: string;
  }
}

/**
 * A new PGlite cluster takes seconds to initialise; a migrated one is made once per run and
 * every suite starts from a copy of it.
 */
export default async function setup(project: TestProject) {
  const { pg_trgm } = await import("@electric-sql/pglite/contrib/pg_trgm");
  const client = await PGlite.create({ extensions: { pg_trgm } });
  await migrate(drizzle(client), { migrationsFolder });
  const dump = await client.dumpDataDir("none");
  await client.close();
  const dir = mkdtempSync(path.join(tmpdir(), "fenix-pglite-template-"));
  const file = path.join(dir, "template.tar");
  writeFileSync(file, Buffer.from(await dump.arrayBuffer()));
  project.provide("pgliteTemplate", file);
  return () => rmSync(dir, { recursive: true, force: true });
}
