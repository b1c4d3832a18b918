import type { SQL } from "drizzle-orm";
import { readableCompanies } from "../../market/company-access";
import { companyProducts } from "../../market/sales";
import type { FastifyPluginAsyncTypebox } from "@fastify/type-provider-typebox";
import type { FastifyReply } from "fastify";
import { requireApiCredentials } from "../../core/authenticate";
import type { AppContext } from "../../core/context";
import { BEARER_OR_API_KEY } from "../../core/openapi";
import { fail } from "../../core/replies";
import { page, pagination } from "../../market/api-schemas";
import {
  ErrorResponseSchema,
  IdParamsSchema,
  OptimizationQuerySchema,
  OptimizationResponseSchema,
  PeriodQuerySchema,
  StoreCategoriesQuerySchema,
  StoreCategoriesResponseSchema,
  StoreDailySalesResponseSchema,
  StoreInventoryQuerySchema,
  StoreInventoryResponseSchema,
  StorePerformanceResponseSchema,
  StoreProductParamsSchema,
  StoreProductPerformanceResponseSchema,
  StoreProductQuerySchema,
  StoreTopProductsQuerySchema,
  StoreTopProductsResponseSchema,
} from "../../../contracts";
import { assortmentOptimization, productInStore } from "../../market/assortment";
import { latestDataDay, requestPeriod } from "../../market/latest-day";
import { previousPeriod } from "../../market/period";
import { findProduct, findProducts } from "../../market/products";
import { storeCategories, storeDaily, storeInventory, storeStock, storeTopProducts, storeTotals } from "../../market/store-figures";
import { findStore } from "../../market/stores";

const security = BEARER_OR_API_KEY;
const tags = ["stores"];
const errors = { 400: ErrorResponseSchema, 401: ErrorResponseSchema, 404: ErrorResponseSchema };
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
      schema: { tags, security, summary: "A store's sales against the previous period, and its stock", params: IdParamsSchema, querystring: PeriodQuerySchema, response: { 200: StorePerformanceResponseSchema, ...errors } },
    },
    async (request, reply) => {
      const store = await storeOr404(request.params.id, reply);
      if (!store) return;
      const period = await requestPeriod(db, request.query);
      const [totals, previous, stock] = await Promise.all([storeTotals(db, store.id, period), storeTotals(db, store.id, previousPeriod(period)), storeStock(db, store.id)]);
      return { data: { period, totals, previous, stock } };
    },
  );

  app.get(
    "/:id/sales",
    { preHandler: credentials, schema: { tags, security, summary: "A store's daily sales", params: IdParamsSchema, querystring: PeriodQuerySchema, response: { 200: StoreDailySalesResponseSchema, ...errors } } },
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
        params: IdParamsSchema,
        querystring: StoreTopProductsQuerySchema,
        response: { 200: StoreTopProductsResponseSchema, ...errors },
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
        params: IdParamsSchema,
        querystring: StoreCategoriesQuerySchema,
        response: { 200: StoreCategoriesResponseSchema, ...errors },
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
        params: IdParamsSchema,
        querystring: StoreInventoryQuerySchema,
        response: { 200: StoreInventoryResponseSchema, ...errors },
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
      { preHandler: credentials, schema: { tags, security, summary: "What to add (sells in stores of this size class), what turns slowly, what runs out", params: IdParamsSchema, querystring: OptimizationQuerySchema, response: { 200: OptimizationResponseSchema, ...errors } } },
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
        params: StoreProductParamsSchema,
        querystring: StoreProductQuerySchema,
        response: { 200: StoreProductPerformanceResponseSchema, ...errors },
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
