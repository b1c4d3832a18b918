// npm run import -- <kind> <file> [--as-of YYYY-MM-DD] [--year YYYY] [--replace]
// Imports into the database the server uses (DATA_DIR or DATABASE_URL), after its migrations.
import { existsSync } from "node:fs";
import { loadConfig } from "../../config";
import { openDatabase } from "../../db/client";
import { runMigrations } from "../../db/migrate";
import { IMPORT_KINDS, ImportRefused, importFile, type ImportKind } from "../importers";

function usage(message?: string): never {
  if (message) console.error(message);
  console.error(`Usage: npm run import -- <${IMPORT_KINDS.join("|")}> <file> [--as-of YYYY-MM-DD] [--year YYYY] [--replace]`);
  process.exit(2);
}

async function main() {
  const args = process.argv.slice(2);
  const asOfIndex = args.indexOf("--as-of");
  const asOf = asOfIndex >= 0 ? args.splice(asOfIndex, 2)[1] : undefined;
  const yearIndex = args.indexOf("--year");
  const year = yearIndex >= 0 ? Number(args.splice(yearIndex, 2)[1]) : undefined;
  const replaceIndex = args.indexOf("--replace");
  const replace = replaceIndex >= 0 && args.splice(replaceIndex, 1).length === 1;
  const [kind, file] = args;
  if (!kind || !file) usage();
  if (!(IMPORT_KINDS as readonly string[]).includes(kind)) usage(`Unknown kind "${kind}".`);
  if (!existsSync(file)) usage(`No such file: ${file}`);
  if (asOf !== undefined && !/^\d{4}-\d{2}-\d{2}$/.test(asOf)) usage("--as-of must be a date, YYYY-MM-DD");
  if (year !== undefined && !Number.isInteger(year)) usage("--year must be a year, YYYY");

  const config = loadConfig();
  const db = await openDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir });
  const started = performance.now();
  let lastReport = 0;
  try {
    await runMigrations(db);
    const result = await importFile(db, kind as ImportKind, file, {
      asOf,
      year,
      replace,
      progress: (done, total) => {
        if (done === total || performance.now() - lastReport > 1000) {
          lastReport = performance.now();
          process.stderr.write(`\r  ${done.toLocaleString("en")} / ${total.toLocaleString("en")} records`);
        }
      },
    });
    process.stderr.write("\n");
    const seconds = ((performance.now() - started) / 1000).toFixed(1);
    console.log(`Imported ${result.records.toLocaleString("en")} ${kind} records in ${seconds} s`, result.detail);
    for (const warning of result.warnings) console.warn(`Warning: ${warning}`);
  } catch (error) {
    process.stderr.write("\n");
    if (error instanceof ImportRefused) {
      console.error(`Refused, nothing was imported. ${error.message}`);
      process.exitCode = 1;
    } else {
      // Database errors carry the whole statement; the cause says what went wrong.
      const cause = (error as { cause?: { message?: string } }).cause?.message;
      console.error(`Import failed, nothing was imported: ${(cause ?? (error as Error).message).slice(0, 500)}`);
      process.exitCode = 1;
    }
  } finally {
    await db.close();
  }
}

await main();
