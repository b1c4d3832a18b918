import type { FastifyPluginAsyncTypebox } from "@fastify/type-provider-typebox";
import { Type } from "typebox";
import { requireApiCredentials } from "../../core/authenticate";
import type { AppContext } from "../../core/context";
import { ErrorResponse } from "../../core/errors";
import { BEARER_OR_API_KEY } from "../../core/openapi";
import { fail } from "../../core/replies";
import { PeriodEcho } from "../../market/api-schemas";
import { requestPeriod } from "../../market/latest-day";
import { periodDays, productMeasures } from "../../market/measures";
import { PeriodQuery } from "../../market/period";
import { findProduct } from "../../market/products";
import { dailyDiff, hourlyDiff } from "../../market/stock-diff";
import { findStore } from "../../market/stores";

const security = BEARER_OR_API_KEY;
const tags = ["stock-diff"];
const errors = { 400: ErrorResponse, 401: ErrorResponse, 404: ErrorResponse };
const Id = Type.Integer({ minimum: 1, maximum: 2_147_483_647 });
const Scope = Type.Object({ ...PeriodQuery, productId: Type.Optional(Id), storeId: Type.Optional(Id) }, { additionalProperties: false });
const Row = { sold: Type.Integer(), delivered: Type.Integer(), corrected: Type.Integer() };

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
      schema: { tags, security, summary: "Units sold, delivered and corrected per hour (Stockholm time); 7 days unless a period is given", querystring: Scope, response: { 200: Type.Object({ data: Type.Object({ period: PeriodEcho, items: Type.Array(Type.Object({ hour: Type.String(), ...Row })) }) }), ...errors } },
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
      schema: { tags, security, summary: "Units sold, delivered and corrected per day, and how many stores changed", querystring: Scope, response: { 200: Type.Object({ data: Type.Object({ period: PeriodEcho, items: Type.Array(Type.Object({ date: Type.String({ format: "date" }), ...Row, storesChanged: Type.Integer() })) }) }), ...errors } },
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
        querystring: Type.Object({ ...PeriodQuery, productId: Id }, { additionalProperties: false }),
        response: {
          200: Type.Object({
            data: Type.Object({
              period: PeriodEcho,
              sold: Type.Integer(),
              delivered: Type.Integer(),
              corrected: Type.Integer(),
              averageDailyUnits: Type.Number(),
              outOfStockDays: Type.Integer(),
              lostUnits: Type.Number(),
              stock: Type.Integer(),
              weeksOfSupply: Type.Union([Type.Number(), Type.Null()]),
            }),
          }),
          ...errors,
        },
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
