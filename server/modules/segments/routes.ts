import type { FastifyPluginAsyncTypebox } from "@fastify/type-provider-typebox";
import type { FastifyReply } from "fastify";
import { requireApiCredentials } from "../../core/authenticate";
import type { AppContext } from "../../core/context";
import { BEARER_OR_API_KEY } from "../../core/openapi";
import { fail } from "../../core/replies";
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
import { requestPeriod } from "../../market/latest-day";
import { productMeasures } from "../../market/measures";
import { previousPeriod } from "../../market/period";
import { findProducts } from "../../market/products";
import { dailyTotals, salesTotals } from "../../market/sales";
import { listSegments, parseSegmentId, segmentProducts } from "../../market/segments";
import { queryRows } from "../../market/rows";
import { sql } from "drizzle-orm";

const security = BEARER_OR_API_KEY;
const tags = ["segments"];
const errors = { 400: ErrorResponseSchema, 401: ErrorResponseSchema, 404: ErrorResponseSchema };
export const segmentRoutes: FastifyPluginAsyncTypebox<{ ctx: AppContext }> = async (app, { ctx }) => {
  const credentials = requireApiCredentials(ctx);
  const { db } = ctx;

  async function segmentOr404(id: string, reply: FastifyReply) {
    const key = parseSegmentId(id);
    const [segment] = key ? await listSegments(db, key) : [];
    if (!segment || !key) fail(reply, 404, `No segment ${id}`);
    return segment && key ? { segment, key } : null;
  }

  app.get(
    "/",
    { preHandler: credentials, schema: { tags, security, summary: "Segments: category level 2 × band of price per litre", response: { 200: SegmentListResponseSchema, 401: ErrorResponseSchema } } },
    async () => ({ data: await listSegments(db) }),
  );

  app.get(
    "/:id",
    {
      preHandler: credentials,
      schema: { tags, security, summary: "One segment with its sales over a period and the period before", params: SegmentParamsSchema, querystring: PeriodQuerySchema, response: { 200: SegmentSalesResponseSchema, ...errors } },
    },
    async (request, reply) => {
      const found = await segmentOr404(request.params.id, reply);
      if (!found) return;
      const period = await requestPeriod(db, request.query);
      const products = segmentProducts(found.key);
      const [totals, previous] = await Promise.all([salesTotals(db, products, period), salesTotals(db, products, previousPeriod(period))]);
      return { data: { segment: found.segment, period, totals, previous } };
    },
  );

  app.get(
    "/:id/products",
    {
      preHandler: credentials,
      schema: {
        tags,
        security,
        summary: "The segment's products ranked by litres: share, price per litre, velocity",
        params: SegmentParamsSchema,
        querystring: SegmentProductsQuerySchema,
        response: { 200: SegmentProductsResponseSchema, ...errors },
      },
    },
    async (request, reply) => {
      const found = await segmentOr404(request.params.id, reply);
      if (!found) return;
      const period = await requestPeriod(db, request.query);
      const ids = (await queryRows<{ id: number }>(db, sql`select unnest(${segmentProducts(found.key)}) as id`)).map((r) => Number(r.id));
      const [measures, details] = await Promise.all([productMeasures(db, ids, period), findProducts(db, ids)]);
      const total = [...measures.values()].reduce((a, m) => a + m.litres, 0);
      const ranked = [...measures.values()].sort((a, b) => b.litres - a.litres || a.productId - b.productId).slice(0, request.query.limit ?? 100);
      return {
        data: {
          period,
          items: ranked.map((m, i) => ({ rank: i + 1, product: details.get(m.productId)!, units: m.units, litres: m.litres, revenue: m.revenue, share: total > 0 ? m.litres / total : 0, storesSelling: m.storesSelling, velocity: m.velocity })),
        },
      };
    },
  );

  app.get(
    "/:id/trends",
    {
      preHandler: credentials,
      schema: { tags, security, summary: "The segment's daily sales", params: SegmentParamsSchema, querystring: PeriodQuerySchema, response: { 200: DailySeriesResponseSchema, ...errors } },
    },
    async (request, reply) => {
      const found = await segmentOr404(request.params.id, reply);
      if (!found) return;
      const period = await requestPeriod(db, request.query);
      return { data: { period, items: await dailyTotals(db, segmentProducts(found.key), period) } };
    },
  );
};
