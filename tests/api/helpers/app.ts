import { afterAll, beforeAll } from "vitest";
import { buildApp } from "../../../server/app";
import { loadConfig } from "../../../server/config";
import { prepareContext } from "../../../server/core/context";
import { seedDemoDataOnce } from "../../../server/data/seed";
import type { ScaleName } from "../../../server/data/generator/scales";
import type { ServerModule } from "../../../server/core/server-module";
import type { Database } from "../../../server/db/client";
import type { TestDatabase } from "./databases";
import { seedOptions } from "./templates";

export const TEST_API_KEY = "test-app-key-0123456789";
export { MARKET_END } from "./templates";

export interface TestApp {
  app: Awaited<ReturnType<typeof buildApp>>;
  db: Database;
}

/** Builds the real app on a fresh database for the enclosing describe block. */
export function useTestApp(
  database: TestDatabase,
  env: NodeJS.ProcessEnv = {},
  /** `market`: seed the mini market (true) or a market of another scale; `modules`: an integrator's modules to add. */
  options: { seed?: boolean; market?: boolean | ScaleName; modules?: readonly ServerModule[] } = {},
): TestApp {
  const handle = {} as TestApp;
  let drop: () => Promise<void> = async () => undefined;
  beforeAll(async () => {
    const market = options.market === true ? "mini" : options.market || undefined;
    const created = await database.create(market);
    drop = created.drop;
    // Request limits out of the way unless a suite sets its own (tests/api/request-limits.test.ts).
    const config = loadConfig({
      APP_API_KEY: TEST_API_KEY,
      STATIC_DIR: "/nonexistent",
      RATE_LIMIT_PER_MINUTE: "1000000",
      HEAVY_RATE_LIMIT_PER_MINUTE: "1000000",
      // Suites write market rows with SQL by hand to check figures, which the response cache's
      // fingerprint does not see (production writes go through the pipeline, importers or seed,
      // which it does); tests/api/admin-cache.test.ts turns the cache on.
      CACHE_ENABLED: "false",
      // The collector and its simulator are tested on their own (tests/api/market-collector.test.ts).
      MARKET_SOURCE: "off",
      ...env,
    });
    handle.db = created.db;
    // A market's template is seeded already; this only fills in what it lacks.
    if (options.seed || market) await seedDemoDataOnce(created.db, market ? seedOptions(market) : {});
    handle.app = await buildApp({
      ctx: await prepareContext(created.db, config),
      ownsDatabase: false,
      modules: options.modules,
    });
  });
  afterAll(async () => {
    await handle.app?.close();
    await drop();
  });
  return handle;
}
