import type { SQL } from "drizzle-orm";
import { readableCompanies } from "../../market/company-access";
import { companyProducts } from "../../market/sales";
import type { FastifyPluginAsyncTypebox } from "@fastify/type-provider-typebox";
import type { FastifyReply } from "fastify";
import { Type } from "typebox";
import { requireApiCredentials } from "../../core/authenticate";
import type { AppContext } from "../../core/context";
import { ErrorResponse } from "../../core/errors";
import { BEARER_OR_API_KEY } from "../../core/openapi";
import { fail } from "../../core/replies";
import { IdParams, page, PageQuery, Pagination, pagination, PeriodEcho, Product, Nullable, DailyTotals } from "../../market/api-schemas";
import { assortmentOptimization, COMPARE_WITH, productInStore } from "../../market/assortment";
import { latestDataDay, requestPeriod } from "../../market/latest-day";
import { PeriodQuery, previousPeriod } from "../../market/period";
import { findProduct, findProducts } from "../../market/products";
import { storeListing } from "../../market/store-listing";
import { CATEGORY_SORTS, storeCategories, storeDaily, storeInventory, storeTopProducts, storeTotals } from "../../market/store-figures";
import { findStore } from "../../market/stores";

const security = BEARER_OR_API_KEY;
const tags = ["stores"];
const errors = { 400: ErrorResponse, 401: ErrorResponse, 404: ErrorResponse };
const Totals = Type.Object({ units: Type.Integer(), litres: Type.Number(), revenue: Type.Number(), productsSold: Type.Integer() });
const Period = Type.Object(PeriodQuery, { additionalProperties: false });
const Status = Type.Union([Type.Literal("in_stock"), Type.Literal("low"), Type.Literal("out_of_stock")]);
const OptimizationQuery = Type.Object(
  {
    ...PeriodQuery,
    minTurnoverRate: Type.Optional(Type.Number({ minimum: 0, maximum: 1000, default: 1, description: "Units per week per store" })),
    maxStockoutDays: Type.Optional(Type.Integer({ minimum: 0, maximum: 365, default: 7 })),
    limit: Type.Optional(Type.Integer({ minimum: 1, maximum: 100, default: 20 })),
  },
  { additionalProperties: false },
);
const Optimization = Type.Object({
  period: PeriodEcho,
  add: Type.Array(Type.Object({ product: Product, peerStoresListing: Type.Integer(), peerUnits: Type.Integer(), turnoverRate: Type.Number() })),
  slowMovers: Type.Array(Type.Object({ product: Product, stock: Type.Integer(), units: Type.Integer(), turnoverRate: Type.Number() })),
  frequentStockouts: Type.Array(Type.Object({ product: Product, outOfStockDays: Type.Integer() })),
});

/** Per-store figures: performance, sales, top products, categories, inventory, assortment. */
export const storeDetails: FastifyPluginAsyncTypebox<{ ctx: AppContext }> = async (app, { ctx }) => {
  const credentials = requireApiCredentials(ctx);
  const { db } = ctx;

  async function storeOr404(id: number, reply: FastifyReply) {
    const store = await findStore(db, id);
    if (!store) fail(reply, 404, `No store with id ${id}`);
    return store;
  }

  app.get(
    "/:id/performance",
    {
      preHandler: credentials,
      schema: { tags, security, summary: "A store's sales against the previous period, and its stock", params: IdParams, querystring: Period, response: { 200: Type.Object({ data: Type.Object({ period: PeriodEcho, totals: Totals, previous: Totals, stock: Type.Object({ listed: Type.Integer(), inStock: Type.Integer(), outOfStock: Type.Integer(), units: Type.Integer() }) }) }), ...errors } },
    },
    async (request, reply) => {
      const store = await storeOr404(request.params.id, reply);
      if (!store) return;
      const period = await requestPeriod(db, request.query);
      const [totals, previous, stock] = await Promise.all([storeTotals(db, store.id, period), storeTotals(db, store.id, previousPeriod(period)), storeListing(db, store.id)]);
      return { data: { period, totals, previous, stock } };
    },
  );

  app.get(
    "/:id/sales",
    { preHandler: credentials, schema: { tags, security, summary: "A store's daily sales", params: IdParams, querystring: Period, response: { 200: Type.Object({ data: Type.Object({ period: PeriodEcho, items: DailyTotals }) }), ...errors } } },
    async (request, reply) => {
      const store = await storeOr404(request.params.id, reply);
      if (!store) return;
      const period = await requestPeriod(db, request.query);
      return { data: { period, items: await storeDaily(db, store.id, period) } };
    },
  );

  app.get(
    "/:id/top-products",
    {
      preHandler: credentials,
      schema: {
        tags,
        security,
        summary: "A store's best sellers over a period",
        params: IdParams,
        querystring: Type.Object({ ...PeriodQuery, limit: Type.Optional(Type.Integer({ minimum: 1, maximum: 100, default: 10 })) }, { additionalProperties: false }),
        response: { 200: Type.Object({ data: Type.Object({ period: PeriodEcho, items: Type.Array(Type.Object({ rank: Type.Integer(), product: Product, units: Type.Integer(), litres: Type.Number(), revenue: Type.Number() })) }) }), ...errors },
      },
    },
    async (request, reply) => {
      const store = await storeOr404(request.params.id, reply);
      if (!store) return;
      const period = await requestPeriod(db, request.query);
      const top = await storeTopProducts(db, store.id, period, request.query.limit ?? 10);
      const details = await findProducts(db, top.map((t) => t.productId));
      return { data: { period, items: top.map((t, i) => ({ rank: i + 1, product: details.get(t.productId)!, units: t.units, litres: t.litres, revenue: t.revenue })) } };
    },
  );

  app.get(
    "/:id/categories",
    {
      preHandler: credentials,
      schema: {
        tags,
        security,
        summary: "A store's sales and listings by category",
        params: IdParams,
        querystring: Type.Object({ ...PeriodQuery, sortBy: Type.Optional(Type.Union(CATEGORY_SORTS.map((s) => Type.Literal(s)), { default: "revenue" })), limit: Type.Optional(Type.Integer({ minimum: 1, maximum: 200, default: 50 })) }, { additionalProperties: false }),
        response: {
          200: Type.Object({ data: Type.Object({ period: PeriodEcho, items: Type.Array(Type.Object({ categoryLevel1: Nullable(Type.String()), categoryLevel2: Nullable(Type.String()), productsListed: Type.Integer(), units: Type.Integer(), litres: Type.Number(), revenue: Type.Number(), revenueShare: Type.Number() })) }) }),
          ...errors,
        },
      },
    },
    async (request, reply) => {
      const store = await storeOr404(request.params.id, reply);
      if (!store) return;
      const period = await requestPeriod(db, request.query);
      return { data: { period, items: await storeCategories(db, store.id, period, request.query.sortBy ?? "revenue", request.query.limit ?? 50) } };
    },
  );

  app.get(
    "/:id/inventory",
    {
      preHandler: credentials,
      schema: {
        tags,
        security,
        summary: "What the store lists, with quantity and stock status (low: under a week of its average sales); optionally only a company's products",
        params: IdParams,
        querystring: Type.Object(
          { status: Type.Optional(Status), companyId: Type.Optional(Type.String({ format: "uuid", description: "Only this company's products (one you may read)" })), ...PageQuery },
          { additionalProperties: false },
        ),
        response: {
          200: Type.Object({
            data: Type.Object({
              items: Type.Array(Type.Object({ product: Product, quantity: Type.Integer(), status: Status, averageDailyUnits: Type.Number(), daysOfStock: Nullable(Type.Number()), since: Type.String({ format: "date-time" }) })),
              pagination: Pagination,
            }),
          }),
          ...errors,
        },
      },
    },
    async (request, reply) => {
      const store = await storeOr404(request.params.id, reply);
      if (!store) return;
      const { limit, offset } = page(request.query);
      let products: SQL | undefined;
      if (request.query.companyId) {
        const [company] = await readableCompanies(db, request.caller, 1, request.query.companyId);
        if (!company) return fail(reply, 404, `No company with id ${request.query.companyId} that you may read`);
        products = await companyProducts(db, company.id);
      }
      const { total, items } = await storeInventory(db, store.id, await latestDataDay(db), { status: request.query.status, products }, limit, offset);
      const details = await findProducts(db, items.map((i) => i.productId));
      return { data: { items: items.map(({ productId, ...rest }) => ({ product: details.get(productId)!, ...rest })), pagination: pagination(total, offset, limit) } };
    },
  );

  for (const path of ["/:id/assortment-optimization", "/:id/assortment/optimization"]) {
    app.get(
      path,
      { preHandler: credentials, schema: { tags, security, summary: "What to add (sells in stores of this size class), what turns slowly, what runs out", params: IdParams, querystring: OptimizationQuery, response: { 200: Type.Object({ data: Optimization }), ...errors } } },
      async (request, reply) => {
        const store = await storeOr404(request.params.id, reply);
        if (!store) return;
        const period = await requestPeriod(db, request.query, "90d");
        const found = await assortmentOptimization(db, store.id, { period, minTurnoverRate: request.query.minTurnoverRate ?? 1, maxStockoutDays: request.query.maxStockoutDays ?? 7, limit: request.query.limit ?? 20 });
        const details = await findProducts(db, [...found.add, ...found.slowMovers, ...found.frequentStockouts].map((r) => r.productId));
        const withProduct = <T extends { productId: number }>(rows: T[]) => rows.map(({ productId, ...rest }) => ({ product: details.get(productId)!, ...rest }));
        return { data: { period, add: withProduct(found.add), slowMovers: withProduct(found.slowMovers), frequentStockouts: withProduct(found.frequentStockouts) } };
      },
    );
  }

  app.get(
    "/:id/products/:productId/performance",
    {
      preHandler: credentials,
      schema: {
        tags,
        security,
        summary: "One product in this store against the average listing store of its county, size class or the country",
        params: Type.Object({ id: IdParams.properties.id, productId: IdParams.properties.id }),
        querystring: Type.Object({ ...PeriodQuery, compareWith: Type.Optional(Type.Union(COMPARE_WITH.map((c) => Type.Literal(c)), { default: "county" })) }, { additionalProperties: false }),
        response: {
          200: Type.Object({
            data: Type.Object({
              period: PeriodEcho,
              product: Product,
              listed: Type.Boolean(),
              stock: Nullable(Type.Integer()),
              store: Type.Object({ units: Type.Integer(), litres: Type.Number(), revenue: Type.Number(), daysWithSales: Type.Integer() }),
              comparison: Type.Object({ compareWith: Type.String(), stores: Type.Integer(), averageUnits: Type.Number(), averageLitres: Type.Number(), averageRevenue: Type.Number() }),
            }),
          }),
          ...errors,
        },
      },
    },
    async (request, reply) => {
      const store = await storeOr404(request.params.id, reply);
      if (!store) return;
      const product = await findProduct(db, request.params.productId);
      if (!product) return fail(reply, 404, `No product with id ${request.params.productId}`);
      const period = await requestPeriod(db, request.query);
      return { data: { period, product, ...(await productInStore(db, store.id, product.id, period, request.query.compareWith ?? "county")) } };
    },
  );
};
