import type { FastifyPluginAsyncTypebox } from "@fastify/type-provider-typebox";
import {
  DailySeriesResponseSchema,
  ErrorResponseSchema,
  PeriodQuerySchema,
  SegmentListResponseSchema,
  SegmentParamsSchema,
  SegmentProductsQuerySchema,
  SegmentProductsResponseSchema,
  SegmentSalesResponseSchema,
} from "../../../contracts";
import { requireApiCredentials } from "../../core/authenticate";
import type { AppContext } from "../../core/context";
import { allSegments, segmentProductRanking, segmentSales, segmentTrends } from "./service";
import { CACHE_TTL } from "../../core/cache";

const tags = ["segments"];
const errors = { 400: ErrorResponseSchema, 401: ErrorResponseSchema, 404: ErrorResponseSchema };

export const segmentRoutes: FastifyPluginAsyncTypebox<{ ctx: AppContext }> = async (app, { ctx }) => {
  const credentials = requireApiCredentials(ctx);
  const { db } = ctx;

  app.get(
    "/",
    {
      preParsing: credentials,
      schema: {
        operationId: "listSegments",
        tags,
        summary: "Segments: category level 2 × band of price per litre",
        response: { 200: SegmentListResponseSchema, 401: ErrorResponseSchema },
      },
    },
    async () => ({ data: await allSegments(db) }),
  );

  app.get(
    "/:id",
    {
      preParsing: credentials,
      schema: {
        operationId: "getSegment",
        errorCodes: { 404: ["SEGMENT_NOT_FOUND"] },
        tags,
        summary: "One segment with its sales over a period and the period before",
        params: SegmentParamsSchema,
        querystring: PeriodQuerySchema,
        response: { 200: SegmentSalesResponseSchema, ...errors },
      },
    },
    async (request) => ({ data: await segmentSales(db, request.params.id, request.query) }),
  );

  app.get(
    "/:id/products",
    {
      config: { cache: CACHE_TTL.figures },
      preParsing: credentials,
      schema: {
        operationId: "listSegmentProducts",
        errorCodes: { 404: ["SEGMENT_NOT_FOUND"] },
        tags,
        summary: "The segment's products ranked by litres: share, price per litre, velocity",
        params: SegmentParamsSchema,
        querystring: SegmentProductsQuerySchema,
        response: { 200: SegmentProductsResponseSchema, ...errors },
      },
    },
    async (request) => ({ data: await segmentProductRanking(db, request.params.id, request.query) }),
  );

  app.get(
    "/:id/trends",
    {
      config: { cache: CACHE_TTL.figures },
      preParsing: credentials,
      schema: {
        operationId: "getSegmentTrends",
        errorCodes: { 404: ["SEGMENT_NOT_FOUND"] },
        tags,
        summary: "The segment's daily sales",
        params: SegmentParamsSchema,
        querystring: PeriodQuerySchema,
        response: { 200: DailySeriesResponseSchema, ...errors },
      },
    },
    async (request) => ({ data: await segmentTrends(db, request.params.id, request.query) }),
  );
};
