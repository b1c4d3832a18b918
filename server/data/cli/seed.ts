// npm run seed -- [--scale demo|bench|mini] [--end-date YYYY-MM-DD]
// Fills the database the server uses (DATA_DIR or DATABASE_URL) with the demo accounts and a
// generated market, then reports the time taken and the database's size.
import { sql } from "drizzle-orm";
import { loadConfig } from "../../config";
import { openDatabase, type Database } from "../../db/client";
import { runMigrations } from "../../db/migrate";
import { SCALES, type ScaleName } from "../generator/scales";
import { seedDemoDataOnce } from "../seed";

function usage(message?: string): never {
  if (message) console.error(message);
  console.error(`Usage: npm run seed -- [--scale ${Object.keys(SCALES).join("|")}] [--end-date YYYY-MM-DD]`);
  process.exit(2);
}

function option(args: string[], name: string): string | undefined {
  const index = args.indexOf(name);
  return index >= 0 ? args[index + 1] : undefined;
}

async function databaseSize(db: Database): Promise<string> {
  const result = await db.orm.execute(sql`select pg_size_pretty(pg_database_size(current_database())) as size`);
  const rows = (result as { rows?: { size: string }[] }).rows ?? (result as unknown as { size: string }[]);
  return rows[0]?.size ?? "unknown";
}

async function main() {
  const args = process.argv.slice(2);
  const scale = option(args, "--scale") ?? "demo";
  const endDate = option(args, "--end-date");
  if (!(scale in SCALES)) usage(`Unknown scale "${scale}".`);
  if (endDate !== undefined && !/^\d{4}-\d{2}-\d{2}$/.test(endDate)) usage("--end-date must be a date, YYYY-MM-DD");

  const config = loadConfig();
  const db = await openDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir });
  const started = performance.now();
  try {
    await runMigrations(db);
    const result = await seedDemoDataOnce(db, {
      market: scale as ScaleName,
      ...(endDate ? { endDate } : {}),
      onProgress: (message) => console.log(`  ${((performance.now() - started) / 1000).toFixed(1)} s  ${message}`),
    });
    const seconds = ((performance.now() - started) / 1000).toFixed(1);
    if (result === "already-seeded") console.log(`The database (${db.location}) already holds a market; nothing was changed.`);
    else console.log(`Seeded the ${scale} market into ${db.location} in ${seconds} s; the database is now ${await databaseSize(db)}.`);
  } catch (error) {
    console.error(`Seeding failed, nothing was written: ${(error as Error).message}`);
    process.exitCode = 1;
  } finally {
    await db.close();
  }
}

await main();
