import type { FastifyPluginAsyncTypebox } from "@fastify/type-provider-typebox";
import type { FastifyReply, FastifyRequest } from "fastify";
import { requireApiCredentials } from "../../core/authenticate";
import type { AppContext } from "../../core/context";
import { BEARER_OR_API_KEY } from "../../core/openapi";
import { fail } from "../../core/replies";
import { page, pagination } from "../../market/api-schemas";
import {
  CompanyListQuerySchema,
  CompanyListResponseSchema,
  CompanyProductsQuerySchema,
  CompanyProductsResponseSchema,
  CompanyResponseSchema,
  CompanySalesResponseSchema,
  CompanyStockOutsQuerySchema,
  CompanyStockOutsResponseSchema,
  ErrorResponseSchema,
  PeriodQuerySchema,
  UuidParamsSchema,
} from "../../../contracts";
import { readableCompanies } from "../../market/company-access";
import { latestDataDay, requestPeriod } from "../../market/latest-day";
import { productMeasures } from "../../market/measures";
import { previousPeriod } from "../../market/period";
import { findProducts } from "../../market/products";
import { companyProducts, dailyTotals, rankedProductPage, salesTotals } from "../../market/sales";
import { sameSegmentProducts } from "../../market/segments";
import { latestSnapshotAt, openStockOuts } from "../../market/stock-outs";

const security = BEARER_OR_API_KEY;
const tags = ["companies"];
const errors = { 400: ErrorResponseSchema, 401: ErrorResponseSchema, 404: ErrorResponseSchema };
export const companyRoutes: FastifyPluginAsyncTypebox<{ ctx: AppContext }> = async (app, { ctx }) => {
  const credentials = requireApiCredentials(ctx);
  const { db } = ctx;

  async function companyOr404(request: FastifyRequest, id: string, reply: FastifyReply) {
    const [company] = await readableCompanies(db, request.caller, 1, id);
    if (!company) fail(reply, 404, `No company with id ${id} that you may read`);
    return company ?? null;
  }

  app.get(
    "/",
    {
      preHandler: credentials,
      schema: {
        tags,
        security,
        summary: "The caller's companies (every company for a super_admin)",
        querystring: CompanyListQuerySchema,
        response: { 200: CompanyListResponseSchema, ...errors },
      },
    },
    async (request) => ({ data: await readableCompanies(db, request.caller, request.query.limit ?? 100) }),
  );

  app.get(
    "/:id",
    { preHandler: credentials, schema: { tags, security, summary: "One company", params: UuidParamsSchema, response: { 200: CompanyResponseSchema, ...errors } } },
    async (request, reply) => {
      const company = await companyOr404(request, request.params.id, reply);
      if (company) return { data: company };
    },
  );

  app.get(
    "/:id/products",
    {
      preHandler: credentials,
      schema: {
        tags,
        security,
        summary: "The company's products with their figures over a period, best sellers (by revenue) first, paged",
        params: UuidParamsSchema,
        querystring: CompanyProductsQuerySchema,
        response: { 200: CompanyProductsResponseSchema, ...errors },
      },
    },
    async (request, reply) => {
      const company = await companyOr404(request, request.params.id, reply);
      if (!company) return;
      const period = await requestPeriod(db, request.query);
      const { limit, offset } = page(request.query);
      const { ids, total } = await rankedProductPage(db, await companyProducts(db, company.id), period, limit, offset);
      const [details, measures] = await Promise.all([findProducts(db, ids), productMeasures(db, ids, period)]);
      const items = ids.map((id) => {
        const m = measures.get(id)!;
        return { product: details.get(id)!, units: m.units, litres: m.litres, revenue: m.revenue, storesListing: m.storesListing, storesSelling: m.storesSelling, velocity: m.velocity, outOfStockDays: m.outOfStockDays, lostUnits: m.lostUnits };
      });
      return { data: { period, items, pagination: pagination(total, offset, limit) } };
    },
  );

  app.get(
    "/:id/sales",
    {
      preHandler: credentials,
      schema: {
        tags,
        security,
        summary: "The company's sales over a period against the previous period, with daily totals for its products and for all products of their segments",
        params: UuidParamsSchema,
        querystring: PeriodQuerySchema,
        response: { 200: CompanySalesResponseSchema, ...errors },
      },
    },
    async (request, reply) => {
      const company = await companyOr404(request, request.params.id, reply);
      if (!company) return;
      const period = await requestPeriod(db, request.query);
      const before = previousPeriod(period);
      const products = await companyProducts(db, company.id);
      const [totals, previous, daily, segmentDaily, latest] = await Promise.all([
        salesTotals(db, products, period),
        salesTotals(db, products, before),
        dailyTotals(db, products, period),
        dailyTotals(db, sameSegmentProducts(products), period),
        latestSnapshotAt(db),
      ]);
      return { data: { period, previousPeriod: before, totals, previous, daily, segmentDaily, latestSnapshotAt: latest } };
    },
  );

  app.get(
    "/:id/stock-outs",
    {
      preHandler: credentials,
      schema: {
        tags,
        security,
        summary: "The company's products out of stock in a store right now, the largest lost-sales estimate first",
        params: UuidParamsSchema,
        querystring: CompanyStockOutsQuerySchema,
        response: { 200: CompanyStockOutsResponseSchema, ...errors },
      },
    },
    async (request, reply) => {
      const company = await companyOr404(request, request.params.id, reply);
      if (!company) return;
      const asOf = await latestDataDay(db);
      const outs = await openStockOuts(db, await companyProducts(db, company.id), asOf, request.query.limit ?? 20);
      const details = await findProducts(db, [...new Set(outs.map((o) => o.productId))]);
      return { data: { asOf, items: outs.map(({ productId, ...out }) => ({ product: details.get(productId)!, ...out })) } };
    },
  );
};
