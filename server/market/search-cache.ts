import { LRUCache } from "lru-cache";

/** How long a typeahead answer is reused: the catalogue changes at most a few times a day. */
export const SEARCH_CACHE_TTL_MS = 5 * 60_000;
export const SEARCH_CACHE_ENTRIES = 5_000;

/**
 * Typeahead answers by normalised query: people type the same prefixes over and over, and a
 * repeated query costs a map lookup instead of a trigram scan. Concurrent misses for one key share
 * a single database query.
 */
export class SearchCache<T extends object> {
  private readonly cache: LRUCache<string, T, () => Promise<T>>;

  constructor(ttlMs = SEARCH_CACHE_TTL_MS, max = SEARCH_CACHE_ENTRIES, clock: { now(): number } = performance) {
    this.cache = new LRUCache<string, T, () => Promise<T>>({
      max,
      ttl: ttlMs,
      perf: clock,
      fetchMethod: (_key, _stale, { context }) => context(),
    });
  }

  async get(key: string, load: () => Promise<T>): Promise<T> {
    return (await this.cache.fetch(key, { context: load }))!;
  }

  clear(): void {
    this.cache.clear();
  }
}
