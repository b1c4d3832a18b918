import type { FastifyPluginAsyncTypebox } from "@fastify/type-provider-typebox";
import type { FastifyRequest } from "fastify";
import { Type } from "typebox";
import { requireApiCredentials } from "../../core/authenticate";
import type { AppContext } from "../../core/context";
import { ErrorResponse } from "../../core/errors";
import { BEARER_OR_API_KEY } from "../../core/openapi";
import { fail } from "../../core/replies";
import { PeriodEcho, Product, Nullable, SalesTotals, DailyTotals } from "../../market/api-schemas";
import { readableCompanies } from "../../market/company-access";
import { requestPeriod } from "../../market/latest-day";
import { PeriodQuery, previousPeriod } from "../../market/period";
import { findProduct, findProducts } from "../../market/products";
import { companyProducts, dailyTotals, productDailyInStores, RANK_BY, salesTotals, topProducts, topStores, type RankBy } from "../../market/sales";

const security = BEARER_OR_API_KEY;
const tags = ["sales"];
const errors = { 400: ErrorResponse, 401: ErrorResponse, 404: ErrorResponse };
const Scope = {
  ...PeriodQuery,
  companyId: Type.Optional(Type.String({ format: "uuid", description: "Only this company's products (one you may read); the whole market without it" })),
};
const Ranked = {
  ...Scope,
  sortBy: Type.Optional(Type.Union(RANK_BY.map((k) => Type.Literal(k)), { default: "revenue" })),
  limit: Type.Optional(Type.Integer({ minimum: 1, maximum: 100, default: 10 })),
};

/** Thrown for a company the caller may not read: answered 404 like an unknown one. */
class UnknownCompany extends Error {
  readonly statusCode = 404;
}

export const salesRoutes: FastifyPluginAsyncTypebox<{ ctx: AppContext }> = async (app, { ctx }) => {
  const credentials = requireApiCredentials(ctx);
  const { db } = ctx;

  async function scopeOf(request: FastifyRequest, companyId: string | undefined) {
    if (!companyId) return null;
    const [company] = await readableCompanies(db, request.caller, 1, companyId);
    if (!company) throw new UnknownCompany(`No company with id ${companyId} that you may read`);
    return companyProducts(db, company.id);
  }

  app.get(
    "/summary",
    {
      preHandler: credentials,
      schema: { tags, security, summary: "Sales totals over a period and the period before", querystring: Type.Object(Scope, { additionalProperties: false }), response: { 200: Type.Object({ data: Type.Object({ period: PeriodEcho, previousPeriod: PeriodEcho, totals: SalesTotals, previous: SalesTotals }) }), ...errors } },
    },
    async (request) => {
      const products = await scopeOf(request, request.query.companyId);
      const period = await requestPeriod(db, request.query);
      const before = previousPeriod(period);
      const [totals, previous] = await Promise.all([salesTotals(db, products, period), salesTotals(db, products, before)]);
      return { data: { period, previousPeriod: before, totals, previous } };
    },
  );

  app.get(
    "/total/daily",
    { preHandler: credentials, schema: { tags, security, summary: "Daily sales totals", querystring: Type.Object(Scope, { additionalProperties: false }), response: { 200: Type.Object({ data: Type.Object({ period: PeriodEcho, items: DailyTotals }) }), ...errors } } },
    async (request) => {
      const products = await scopeOf(request, request.query.companyId);
      const period = await requestPeriod(db, request.query);
      return { data: { period, items: await dailyTotals(db, products, period) } };
    },
  );

  app.get(
    "/top-products",
    {
      preHandler: credentials,
      schema: {
        tags,
        security,
        summary: "Best-selling products over a period",
        querystring: Type.Object(Ranked, { additionalProperties: false }),
        response: { 200: Type.Object({ data: Type.Object({ period: PeriodEcho, items: Type.Array(Type.Object({ rank: Type.Integer(), product: Product, units: Type.Integer(), litres: Type.Number(), revenue: Type.Number() })) }) }), ...errors },
      },
    },
    async (request) => {
      const products = await scopeOf(request, request.query.companyId);
      const period = await requestPeriod(db, request.query);
      const ranked = await topProducts(db, products, period, (request.query.sortBy ?? "revenue") as RankBy, request.query.limit ?? 10);
      const details = await findProducts(db, ranked.map((r) => r.productId));
      return { data: { period, items: ranked.map((r, i) => ({ rank: i + 1, product: details.get(r.productId)!, units: r.units, litres: r.litres, revenue: r.revenue })) } };
    },
  );

  app.get(
    "/top-stores",
    {
      preHandler: credentials,
      schema: {
        tags,
        security,
        summary: "Stores selling the most over a period",
        querystring: Type.Object(Ranked, { additionalProperties: false }),
        response: {
          200: Type.Object({
            data: Type.Object({
              period: PeriodEcho,
              items: Type.Array(
                Type.Object({ rank: Type.Integer(), storeId: Type.Integer(), siteId: Type.String(), storeName: Type.String(), city: Nullable(Type.String()), county: Nullable(Type.String()), units: Type.Integer(), litres: Type.Number(), revenue: Type.Number(), productsSold: Type.Integer() }),
              ),
            }),
          }),
          ...errors,
        },
      },
    },
    async (request) => {
      const products = await scopeOf(request, request.query.companyId);
      const period = await requestPeriod(db, request.query);
      const ranked = await topStores(db, products, period, (request.query.sortBy ?? "revenue") as RankBy, request.query.limit ?? 10);
      return { data: { period, items: ranked.map((r, i) => ({ rank: i + 1, ...r })) } };
    },
  );

  app.get(
    "/product/daily",
    {
      preHandler: credentials,
      schema: {
        tags,
        security,
        summary: "One product's daily sales, in some stores (storeIds[] repeated) or all",
        querystring: Type.Object(
          { ...PeriodQuery, productId: Type.Integer({ minimum: 1, maximum: 2_147_483_647 }), "storeIds[]": Type.Optional(Type.Array(Type.Integer({ minimum: 1, maximum: 2_147_483_647 }), { maxItems: 500 })) },
          { additionalProperties: false },
        ),
        response: { 200: Type.Object({ data: Type.Object({ period: PeriodEcho, productId: Type.Integer(), storeIds: Type.Array(Type.Integer()), items: DailyTotals }) }), ...errors },
      },
    },
    async (request, reply) => {
      const product = await findProduct(db, request.query.productId);
      if (!product) return fail(reply, 404, `No product with id ${request.query.productId}`);
      const period = await requestPeriod(db, request.query);
      const storeIds = request.query["storeIds[]"] ?? [];
      return { data: { period, productId: product.id, storeIds, items: await productDailyInStores(db, product.id, storeIds, period) } };
    },
  );
};
