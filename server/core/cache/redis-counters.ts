import type { Redis } from "ioredis";
import { lastHour, minuteOf, SERIES_MINUTES, type CacheCounters, type RouteCounts } from "./counters";

/**
 * Counters in Redis hashes: `<prefix>:stats` (route|hits, route|misses, route|savedMs) and one
 * `<prefix>:m:<minute>` per minute that expires after two hours. Increments are fire-and-forget:
 * a lost one costs a count, never a request.
 */
export function createRedisCounters(
  redis: Redis,
  prefix: string,
  log: { warn(o: object, m: string): void },
  now: () => number = Date.now,
): CacheCounters {
  const statsKey = `${prefix}:stats`;
  const sinceKey = `${prefix}:since`;
  const minuteKey = (minute: number) => `${prefix}:m:${minute}`;
  const failed = (error: unknown) => log.warn({ err: error }, "cache counters: Redis refused an increment");
  const bump = (route: string, field: "hits" | "misses", savedMs: number) => {
    const minute = minuteKey(minuteOf(now()));
    const pipeline = redis.pipeline().hincrby(statsKey, `${route}|${field}`, 1);
    if (savedMs > 0) pipeline.hincrbyfloat(statsKey, `${route}|savedMs`, savedMs);
    pipeline
      .hincrby(minute, field, 1)
      .expire(minute, SERIES_MINUTES * 120)
      .set(sinceKey, new Date(now()).toISOString(), "NX");
    pipeline.exec().catch(failed);
  };
  return {
    hit: (route, savedMs) => bump(route, "hits", savedMs),
    miss: (route) => bump(route, "misses", 0),
    async snapshot() {
      const [fields, since] = await Promise.all([redis.hgetall(statsKey), redis.get(sinceKey)]);
      const routes = new Map<string, RouteCounts>();
      for (const [field, value] of Object.entries(fields)) {
        const cut = field.lastIndexOf("|");
        const route = field.slice(0, cut);
        const counts = routes.get(route) ?? { hits: 0, misses: 0, savedMs: 0 };
        counts[field.slice(cut + 1) as keyof RouteCounts] = Number(value);
        routes.set(route, counts);
      }
      const minutes = lastHour(now(), () => ({ hits: 0, misses: 0 })).map((m) => Date.parse(m.minute));
      const pipeline = redis.pipeline();
      for (const minute of minutes) pipeline.hgetall(minuteKey(minute));
      const rows = (await pipeline.exec()) ?? [];
      const byMinute = new Map(
        minutes.map((minute, i) => {
          const row = (rows[i]?.[1] ?? {}) as Record<string, string>;
          return [minute, { hits: Number(row.hits ?? 0), misses: Number(row.misses ?? 0) }];
        }),
      );
      return {
        routes,
        series: lastHour(now(), (m) => byMinute.get(m) ?? { hits: 0, misses: 0 }),
        since: since ? new Date(since) : new Date(now()),
      };
    },
    async reset() {
      const minutes = lastHour(now(), () => ({ hits: 0, misses: 0 })).map((m) => minuteKey(Date.parse(m.minute)));
      await redis.del(statsKey, ...minutes);
      await redis.set(sinceKey, new Date(now()).toISOString());
    },
  };
}
