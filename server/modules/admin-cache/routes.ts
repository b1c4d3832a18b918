import type { FastifyPluginAsyncTypebox } from "@fastify/type-provider-typebox";
import type { FastifyRequest } from "fastify";
import {
  CacheActionResponseSchema,
  CacheAnalyticsResponseSchema,
  CacheStatsResponseSchema,
  CacheWarmStatusResponseSchema,
  ErrorResponseSchema,
} from "../../../contracts";
import { requireSuperAdmin, type Caller } from "../../core/authenticate";
import type { AppContext } from "../../core/context";
import { cacheAnalytics, cacheStats, clearAnalytics, clearEntries, purgeCdn, purgeEntries, startWarm, warmStatus } from "./service";

const tags = ["admin"];
// A key is read (so the application key and personal keys get 403, not 401) but never enough.
const errors = { 401: ErrorResponseSchema, 403: ErrorResponseSchema };

/** The response cache for operators (super_admin): figures, clearing, purging and warming. */
export const adminCacheRoutes: FastifyPluginAsyncTypebox<{ ctx: AppContext }> = async (app, { ctx }) => {
  // Members, personal keys (even an operator's) and the application key get 403; nobody at all, 401.
  const operatorOnly = requireSuperAdmin(ctx);
  const operator = (request: FastifyRequest) => request.caller as Caller;
  const base = { preParsing: operatorOnly };

  app.get(
    "/analytics",
    {
      ...base,
      schema: {
        operationId: "getCacheAnalytics",
        tags,
        summary: "Hits, misses, entries, bytes and time saved per cached route; hit rate per minute",
        response: { 200: CacheAnalyticsResponseSchema, ...errors },
      },
    },
    async () => ({ data: await cacheAnalytics(ctx) }),
  );
  app.get(
    "/stats",
    {
      ...base,
      schema: {
        operationId: "getCacheStats",
        tags,
        summary: "The cache's store and totals",
        response: { 200: CacheStatsResponseSchema, ...errors },
      },
    },
    async () => ({ data: await cacheStats(ctx) }),
  );
  app.get(
    "/warm-status",
    {
      ...base,
      schema: {
        operationId: "getCacheWarmStatus",
        tags,
        summary: "The latest warm job and its progress",
        response: { 200: CacheWarmStatusResponseSchema, ...errors },
      },
    },
    async () => ({ data: await warmStatus(ctx) }),
  );
  app.delete(
    "/analytics/clear",
    {
      ...base,
      schema: {
        operationId: "clearCacheAnalytics",
        tags,
        summary: "Reset the counters",
        response: { 200: CacheActionResponseSchema, ...errors },
      },
    },
    async (request) => ({ data: await clearAnalytics(ctx, operator(request), request.ip) }),
  );
  app.delete(
    "/clear",
    {
      ...base,
      schema: {
        operationId: "clearCache",
        tags,
        summary: "Delete every cached answer",
        response: { 200: CacheActionResponseSchema, ...errors },
      },
    },
    async (request) => ({ data: await clearEntries(ctx, operator(request), request.ip) }),
  );
  app.delete(
    "/purge",
    {
      ...base,
      schema: {
        operationId: "purgeCache",
        tags,
        summary: "Delete every cached answer, including those being computed",
        response: { 200: CacheActionResponseSchema, ...errors },
      },
    },
    async (request) => ({ data: await purgeEntries(ctx, operator(request), request.ip) }),
  );
  app.delete(
    "/cloudflare/purge",
    {
      ...base,
      schema: {
        operationId: "purgeCdn",
        tags,
        summary: "Ask the CDN to purge everything (409 CDN_NOT_CONFIGURED without CDN_PURGE_URL)",
        response: { 200: CacheActionResponseSchema, 409: ErrorResponseSchema, ...errors },
      },
    },
    async (request) => ({ data: await purgeCdn(ctx, operator(request), request.ip) }),
  );
  app.post(
    "/warm",
    {
      ...base,
      schema: {
        operationId: "warmCache",
        tags,
        summary: "Precompute every company's dashboard for the default period (a job)",
        response: { 202: CacheActionResponseSchema, ...errors },
      },
    },
    async (request, reply) => reply.code(202).send({ data: await startWarm(ctx, operator(request), request.ip, "normal") }),
  );
  app.post(
    "/warm-aggressive",
    {
      ...base,
      schema: {
        operationId: "warmCacheFully",
        tags,
        summary: "Precompute every company's dashboard for every period, its analysis and the operators' view (a job)",
        response: { 202: CacheActionResponseSchema, ...errors },
      },
    },
    async (request, reply) => reply.code(202).send({ data: await startWarm(ctx, operator(request), request.ip, "aggressive") }),
  );
};
