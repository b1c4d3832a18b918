import { buildApp } from "../../server/app";
import { loadConfig } from "../../server/config";
import { prepareContext } from "../../server/core/context";
import { openDatabase } from "../../server/db/client";
import { runMigrations } from "../../server/db/migrate";

/**
 * The OpenAPI document the server serves, built on an empty in-memory database (no server
 * needed); its `servers` entry is PUBLIC_URL from the environment, as the server's is.
 */
export async function openApiDocument(): Promise<object> {
  const db = await openDatabase({});
  await runMigrations(db);
  const config = loadConfig({ PUBLIC_URL: process.env.PUBLIC_URL, STATIC_DIR: "/nonexistent", SEED_DEMO_DATA: "false" });
  const app = await buildApp({ ctx: await prepareContext(db, config) });
  try {
    await app.ready();
    return app.swagger();
  } finally {
    await app.close();
  }
}
