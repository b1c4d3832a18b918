// `npm run test:e2e:seed`: the browser tests' database, seeded as `npm start` seeds a new one,
// for the `npm run test:e2e:seeded` that follows in `npm test` to claim (tests/e2e/seeded-data-dir.ts).
// Seeded in a directory of its own and moved into place once complete, so a run never finds a
// half-written one.
import { mkdtempSync, renameSync, rmSync, writeFileSync } from "node:fs";
import path from "node:path";
import { loadConfig } from "../../server/config";
import { openDatabase } from "../../server/db/client";
import { runMigrations } from "../../server/db/migrate";
import { seedDemoDataOnce } from "../../server/data/seed";
import { SEEDED_DIR, SEEDED_MARK } from "./seeded-data-dir";

const started = performance.now();
const dir = mkdtempSync(`${SEEDED_DIR}-tmp-`);
const db = await openDatabase({ dataDir: dir });
try {
  await runMigrations(db);
  // What the server's first start seeds (server/main.ts), from the same settings.
  const config = loadConfig();
  await seedDemoDataOnce(db, {
    market: config.demoMarket,
    ...(config.demoMarketEndDate ? { endDate: config.demoMarketEndDate } : {}),
    ...(config.marketFilesDir ? { marketFilesDir: config.marketFilesDir } : {}),
  });
} catch (error) {
  await db.close();
  rmSync(dir, { recursive: true, force: true });
  throw error;
}
await db.close();
writeFileSync(path.join(dir, SEEDED_MARK), new Date().toISOString());
rmSync(SEEDED_DIR, { recursive: true, force: true });
renameSync(dir, SEEDED_DIR);
console.log(`seeded the browser tests' database in ${((performance.now() - started) / 1000).toFixed(1)} s (${SEEDED_DIR})`);
