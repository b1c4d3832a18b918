import type { RouteCacheOptions } from "./hook";

/**
 * How long each kind of answer is kept. The data fingerprint in every key already drops answers
 * when the data changes; the TTL bounds memory and anything the fingerprint cannot see.
 */
export const CACHE_TTL = {
  /** Totals, series and top lists over a period: change with an ingest only. */
  figures: { ttlSeconds: 15 * 60 },
  /** Rankings' analysis over closed months. */
  analysis: { ttlSeconds: 30 * 60 },
  /** Current stock and stock-outs: follow the hourly snapshots. */
  stock: { ttlSeconds: 5 * 60 },
} satisfies Record<string, RouteCacheOptions>;
