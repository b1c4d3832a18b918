import type { FastifyPluginAsyncTypebox } from "@fastify/type-provider-typebox";
import { requireApiCredentials } from "../../core/authenticate";
import type { AppContext } from "../../core/context";
import { BEARER_OR_API_KEY } from "../../core/openapi";
import { fail } from "../../core/replies";
import {
  DailyDiffResponseSchema,
  ErrorResponseSchema,
  HourlyDiffResponseSchema,
  StockDiffQuerySchema,
  StockMetricsQuerySchema,
  StockMetricsResponseSchema,
} from "../../../contracts";
import { requestPeriod } from "../../market/latest-day";
import { periodDays, productMeasures } from "../../market/measures";
import { findProduct } from "../../market/products";
import { dailyDiff, hourlyDiff } from "../../market/stock-diff";
import { findStore } from "../../market/stores";

const security = BEARER_OR_API_KEY;
const tags = ["stock-diff"];
const errors = { 400: ErrorResponseSchema, 401: ErrorResponseSchema, 404: ErrorResponseSchema };
export const stockDiffRoutes: FastifyPluginAsyncTypebox<{ ctx: AppContext }> = async (app, { ctx }) => {
  const credentials = requireApiCredentials(ctx);
  const { db } = ctx;

  /** A product, a store or both must be named, and exist; null when an error was sent. */
  async function checkScope(query: { productId?: number; storeId?: number }, reply: Parameters<typeof fail>[0]) {
    let problem: [number, string] | null = null;
    if (query.productId === undefined && query.storeId === undefined) problem = [400, "querystring must name a productId, a storeId or both"];
    else if (query.productId !== undefined && !(await findProduct(db, query.productId))) problem = [404, `No product with id ${query.productId}`];
    else if (query.storeId !== undefined && !(await findStore(db, query.storeId))) problem = [404, `No store with id ${query.storeId}`];
    if (problem) {
      fail(reply, ...problem);
      return null;
    }
    return { productId: query.productId, storeId: query.storeId };
  }

  app.get(
    "/hourly",
    {
      preHandler: credentials,
      schema: { tags, security, summary: "Units sold, delivered and corrected per hour (Stockholm time); 7 days unless a period is given", querystring: StockDiffQuerySchema, response: { 200: HourlyDiffResponseSchema, ...errors } },
    },
    async (request, reply) => {
      const scope = await checkScope(request.query, reply);
      if (!scope) return;
      const period = await requestPeriod(db, request.query, "7d");
      return { data: { period, items: (await hourlyDiff(db, scope, period)).map(({ at, ...rest }) => ({ hour: at, ...rest })) } };
    },
  );

  app.get(
    "/daily",
    {
      preHandler: credentials,
      schema: { tags, security, summary: "Units sold, delivered and corrected per day, and how many stores changed", querystring: StockDiffQuerySchema, response: { 200: DailyDiffResponseSchema, ...errors } },
    },
    async (request, reply) => {
      const scope = await checkScope(request.query, reply);
      if (!scope) return;
      const period = await requestPeriod(db, request.query);
      return { data: { period, items: (await dailyDiff(db, scope, period)).map(({ at, ...rest }) => ({ date: at, ...rest })) } };
    },
  );

  app.get(
    "/metrics",
    {
      preHandler: credentials,
      schema: {
        tags,
        security,
        summary: "A product's stock movement over a period: totals, average daily sales, stock-outs and supply",
        querystring: StockMetricsQuerySchema,
        response: { 200: StockMetricsResponseSchema, ...errors },
      },
    },
    async (request, reply) => {
      const scope = await checkScope(request.query, reply);
      if (!scope) return;
      const period = await requestPeriod(db, request.query);
      const [days, measures] = await Promise.all([dailyDiff(db, scope, period), productMeasures(db, [request.query.productId], period)]);
      const m = measures.get(request.query.productId)!;
      const sum = (key: "sold" | "delivered" | "corrected") => days.reduce((a, d) => a + d[key], 0);
      return {
        data: {
          period,
          sold: sum("sold"),
          delivered: sum("delivered"),
          corrected: sum("corrected"),
          averageDailyUnits: Math.round((sum("sold") / periodDays(period)) * 100) / 100,
          outOfStockDays: m.outOfStockDays,
          lostUnits: m.lostUnits,
          stock: m.stock,
          weeksOfSupply: m.weeksOfSupply,
        },
      };
    },
  );
};
