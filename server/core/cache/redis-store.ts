import type { Redis } from "ioredis";
import { addHolding, type CacheEntry, type CacheStore, type RouteHoldings } from "./store";

/** Keys of entries: `<prefix>:e:<route, URI-encoded>:<hash>`, so every instance reads the same. */
export function entryKeyPattern(prefix: string): string {
  return `${prefix}:e:*`;
}

async function scanKeys(redis: Redis, pattern: string, each: (keys: string[]) => Promise<void>): Promise<void> {
  let cursor = "0";
  do {
    const [next, keys] = await redis.scan(cursor, "MATCH", pattern, "COUNT", 500);
    cursor = next;
    if (keys.length > 0) await each(keys);
  } while (cursor !== "0");
}

function routeOfKey(key: string, prefix: string): string {
  const rest = key.slice(prefix.length + 3);
  return decodeURIComponent(rest.slice(0, rest.lastIndexOf(":")));
}

/** Entries in Redis with their time to live; several instances share them. */
export function createRedisStore(redis: Redis, prefix: string): CacheStore {
  return {
    kind: "redis",
    async get(key) {
      const text = await redis.get(key);
      return text ? (JSON.parse(text) as CacheEntry) : undefined;
    },
    async set(key, entry, ttlSeconds) {
      await redis.set(key, JSON.stringify(entry), "EX", ttlSeconds);
    },
    async clear() {
      let count = 0;
      await scanKeys(redis, entryKeyPattern(prefix), async (keys) => {
        count += await redis.unlink(...keys);
      });
      return count;
    },
    async holdings() {
      const map = new Map<string, RouteHoldings>();
      await scanKeys(redis, entryKeyPattern(prefix), async (keys) => {
        const pipeline = redis.pipeline();
        for (const key of keys) pipeline.strlen(key);
        const sizes = (await pipeline.exec()) ?? [];
        keys.forEach((key, i) => {
          const size = Number(sizes[i]?.[1] ?? 0);
          if (size > 0) addHolding(map, routeOfKey(key, prefix), size);
        });
      });
      return map;
    },
    async close() {
      await redis.quit();
    },
  };
}
