import type { FastifyPluginAsyncTypebox } from "@fastify/type-provider-typebox";
import {
  CompetitiveAnalysisResponseSchema,
  ErrorResponseSchema,
  IdParamsSchema,
  MarketPositionQuerySchema,
  MarketPositionResponseSchema,
  ProducerRankingQuerySchema,
  ProducerRankingResponseSchema,
  RankingAnalysisQuerySchema,
  RankingAnalysisResponseSchema,
  RankingScopeQuerySchema,
  RankingsQuerySchema,
  RankingsResponseSchema,
  SalesPerformanceQuerySchema,
  SalesPerformanceResponseSchema,
  StoreOptimizationQuerySchema,
  StoreOptimizationResponseSchema,
} from "../../../contracts";
import { requireApiCredentials } from "../../core/authenticate";
import type { AppContext } from "../../core/context";
import { requireFeature } from "../../core/module-gate";
import {
  competitiveAnalysis,
  marketPosition,
  producerRanking,
  rankingAnalysis,
  rankings,
  salesPerformance,
  storeOptimization,
} from "./service";
import { CACHE_TTL } from "../../core/cache";

const tags = ["rankings"];
const errors = { 400: ErrorResponseSchema, 401: ErrorResponseSchema, 404: ErrorResponseSchema };

/** Registered under /api/v1: the ranking calls of docs/PRODUCT.md §7 Rankings (and /products/{id}/competitive, their alias). */
export const rankingRoutes: FastifyPluginAsyncTypebox<{ ctx: AppContext }> = async (app, { ctx }) => {
  const credentials = requireApiCredentials(ctx);
  const optimisation = requireFeature(ctx, "store-optimization");
  const competitive = requireFeature(ctx, "competitive-analysis");
  const { db } = ctx;

  app.get(
    "/rankings",
    {
      preParsing: credentials,
      schema: {
        operationId: "listRankings",
        errorCodes: {
          400: ["RANKING_OWN_NEEDS_COMPANY", "RANKING_CURSOR_INVALID", "RANKING_CURSOR_MISMATCH"],
          404: ["COMPANY_NOT_FOUND", "RANKING_NO_DATA", "RANKING_MONTH_WITHOUT_DATA"],
        },
        tags,
        summary: "Products ranked within their segments over a window of whole months, with flags; pages by an opaque cursor",
        querystring: RankingsQuerySchema,
        response: { 200: RankingsResponseSchema, ...errors, 410: ErrorResponseSchema },
      },
    },
    async (request) => ({ data: await rankings(db, request.caller, request.query) }),
  );

  app.get(
    "/rankings/analysis",
    {
      config: { cache: CACHE_TTL.analysis },
      preParsing: credentials,
      schema: {
        operationId: "getRankingAnalysis",
        errorCodes: { 404: ["COMPANY_NOT_FOUND", "RANKING_NO_DATA", "RANKING_MONTH_WITHOUT_DATA"] },
        tags,
        summary: "Segment sizes and concentration, flag counts and the biggest movers of a ranking",
        querystring: RankingAnalysisQuerySchema,
        response: { 200: RankingAnalysisResponseSchema, ...errors },
      },
    },
    async (request) => ({ data: await rankingAnalysis(db, request.caller, request.query) }),
  );

  // The same call under two paths: each is its own operation.
  for (const [path, operationId] of [
    ["/rankings/competitive-analysis/:id", "getCompetitiveAnalysis"],
    ["/products/:id/competitive", "getProductCompetitors"],
  ] as const) {
    app.get(
      path,
      {
        preParsing: credentials,
        preHandler: competitive,
        schema: {
          operationId,
          errorCodes: {
            404: ["COMPANY_NOT_FOUND", "RANKING_NO_DATA", "RANKING_MONTH_WITHOUT_DATA", "PRODUCT_NOT_FOUND", "RANKING_PRODUCT_NOT_RANKED"],
          },
          tags,
          summary: "A product's ranking entry beside its nearest rivals in segment and price",
          params: IdParamsSchema,
          querystring: RankingScopeQuerySchema,
          response: { 200: CompetitiveAnalysisResponseSchema, ...errors },
        },
      },
      async (request) => ({ data: await competitiveAnalysis(db, request.caller, request.params.id, request.query) }),
    );
  }

  app.get(
    "/rankings/producers",
    {
      config: { cache: CACHE_TTL.analysis },
      preParsing: credentials,
      schema: {
        operationId: "listProducerRankings",
        errorCodes: { 404: ["COMPANY_NOT_FOUND", "RANKING_NO_DATA", "RANKING_MONTH_WITHOUT_DATA"] },
        tags,
        summary: "Producers ranked by revenue, with product counts, market share and segments led",
        querystring: ProducerRankingQuerySchema,
        response: { 200: ProducerRankingResponseSchema, ...errors },
      },
    },
    async (request) => ({ data: await producerRanking(db, request.caller, request.query) }),
  );

  app.get(
    "/rankings/products/:id/market-position",
    {
      config: { cache: CACHE_TTL.analysis },
      preParsing: credentials,
      schema: {
        operationId: "getProductMarketPosition",
        errorCodes: { 404: ["PRODUCT_NOT_FOUND"] },
        tags,
        summary: "A product's place in its segment month by month: rank, share and percentile",
        params: IdParamsSchema,
        querystring: MarketPositionQuerySchema,
        response: { 200: MarketPositionResponseSchema, ...errors },
      },
    },
    async (request) => ({ data: await marketPosition(db, request.params.id, request.query) }),
  );

  app.get(
    "/rankings/sales-performance",
    {
      config: { cache: CACHE_TTL.analysis },
      preParsing: credentials,
      schema: {
        operationId: "getSalesPerformance",
        errorCodes: { 404: ["COMPANY_NOT_FOUND", "RANKING_NO_DATA", "RANKING_MONTH_WITHOUT_DATA"] },
        tags,
        summary: "A company's ranked products against their segments' medians",
        querystring: SalesPerformanceQuerySchema,
        response: { 200: SalesPerformanceResponseSchema, ...errors },
      },
    },
    async (request) => ({ data: await salesPerformance(db, request.caller, request.query) }),
  );

  app.get(
    "/rankings/store-optimization",
    {
      config: { cache: CACHE_TTL.analysis },
      preParsing: credentials,
      preHandler: optimisation,
      schema: {
        operationId: "getStoreOptimization",
        errorCodes: { 404: ["COMPANY_NOT_FOUND", "RANKING_NO_DATA", "RANKING_MONTH_WITHOUT_DATA"] },
        tags,
        summary: "Per store: the company's strong products to add, and its listed products that sold nothing there",
        querystring: StoreOptimizationQuerySchema,
        response: { 200: StoreOptimizationResponseSchema, ...errors },
      },
    },
    async (request) => ({ data: await storeOptimization(db, request.caller, request.query) }),
  );
};
