import { loadConfig } from "./config";
import { buildApp } from "./app";
import { prepareContext } from "./core/context";
import { demoPasswordRefusal } from "./core/demo-password-guard";
import { loggerOptions } from "./core/logging";
import { installGracefulShutdown } from "./core/shutdown";
import { openDatabase } from "./db/client";
import { runMigrations } from "./db/migrate";
import { holdsImportedMarket } from "./data/imported-market";
import { DEMO_PASSWORD, demoUsers, seedDemoDataOnce } from "./data/seed";

async function main() {
  const startedAt = new Date();
  // `npm run worker` is `main.mjs --worker`: the jobs without the API.
  const config = loadConfig(process.argv.includes("--worker") ? { ...process.env, FENIX_ROLE: "worker" } : process.env);
  let db = await openDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir });
  await runMigrations(db);
  // Imported or collected real data is the market: the generated one would collide with it.
  const market = config.marketSource.mode === "monopoly" || (await holdsImportedMarket(db)) ? "none" : config.demoMarket;
  const seeding = config.seedDemoData
    ? await seedDemoDataOnce(db, {
        market,
        ...(config.demoMarketEndDate ? { endDate: config.demoMarketEndDate } : {}),
        ...(config.marketFilesDir ? { marketFilesDir: config.marketFilesDir } : {}),
        onProgress: (message) =>
          console.log(`  seeding the demo market: ${message} (${((Date.now() - startedAt.getTime()) / 1000).toFixed(1)} s)`),
      })
    : "skipped";
  const refusal = await demoPasswordRefusal(db, config.host, { emails: demoUsers.map((user) => user.email), password: DEMO_PASSWORD });
  if (refusal) throw new Error(refusal);
  if (config.databaseUrl) {
    // Migrations and seeding may take long; the API's connections cancel any statement after STATEMENT_TIMEOUT_MS.
    await db.close();
    db = await openDatabase({ databaseUrl: config.databaseUrl, statementTimeoutMs: config.statementTimeoutMs });
  }
  const ctx = await prepareContext(db, config, startedAt);

  const app = await buildApp({
    ctx,
    logger: loggerOptions(config.logLevel),
  });
  app.log.info({ database: db.kind, location: db.location, seeding }, "database ready");
  installGracefulShutdown(app);
  if (config.role === "worker") {
    // Jobs only: the onReady hooks start the job worker and the feed's schedule; no port is opened.
    await app.ready();
    console.log(`\n  Fenix worker: running jobs on the ${db.kind} database\n`);
    return;
  }
  await app.listen({ port: config.port, host: config.host });

  const address = app.server.address();
  const port = typeof address === "object" && address ? address.port : config.port;
  // Printed plainly (not only as a log line) so a person starting the app sees where to go.
  console.log(`\n  Fenix is running at http://localhost:${port}\n  API docs: http://localhost:${port}/api/docs\n`);
}

main().catch((err: unknown) => {
  console.error(err instanceof Error ? err.message : err);
  process.exit(1);
});
