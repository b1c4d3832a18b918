import type { FastifyPluginAsyncTypebox } from "@fastify/type-provider-typebox";
import {
  CatalogueStatisticsResponseSchema,
  CurrentStockResponseSchema,
  DataAvailabilityResponseSchema,
  ErrorResponseSchema,
  IdParamsSchema,
  PriceChangesQuerySchema,
  PriceChangesResponseSchema,
  PriceHistoryResponseSchema,
  ProductCategoriesResponseSchema,
  StockSummaryResponseSchema,
} from "../../../contracts";
import { requireApiCredentials } from "../../core/authenticate";
import type { AppContext } from "../../core/context";
import {
  catalogueCategories,
  catalogueStatistics,
  productCurrentStock,
  productDataAvailability,
  productPriceHistory,
  productStockSummary,
  recentPriceChanges,
} from "./service";

const tags = ["products"];
const errors = { 400: ErrorResponseSchema, 401: ErrorResponseSchema, 404: ErrorResponseSchema };

/** The catalogue's structure and a product's price, stock and data coverage. */
export const productFacts: FastifyPluginAsyncTypebox<{ ctx: AppContext }> = async (app, { ctx }) => {
  const credentials = requireApiCredentials(ctx);
  const { db } = ctx;

  app.get(
    "/categories",
    {
      preParsing: credentials,
      schema: {
        operationId: "listProductCategories",
        tags,
        summary: "Categories (level 1) with their subcategories (level 2) and product counts",
        response: { 200: ProductCategoriesResponseSchema, 401: ErrorResponseSchema },
      },
    },
    async () => ({ data: await catalogueCategories(db) }),
  );

  app.get(
    "/statistics",
    {
      preParsing: credentials,
      schema: {
        operationId: "getProductStatistics",
        tags,
        summary: "The catalogue in numbers: products per category and assortment, prices, countries",
        response: { 200: CatalogueStatisticsResponseSchema, 401: ErrorResponseSchema },
      },
    },
    async () => ({ data: await catalogueStatistics(db) }),
  );

  app.get(
    "/price-changes",
    {
      preParsing: credentials,
      schema: {
        operationId: "listPriceChanges",
        tags,
        summary: "Price changes within a period, newest first",
        querystring: PriceChangesQuerySchema,
        response: { 200: PriceChangesResponseSchema, ...errors },
      },
    },
    async (request) => ({ data: await recentPriceChanges(db, request.query) }),
  );

  app.get(
    "/:id/price-history",
    {
      preParsing: credentials,
      schema: {
        operationId: "getProductPriceHistory",
        errorCodes: { 404: ["PRODUCT_NOT_FOUND"] },
        tags,
        summary: "A product's prices from each date on",
        params: IdParamsSchema,
        response: { 200: PriceHistoryResponseSchema, ...errors },
      },
    },
    async (request) => ({ data: await productPriceHistory(db, request.params.id) }),
  );

  app.get(
    "/:id/stock-summary",
    {
      preParsing: credentials,
      schema: {
        operationId: "getProductStockSummary",
        errorCodes: { 404: ["PRODUCT_NOT_FOUND"] },
        tags,
        summary: "Stores listing the product, in and out of stock, units on shelves and weeks of supply",
        params: IdParamsSchema,
        response: { 200: StockSummaryResponseSchema, ...errors },
      },
    },
    async (request) => ({ data: await productStockSummary(db, request.params.id) }),
  );

  app.get(
    "/:id/current-stock",
    {
      preParsing: credentials,
      schema: {
        operationId: "getProductCurrentStock",
        errorCodes: { 404: ["PRODUCT_NOT_FOUND"] },
        tags,
        summary: "Units of the product on each listing store's shelf, as last observed",
        params: IdParamsSchema,
        response: { 200: CurrentStockResponseSchema, ...errors },
      },
    },
    async (request) => ({ data: await productCurrentStock(db, request.params.id) }),
  );

  app.get(
    "/:id/data-availability",
    {
      preParsing: credentials,
      schema: {
        operationId: "getProductDataAvailability",
        errorCodes: { 404: ["PRODUCT_NOT_FOUND"] },
        tags,
        summary: "Which days have sales data for the product, and the latest stock observation",
        params: IdParamsSchema,
        response: { 200: DataAvailabilityResponseSchema, ...errors },
      },
    },
    async (request) => ({ data: await productDataAvailability(db, request.params.id) }),
  );
};
