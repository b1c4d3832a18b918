import type { Config } from "../config";
import type { Database } from "../db/client";

/** What every server module receives: the core services, never another module. */
export interface AppContext {
  config: Config;
  db: Database;
  appApiKey: string;
  startedAt: Date;
}
