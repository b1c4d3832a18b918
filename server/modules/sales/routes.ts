import type { FastifyPluginAsyncTypebox } from "@fastify/type-provider-typebox";
import {
  DailySeriesResponseSchema,
  ErrorResponseSchema,
  ProductDailyQuerySchema,
  ProductDailyResponseSchema,
  SalesRankingQuerySchema,
  SalesScopeQuerySchema,
  SalesSummaryQuerySchema,
  SalesSummaryResponseSchema,
  TopProductsResponseSchema,
  TopStoresResponseSchema,
} from "../../../contracts";
import { requireApiCredentials } from "../../core/authenticate";
import type { AppContext } from "../../core/context";
import { bestSellingProducts, bestSellingStores, dailySalesTotals, productDailySales, salesSummary } from "./service";
import { CACHE_TTL } from "../../core/cache";

const tags = ["sales"];
const errors = { 400: ErrorResponseSchema, 401: ErrorResponseSchema, 404: ErrorResponseSchema };

export const salesRoutes: FastifyPluginAsyncTypebox<{ ctx: AppContext }> = async (app, { ctx }) => {
  const credentials = requireApiCredentials(ctx);
  const { db } = ctx;

  app.get(
    "/summary",
    {
      config: { cache: CACHE_TTL.figures },
      preParsing: credentials,
      schema: {
        operationId: "getSalesSummary",
        errorCodes: { 404: ["COMPANY_NOT_FOUND"] },
        tags,
        summary: "Sales totals over a period and the period before",
        querystring: SalesSummaryQuerySchema,
        response: { 200: SalesSummaryResponseSchema, ...errors },
      },
    },
    async (request) => ({ data: await salesSummary(db, request.caller, request.query) }),
  );

  app.get(
    "/total/daily",
    {
      config: { cache: CACHE_TTL.figures },
      preParsing: credentials,
      schema: {
        operationId: "getDailySalesTotals",
        errorCodes: { 404: ["COMPANY_NOT_FOUND"] },
        tags,
        summary: "Daily sales totals",
        querystring: SalesScopeQuerySchema,
        response: { 200: DailySeriesResponseSchema, ...errors },
      },
    },
    async (request) => ({ data: await dailySalesTotals(db, request.caller, request.query) }),
  );

  app.get(
    "/top-products",
    {
      config: { cache: CACHE_TTL.figures },
      preParsing: credentials,
      schema: {
        operationId: "listTopProducts",
        errorCodes: { 404: ["COMPANY_NOT_FOUND"] },
        tags,
        summary: "Best-selling products over a period",
        querystring: SalesRankingQuerySchema,
        response: { 200: TopProductsResponseSchema, ...errors },
      },
    },
    async (request) => ({ data: await bestSellingProducts(db, request.caller, request.query) }),
  );

  app.get(
    "/top-stores",
    {
      config: { cache: CACHE_TTL.figures },
      preParsing: credentials,
      schema: {
        operationId: "listTopStores",
        errorCodes: { 404: ["COMPANY_NOT_FOUND"] },
        tags,
        summary: "Stores selling the most over a period",
        querystring: SalesRankingQuerySchema,
        response: { 200: TopStoresResponseSchema, ...errors },
      },
    },
    async (request) => ({ data: await bestSellingStores(db, request.caller, request.query) }),
  );

  app.get(
    "/product/daily",
    {
      config: { cache: CACHE_TTL.figures },
      preParsing: credentials,
      schema: {
        operationId: "getProductDailySales",
        errorCodes: { 404: ["PRODUCT_NOT_FOUND"] },
        tags,
        summary: "One product's daily sales, in some stores (storeIds[] repeated) or all",
        querystring: ProductDailyQuerySchema,
        response: { 200: ProductDailyResponseSchema, ...errors },
      },
    },
    async (request) => ({ data: await productDailySales(db, request.query) }),
  );
};
