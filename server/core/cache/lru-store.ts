import { LRUCache } from "lru-cache";
import { addHolding, type CacheEntry, type CacheStore, type RouteHoldings } from "./store";

/** The in-process store: bounded by entries and by bytes, least recently used out first. */
export function createLruStore(options: { maxEntries: number; maxBytes: number }): CacheStore {
  const lru = new LRUCache<string, CacheEntry>({
    max: options.maxEntries,
    maxSize: options.maxBytes,
    sizeCalculation: (entry) => Math.max(1, entry.bytes),
  });
  return {
    kind: "lru",
    async get(key) {
      return lru.get(key);
    },
    async set(key, entry, ttlSeconds) {
      lru.set(key, entry, { ttl: ttlSeconds * 1000 });
    },
    async clear() {
      const count = lru.size;
      lru.clear();
      return count;
    },
    async holdings() {
      const map = new Map<string, RouteHoldings>();
      for (const entry of lru.values()) addHolding(map, entry.route, entry.bytes);
      return map;
    },
    async close() {
      lru.clear();
    },
  };
}
