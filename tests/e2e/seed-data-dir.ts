// `npm run test:e2e:seed`: the browser tests' database, seeded as `npm start` seeds a new one,
// ready for the next `playwright test` to claim (tests/e2e/seeded-data-dir.ts).
import { rmSync, writeFileSync } from "node:fs";
import path from "node:path";
import { loadConfig } from "../../server/config";
import { openDatabase } from "../../server/db/client";
import { runMigrations } from "../../server/db/migrate";
import { seedDemoDataOnce } from "../../server/data/seed";
import { SEEDED_DIR, SEEDED_MARK } from "./seeded-data-dir";

const started = performance.now();
rmSync(SEEDED_DIR, { recursive: true, force: true });
const db = await openDatabase({ dataDir: SEEDED_DIR });
try {
  await runMigrations(db);
  // What the server's first start would seed (server/main.ts), from the same settings.
  const config = loadConfig();
  await seedDemoDataOnce(db, {
    market: config.demoMarket,
    ...(config.demoMarketEndDate ? { endDate: config.demoMarketEndDate } : {}),
    ...(config.marketFilesDir ? { marketFilesDir: config.marketFilesDir } : {}),
  });
} finally {
  await db.close();
}
writeFileSync(path.join(SEEDED_DIR, SEEDED_MARK), new Date().toISOString());
console.log(`seeded the browser tests' database in ${((performance.now() - started) / 1000).toFixed(1)} s (${SEEDED_DIR})`);
