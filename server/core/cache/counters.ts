/** Hits, misses and milliseconds saved for one route. */
export interface RouteCounts {
  hits: number;
  misses: number;
  savedMs: number;
}

/** Hits and misses of one minute (ISO time of its start). */
export interface MinuteCounts {
  minute: string;
  hits: number;
  misses: number;
}

export interface CounterSnapshot {
  routes: Map<string, RouteCounts>;
  /** The last hour, oldest first, one row per minute (zeros included). */
  series: MinuteCounts[];
  since: Date;
}

/** The cache's counters: in the process, or in Redis so every instance adds to the same. */
export interface CacheCounters {
  hit(route: string, savedMs: number): void;
  miss(route: string): void;
  snapshot(): Promise<CounterSnapshot>;
  reset(): Promise<void>;
}

export const SERIES_MINUTES = 60;
const MINUTE = 60_000;

export const minuteOf = (time: number) => Math.floor(time / MINUTE) * MINUTE;

/** The last hour's minutes, oldest first, with what `counts` holds for each. */
export function lastHour(now: number, counts: (minute: number) => { hits: number; misses: number }): MinuteCounts[] {
  const current = minuteOf(now);
  return Array.from({ length: SERIES_MINUTES }, (_, i) => {
    const minute = current - (SERIES_MINUTES - 1 - i) * MINUTE;
    return { minute: new Date(minute).toISOString(), ...counts(minute) };
  });
}

export function createLocalCounters(now: () => number = Date.now): CacheCounters {
  let routes = new Map<string, RouteCounts>();
  let minutes = new Map<number, { hits: number; misses: number }>();
  let since = new Date(now());
  const route = (name: string) => {
    let counts = routes.get(name);
    if (!counts) routes.set(name, (counts = { hits: 0, misses: 0, savedMs: 0 }));
    return counts;
  };
  const minute = () => {
    const at = minuteOf(now());
    let counts = minutes.get(at);
    if (!counts) {
      minutes.set(at, (counts = { hits: 0, misses: 0 }));
      for (const old of minutes.keys()) if (old < at - SERIES_MINUTES * MINUTE) minutes.delete(old);
    }
    return counts;
  };
  return {
    hit(name, savedMs) {
      const counts = route(name);
      counts.hits++;
      counts.savedMs += savedMs;
      minute().hits++;
    },
    miss(name) {
      route(name).misses++;
      minute().misses++;
    },
    async snapshot() {
      const copy = new Map([...routes].map(([name, counts]) => [name, { ...counts }]));
      return { routes: copy, series: lastHour(now(), (m) => minutes.get(m) ?? { hits: 0, misses: 0 }), since };
    },
    async reset() {
      routes = new Map();
      minutes = new Map();
      since = new Date(now());
    },
  };
}
