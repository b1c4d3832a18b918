/** One cached answer: the payload, which route made it and how long it took to compute. */
export interface CacheEntry {
  route: string;
  body: unknown;
  /** Milliseconds the computation took: what a hit saves. */
  computeMs: number;
  /** Size of the JSON text. */
  bytes: number;
}

/** Entries and bytes held for one route. */
export interface RouteHoldings {
  entries: number;
  bytes: number;
}

/** Where entries live: the process's LRU, or Redis shared by every instance. */
export interface CacheStore {
  readonly kind: "lru" | "redis";
  get(key: string): Promise<CacheEntry | undefined>;
  set(key: string, entry: CacheEntry, ttlSeconds: number): Promise<void>;
  /** Deletes every entry; answers how many there were. */
  clear(): Promise<number>;
  /** Entries and bytes per route. */
  holdings(): Promise<Map<string, RouteHoldings>>;
  close(): Promise<void>;
}

export function addHolding(map: Map<string, RouteHoldings>, route: string, bytes: number): void {
  const held = map.get(route) ?? { entries: 0, bytes: 0 };
  held.entries++;
  held.bytes += bytes;
  map.set(route, held);
}
