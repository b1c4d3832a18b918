import { Type, type Static } from "typebox";
import { DataEnvelope, LiteralUnion, Nullable } from "./common";

/** One cached route's counts since the last reset, and what it holds now. */
export const CacheRouteStatsSchema = Type.Object(
  {
    route: Type.String({ description: "The route's pattern, e.g. /api/v1/companies/:id/sales" }),
    hits: Type.Integer({ minimum: 0 }),
    misses: Type.Integer({ minimum: 0 }),
    /** hits / (hits + misses); null before the first request. */
    hitRate: Nullable(Type.Number({ minimum: 0, maximum: 1 })),
    entries: Type.Integer({ minimum: 0 }),
    bytes: Type.Integer({ minimum: 0 }),
    /** The computation time of the answers served from the cache, summed. */
    savedMs: Type.Number({ minimum: 0 }),
    ttlSeconds: Type.Integer({ minimum: 0 }),
  },
  {
    examples: [
      {
        route: "/api/v1/companies/:id/sales",
        hits: 1840,
        misses: 212,
        hitRate: 0.897,
        entries: 64,
        bytes: 3145728,
        savedMs: 412380,
        ttlSeconds: 900,
      },
    ],
  },
);
export type CacheRouteStats = Static<typeof CacheRouteStatsSchema>;

export const CacheTotalsSchema = Type.Object(
  {
    hits: Type.Integer({ minimum: 0 }),
    misses: Type.Integer({ minimum: 0 }),
    hitRate: Nullable(Type.Number({ minimum: 0, maximum: 1 })),
    entries: Type.Integer({ minimum: 0 }),
    bytes: Type.Integer({ minimum: 0 }),
    savedMs: Type.Number({ minimum: 0 }),
  },
  { examples: [{ hits: 24810, misses: 3120, hitRate: 0.888, entries: 812, bytes: 41943040, savedMs: 5210440 }] },
);
export type CacheTotals = Static<typeof CacheTotalsSchema>;

export const CacheStoreKindSchema = LiteralUnion(["lru", "redis"]);

/** GET /admin/cache/stats: the store and its totals. */
export const CacheStatsSchema = Type.Object({
  store: CacheStoreKindSchema,
  enabled: Type.Boolean({ examples: [true] }),
  totals: CacheTotalsSchema,
  routes: Type.Integer({ minimum: 0, description: "How many routes are cached", examples: [31] }),
  countingSince: Type.String({ format: "date-time", examples: ["2026-11-19T08:30:00.000Z"] }),
});
export type CacheStats = Static<typeof CacheStatsSchema>;
export const CacheStatsResponseSchema = DataEnvelope(CacheStatsSchema);

export const CacheMinuteSchema = Type.Object(
  {
    minute: Type.String({ format: "date-time" }),
    hits: Type.Integer({ minimum: 0 }),
    misses: Type.Integer({ minimum: 0 }),
    hitRate: Nullable(Type.Number({ minimum: 0, maximum: 1 })),
  },
  { examples: [{ minute: "2026-11-20T08:29:00.000Z", hits: 41, misses: 5, hitRate: 0.891 }] },
);
export type CacheMinute = Static<typeof CacheMinuteSchema>;

/** GET /admin/cache/analytics: per route, and the hit rate per minute over the last hour. */
export const CacheAnalyticsSchema = Type.Object({
  store: CacheStoreKindSchema,
  totals: CacheTotalsSchema,
  routes: Type.Array(CacheRouteStatsSchema),
  series: Type.Array(CacheMinuteSchema),
  countingSince: Type.String({ format: "date-time", examples: ["2026-11-19T08:30:00.000Z"] }),
});
export type CacheAnalytics = Static<typeof CacheAnalyticsSchema>;
export const CacheAnalyticsResponseSchema = DataEnvelope(CacheAnalyticsSchema);

export const CACHE_WARM_MODES = ["normal", "aggressive"] as const;
export const CACHE_WARM_STATUSES = ["idle", "queued", "running", "done", "failed"] as const;

/** GET /admin/cache/warm-status: the latest warm job. */
export const CacheWarmStatusSchema = Type.Object(
  {
    status: LiteralUnion(CACHE_WARM_STATUSES),
    jobId: Nullable(Type.Integer()),
    mode: Nullable(LiteralUnion(CACHE_WARM_MODES)),
    /** 0–1. */
    progress: Type.Number({ minimum: 0, maximum: 1 }),
    /** Answers computed, and answers that were already cached. */
    computed: Nullable(Type.Integer({ minimum: 0 })),
    alreadyCached: Nullable(Type.Integer({ minimum: 0 })),
    companies: Nullable(Type.Integer({ minimum: 0 })),
    error: Nullable(Type.String()),
    queuedAt: Nullable(Type.String({ format: "date-time" })),
    updatedAt: Nullable(Type.String({ format: "date-time" })),
  },
  {
    examples: [
      {
        status: "done",
        jobId: 118,
        mode: "normal",
        progress: 1,
        computed: 412,
        alreadyCached: 96,
        companies: 23,
        error: null,
        queuedAt: "2026-11-20T05:00:00.000Z",
        updatedAt: "2026-11-20T05:03:41.000Z",
      },
    ],
  },
);
export type CacheWarmStatus = Static<typeof CacheWarmStatusSchema>;
export const CacheWarmStatusResponseSchema = DataEnvelope(CacheWarmStatusSchema);

/** What a clear, purge or warm did. */
export const CacheActionSchema = Type.Object(
  {
    success: Type.Boolean(),
    message: Type.String(),
    /** Entries deleted (clear, purge). */
    removed: Type.Optional(Type.Integer({ minimum: 0 })),
    /** The warm job (warm, warm-aggressive). */
    jobId: Type.Optional(Type.Integer()),
  },
  { examples: [{ success: true, message: "Cache cleared", removed: 812 }] },
);
export type CacheAction = Static<typeof CacheActionSchema>;
export const CacheActionResponseSchema = DataEnvelope(CacheActionSchema);
