import type { FastifyPluginAsyncTypebox } from "@fastify/type-provider-typebox";
import {
  ComparedPeriodQuerySchema,
  ErrorResponseSchema,
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
  StoreRefParamsSchema,
  StoreTopProductsQuerySchema,
  StoreTopProductsResponseSchema,
} from "../../../contracts";
import { requireApiCredentials } from "../../core/authenticate";
import type { AppContext } from "../../core/context";
import { requireFeature } from "../../core/module-gate";
import {
  productInStorePerformance,
  storeBestSellers,
  storeCategorySales,
  storeDailySales,
  storeInventoryPage,
  storeOptimization,
  storePerformance,
} from "./service";
import { CACHE_TTL } from "../../core/cache";

const tags = ["stores"];
const errors = { 400: ErrorResponseSchema, 401: ErrorResponseSchema, 404: ErrorResponseSchema };

/** Per-store figures: performance, sales, top products, categories, inventory, assortment. */
export const storeDetails: FastifyPluginAsyncTypebox<{ ctx: AppContext }> = async (app, { ctx }) => {
  const credentials = requireApiCredentials(ctx);
  const optimisation = requireFeature(ctx, "store-optimization");
  const { db } = ctx;

  app.get(
    "/:id/performance",
    {
      config: { cache: CACHE_TTL.figures },
      preParsing: credentials,
      schema: {
        operationId: "getStorePerformance",
        errorCodes: { 404: ["STORE_NOT_FOUND"] },
        tags,
        summary: "A store's sales against the previous period, and its stock",
        params: StoreRefParamsSchema,
        querystring: ComparedPeriodQuerySchema,
        response: { 200: StorePerformanceResponseSchema, ...errors },
      },
    },
    async (request) => ({ data: await storePerformance(db, request.params.id, request.query) }),
  );

  app.get(
    "/:id/sales",
    {
      config: { cache: CACHE_TTL.figures },
      preParsing: credentials,
      schema: {
        operationId: "getStoreSales",
        errorCodes: { 404: ["STORE_NOT_FOUND"] },
        tags,
        summary: "A store's daily sales",
        params: StoreRefParamsSchema,
        querystring: PeriodQuerySchema,
        response: { 200: StoreDailySalesResponseSchema, ...errors },
      },
    },
    async (request) => ({ data: await storeDailySales(db, request.params.id, request.query) }),
  );

  app.get(
    "/:id/top-products",
    {
      config: { cache: CACHE_TTL.figures },
      preParsing: credentials,
      schema: {
        operationId: "listStoreTopProducts",
        errorCodes: { 404: ["STORE_NOT_FOUND"] },
        tags,
        summary: "A store's best sellers over a period",
        params: StoreRefParamsSchema,
        querystring: StoreTopProductsQuerySchema,
        response: { 200: StoreTopProductsResponseSchema, ...errors },
      },
    },
    async (request) => ({ data: await storeBestSellers(db, request.params.id, request.query) }),
  );

  app.get(
    "/:id/categories",
    {
      config: { cache: CACHE_TTL.figures },
      preParsing: credentials,
      schema: {
        operationId: "getStoreCategories",
        errorCodes: { 404: ["STORE_NOT_FOUND"] },
        tags,
        summary: "A store's sales and listings by category",
        params: StoreRefParamsSchema,
        querystring: StoreCategoriesQuerySchema,
        response: { 200: StoreCategoriesResponseSchema, ...errors },
      },
    },
    async (request) => ({ data: await storeCategorySales(db, request.params.id, request.query) }),
  );

  app.get(
    "/:id/inventory",
    {
      preParsing: credentials,
      schema: {
        operationId: "getStoreInventory",
        errorCodes: { 404: ["STORE_NOT_FOUND", "COMPANY_NOT_FOUND"] },
        tags,
        summary:
          "What the store lists, with quantity and stock status (low: under three days of its average sales over 28 days); optionally only a company's products",
        params: StoreRefParamsSchema,
        querystring: StoreInventoryQuerySchema,
        response: { 200: StoreInventoryResponseSchema, ...errors },
      },
    },
    async (request) => ({ data: await storeInventoryPage(db, request.caller, request.params.id, request.query) }),
  );

  for (const [path, operationId] of [
    ["/:id/assortment-optimization", "getStoreAssortmentOptimization"],
    ["/:id/assortment/optimization", "getStoreAssortmentOptimizationByPath"],
  ] as const) {
    app.get(
      path,
      {
        preParsing: credentials,
        preHandler: optimisation,
        schema: {
          operationId,
          errorCodes: { 404: ["STORE_NOT_FOUND"] },
          tags,
          summary: "What to add (sells in stores of this size class), what turns slowly, what runs out",
          params: StoreRefParamsSchema,
          querystring: OptimizationQuerySchema,
          response: { 200: OptimizationResponseSchema, ...errors },
        },
      },
      async (request) => ({ data: await storeOptimization(db, request.params.id, request.query) }),
    );
  }

  app.get(
    "/:id/products/:productId/performance",
    {
      preParsing: credentials,
      schema: {
        operationId: "getStoreProductPerformance",
        errorCodes: { 404: ["STORE_NOT_FOUND", "PRODUCT_NOT_FOUND"] },
        tags,
        summary: "One product in this store against the average listing store of its county, size class or the country",
        params: StoreProductParamsSchema,
        querystring: StoreProductQuerySchema,
        response: { 200: StoreProductPerformanceResponseSchema, ...errors },
      },
    },
    async (request) => ({ data: await productInStorePerformance(db, request.params.id, request.params.productId, request.query) }),
  );
};
