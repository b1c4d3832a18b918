import type { FastifyBaseLogger } from "fastify";
import type { Config } from "../../config";
import type { Database } from "../../db/client";
import { createLocalCounters } from "./counters";
import { createLruStore } from "./lru-store";
import { createRedisCounters } from "./redis-counters";
import { createRedisStore } from "./redis-store";
import { createResponseCache, type ResponseCache } from "./response-cache";

export { registerResponseCache } from "./hook";
export { CACHE_TTL } from "./ttl";
export type { ResponseCache } from "./response-cache";

/** The LRU in the process, or Redis (REDIS_URL) so that every instance shares entries and counts. */
export async function createCache(db: Database, config: Config, log: FastifyBaseLogger): Promise<ResponseCache> {
  const options = { enabled: config.cache.enabled, prefix: config.cache.keyPrefix, fingerprintMs: config.cache.fingerprintMs };
  if (config.redisUrl) {
    const { Redis } = await import("ioredis");
    const redis = new Redis(config.redisUrl, { connectTimeout: 500, maxRetriesPerRequest: 1 });
    return createResponseCache(db, createRedisStore(redis, options.prefix), createRedisCounters(redis, options.prefix, log), options);
  }
  const store = createLruStore({ maxEntries: config.cache.maxEntries, maxBytes: config.cache.maxMegabytes * 1024 * 1024 });
  return createResponseCache(db, store, createLocalCounters(), options);
}
