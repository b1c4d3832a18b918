import type { Config } from "../config";
import type { MarketIngests } from "./market-ingests";
import type { Database } from "../db/client";
import type { KeyUsageRecorder } from "./api-keys";
import type { ResponseCache } from "./cache";
import type { JobQueue } from "./jobs";
import type { Mailer } from "./mail";
import type { ObjectStorage } from "./storage";
import { resolveAppApiKey } from "./app-key";
import { resolveSecrets, type Secrets } from "./secrets";

/** What the process provides when it builds the app. */
export interface BaseContext {
  config: Config;
  db: Database;
  appApiKey: string;
  secrets: Secrets;
  startedAt: Date;
}

/** What every server module receives: the core services, never another module. */
export interface AppContext extends BaseContext {
  mailer: Mailer;
  /** Counts personal API keys' calls in memory and writes them in batches. */
  keyUsage: KeyUsageRecorder;
  /** Where uploaded files live (a directory or an S3 bucket). */
  storage: ObjectStorage;
  /** The durable job queue; modules register their handlers when their routes are registered. */
  jobs: JobQueue;
  /** The response cache of the market routes (LRU, or Redis with REDIS_URL). */
  cache: ResponseCache;
  /** Where modules hear of new market data (core/market-ingests.ts). */
  ingests: MarketIngests;
}

/** Reads (or creates once) the instance's key and secret from config or the database. */
export async function prepareContext(db: Database, config: Config, startedAt = new Date()): Promise<BaseContext> {
  return {
    config,
    db,
    appApiKey: await resolveAppApiKey(db, config.appApiKey),
    secrets: await resolveSecrets(db, config.appSecret),
    startedAt,
  };
}
