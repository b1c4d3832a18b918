import { eq, sql } from "drizzle-orm";
import type { Database } from "../db/client";
import { appSettings } from "../db/schema";

export async function readSetting(db: Database, key: string): Promise<string | null> {
  const rows = await db.orm.select().from(appSettings).where(eq(appSettings.key, key));
  return rows[0]?.value ?? null;
}

/** Stores the value unless the key already has one; returns whichever value is stored. */
export async function ensureSetting(db: Database, key: string, value: string): Promise<string> {
  await db.orm.insert(appSettings).values({ key, value }).onConflictDoNothing();
  return (await readSetting(db, key)) ?? value;
}

export async function writeSetting(db: Database, key: string, value: string): Promise<void> {
  await db.orm
    .insert(appSettings)
    .values({ key, value })
    .onConflictDoUpdate({ target: appSettings.key, set: { value, updatedAt: sql`now()` } });
}
