import type { Database } from "../db/client";
import { companies } from "../db/schema";
import { readSetting, writeSetting } from "../core/settings";

const SEEDED_KEY = "demo_seeded_at";

export const demoCompanies = [{ name: "Nordvik Vin & Sprit AB" }, { name: "Bryggarhuset Norrland AB" }];

/** Fills a new database with demo data, once: a second start finds the marker and skips. */
export async function seedDemoDataOnce(db: Database): Promise<"seeded" | "already-seeded"> {
  if ((await readSetting(db, SEEDED_KEY)) !== null) return "already-seeded";
  await db.orm.transaction(async (tx) => {
    await tx.insert(companies).values(demoCompanies);
  });
  await writeSetting(db, SEEDED_KEY, new Date().toISOString());
  return "seeded";
}
