import { readFileSync } from "node:fs";
import path from "node:path";
import { sql } from "drizzle-orm";
import { projectRoot } from "../project-root";
import type { Database } from "./client";

/** Read where they are written (`npm run db:generate`), by the sources and the build alike. */
export const migrationsFolder = path.join(projectRoot, "server/db/migrations");

interface Journal {
  entries: { idx: number; tag: string; when: number }[];
}

function readJournal(): Journal {
  return JSON.parse(readFileSync(`${migrationsFolder}/meta/_journal.json`, "utf8")) as Journal;
}

export async function runMigrations(db: Database): Promise<void> {
  if (db.kind === "pglite") {
    const { migrate } = await import("drizzle-orm/pglite/migrator");
    await migrate(db.orm as never, { migrationsFolder });
  } else {
    const { migrate } = await import("drizzle-orm/node-postgres/migrator");
    await migrate(db.orm as never, { migrationsFolder });
  }
}

export interface MigrationStatus {
  applied: number;
  available: number;
  current: boolean;
  latest: string | null;
}

/** Compares what the database has applied with the migrations shipped in this build. */
export async function migrationStatus(db: Database): Promise<MigrationStatus> {
  const entries = readJournal().entries;
  const latestShipped = entries.at(-1);
  let appliedWhen: number[];
  try {
    const result = await db.orm.execute(sql`select created_at from drizzle.__drizzle_migrations order by created_at`);
    appliedWhen = (result as unknown as { rows: { created_at: string | number }[] }).rows.map((row) => Number(row.created_at));
  } catch {
    appliedWhen = [];
  }
  const lastApplied = appliedWhen.at(-1);
  return {
    applied: appliedWhen.length,
    available: entries.length,
    current: latestShipped === undefined || lastApplied === latestShipped.when,
    latest: latestShipped?.tag ?? null,
  };
}
