import type { FastifyPluginAsyncTypebox } from "@fastify/type-provider-typebox";
import type { FastifyRequest } from "fastify";
import { requireApiCredentials } from "../../core/authenticate";
import type { AppContext } from "../../core/context";
import { BEARER_OR_API_KEY } from "../../core/openapi";
import { fail } from "../../core/replies";
import {
  DailySeriesResponseSchema,
  ErrorResponseSchema,
  ProductDailyQuerySchema,
  ProductDailyResponseSchema,
  SalesRankingQuerySchema,
  SalesScopeQuerySchema,
  SalesSummaryResponseSchema,
  TopProductsResponseSchema,
  TopStoresResponseSchema,
} from "../../../contracts";
import { readableCompanies } from "../../market/company-access";
import { requestPeriod } from "../../market/latest-day";
import { previousPeriod } from "../../market/period";
import { findProduct, findProducts } from "../../market/products";
import { companyProducts, dailyTotals, productDailyInStores, salesTotals, topProducts, topStores } from "../../market/sales";

const security = BEARER_OR_API_KEY;
const tags = ["sales"];
const errors = { 400: ErrorResponseSchema, 401: ErrorResponseSchema, 404: ErrorResponseSchema };
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
      schema: { tags, security, summary: "Sales totals over a period and the period before", querystring: SalesScopeQuerySchema, response: { 200: SalesSummaryResponseSchema, ...errors } },
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
    { preHandler: credentials, schema: { tags, security, summary: "Daily sales totals", querystring: SalesScopeQuerySchema, response: { 200: DailySeriesResponseSchema, ...errors } } },
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
        querystring: SalesRankingQuerySchema,
        response: { 200: TopProductsResponseSchema, ...errors },
      },
    },
    async (request) => {
      const products = await scopeOf(request, request.query.companyId);
      const period = await requestPeriod(db, request.query);
      const ranked = await topProducts(db, products, period, request.query.sortBy ?? "revenue", request.query.limit ?? 10);
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
        querystring: SalesRankingQuerySchema,
        response: { 200: TopStoresResponseSchema, ...errors },
      },
    },
    async (request) => {
      const products = await scopeOf(request, request.query.companyId);
      const period = await requestPeriod(db, request.query);
      const ranked = await topStores(db, products, period, request.query.sortBy ?? "revenue", request.query.limit ?? 10);
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
        querystring: ProductDailyQuerySchema,
        response: { 200: ProductDailyResponseSchema, ...errors },
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
