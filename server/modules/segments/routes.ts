import type { FastifyPluginAsyncTypebox } from "@fastify/type-provider-typebox";
import type { FastifyReply } from "fastify";
import { Type } from "typebox";
import { requireApiCredentials } from "../../core/authenticate";
import type { AppContext } from "../../core/context";
import { ErrorResponse } from "../../core/errors";
import { BEARER_OR_API_KEY } from "../../core/openapi";
import { fail } from "../../core/replies";
import { PeriodEcho, Product, SalesTotals, DailyTotals } from "../../market/api-schemas";
import { requestPeriod } from "../../market/latest-day";
import { productMeasures } from "../../market/measures";
import { PeriodQuery, previousPeriod } from "../../market/period";
import { findProducts } from "../../market/products";
import { dailyTotals, salesTotals } from "../../market/sales";
import { listSegments, parseSegmentId, segmentProducts } from "../../market/segments";
import { queryRows } from "../../market/rows";
import { sql } from "drizzle-orm";

const security = BEARER_OR_API_KEY;
const tags = ["segments"];
const errors = { 400: ErrorResponse, 401: ErrorResponse, 404: ErrorResponse };
const Segment = Type.Object({
  id: Type.String({ description: "<category level 2>~<price band>" }),
  categoryLevel1: Type.Union([Type.String(), Type.Null()]),
  categoryLevel2: Type.String(),
  band: Type.Integer(),
  priceBand: Type.String(),
  minPricePerLitre: Type.Number(),
  maxPricePerLitre: Type.Union([Type.Number(), Type.Null()]),
  products: Type.Integer(),
});
const Params = Type.Object({ id: Type.String({ minLength: 3, maxLength: 110 }) });

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
    { preHandler: credentials, schema: { tags, security, summary: "Segments: category level 2 × band of price per litre", response: { 200: Type.Object({ data: Type.Array(Segment) }), 401: ErrorResponse } } },
    async () => ({ data: await listSegments(db) }),
  );

  app.get(
    "/:id",
    {
      preHandler: credentials,
      schema: { tags, security, summary: "One segment with its sales over a period and the period before", params: Params, querystring: Type.Object(PeriodQuery, { additionalProperties: false }), response: { 200: Type.Object({ data: Type.Object({ segment: Segment, period: PeriodEcho, totals: SalesTotals, previous: SalesTotals }) }), ...errors } },
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
        params: Params,
        querystring: Type.Object({ ...PeriodQuery, limit: Type.Optional(Type.Integer({ minimum: 1, maximum: 500, default: 100 })) }, { additionalProperties: false }),
        response: {
          200: Type.Object({
            data: Type.Object({
              period: PeriodEcho,
              items: Type.Array(Type.Object({ rank: Type.Integer(), product: Product, units: Type.Integer(), litres: Type.Number(), revenue: Type.Number(), share: Type.Number({ description: "Share of the segment's litres, 0–1" }), storesSelling: Type.Integer(), velocity: Type.Number() })),
            }),
          }),
          ...errors,
        },
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
      schema: { tags, security, summary: "The segment's daily sales", params: Params, querystring: Type.Object(PeriodQuery, { additionalProperties: false }), response: { 200: Type.Object({ data: Type.Object({ period: PeriodEcho, items: DailyTotals }) }), ...errors } },
    },
    async (request, reply) => {
      const found = await segmentOr404(request.params.id, reply);
      if (!found) return;
      const period = await requestPeriod(db, request.query);
      return { data: { period, items: await dailyTotals(db, segmentProducts(found.key), period) } };
    },
  );
};
