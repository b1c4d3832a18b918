import type { FastifyPluginAsyncTypebox } from "@fastify/type-provider-typebox";
import {
  DailyDiffResponseSchema,
  ErrorResponseSchema,
  HourlyDiffResponseSchema,
  StockDiffQuerySchema,
  StockMetricsQuerySchema,
  StockMetricsResponseSchema,
} from "../../../contracts";
import { requireApiCredentials } from "../../core/authenticate";
import type { AppContext } from "../../core/context";
import { dailyMovements, hourlyMovements, stockMetrics } from "./service";

const tags = ["stock-diff"];
const errors = { 400: ErrorResponseSchema, 401: ErrorResponseSchema, 404: ErrorResponseSchema };

export const stockDiffRoutes: FastifyPluginAsyncTypebox<{ ctx: AppContext }> = async (app, { ctx }) => {
  const credentials = requireApiCredentials(ctx);
  const { db } = ctx;

  app.get(
    "/hourly",
    {
      preParsing: credentials,
      schema: {
        operationId: "getHourlyStockMovements",
        errorCodes: { 400: ["PRODUCT_OR_STORE_REQUIRED"], 404: ["PRODUCT_NOT_FOUND", "STORE_NOT_FOUND"] },
        tags,
        summary: "Units sold, delivered and corrected per hour (Stockholm time); 7 days unless a period is given",
        querystring: StockDiffQuerySchema,
        response: { 200: HourlyDiffResponseSchema, ...errors },
      },
    },
    async (request) => ({ data: await hourlyMovements(db, request.query) }),
  );

  app.get(
    "/daily",
    {
      preParsing: credentials,
      schema: {
        operationId: "getDailyStockMovements",
        errorCodes: { 400: ["PRODUCT_OR_STORE_REQUIRED"], 404: ["PRODUCT_NOT_FOUND", "STORE_NOT_FOUND"] },
        tags,
        summary: "Units sold, delivered and corrected per day, and how many stores changed",
        querystring: StockDiffQuerySchema,
        response: { 200: DailyDiffResponseSchema, ...errors },
      },
    },
    async (request) => ({ data: await dailyMovements(db, request.query) }),
  );

  app.get(
    "/metrics",
    {
      preParsing: credentials,
      schema: {
        operationId: "getStockMovementMetrics",
        errorCodes: { 404: ["PRODUCT_NOT_FOUND"] },
        tags,
        summary: "A product's stock movement over a period: totals, average daily sales, stock-outs and supply",
        querystring: StockMetricsQuerySchema,
        response: { 200: StockMetricsResponseSchema, ...errors },
      },
    },
    async (request) => ({ data: await stockMetrics(db, request.query) }),
  );
};
