import type { FastifyPluginAsyncTypebox } from "@fastify/type-provider-typebox";
import {
  ComparedPeriodQuerySchema,
  ErrorResponseSchema,
  IdParamsSchema,
  MarketProductResponseSchema,
  PeriodQuerySchema,
  ProductCsvSchema,
  ProductExportQuerySchema,
  ProductListQuerySchema,
  ProductListResponseSchema,
  ProductSalesByStoreResponseSchema,
  ProductSalesResponseSchema,
  ProductStockOutsQuerySchema,
  ProductStockOutsResponseSchema,
} from "../../../contracts";
import { requireApiCredentials } from "../../core/authenticate";
import type { AppContext } from "../../core/context";
import { requireFeature } from "../../core/module-gate";
import { productFacts } from "./facts-routes";
import { product, productListFile, productListPage, productSales, productSalesByStore, productStockOuts } from "./service";
import { CACHE_TTL } from "../../core/cache";

const tags = ["products"];
const errors = { 400: ErrorResponseSchema, 401: ErrorResponseSchema, 403: ErrorResponseSchema, 404: ErrorResponseSchema };

export const productRoutes: FastifyPluginAsyncTypebox<{ ctx: AppContext }> = async (app, { ctx }) => {
  const credentials = requireApiCredentials(ctx);
  const exports = requireFeature(ctx, "exports");
  const { db } = ctx;

  app.get(
    "/export",
    {
      preParsing: credentials,
      preHandler: exports,
      schema: {
        operationId: "exportProducts",
        errorCodes: { 403: ["FOREIGN_COMPANY_FILTER"] },
        tags,
        summary:
          "The products of a filter in the list's order, as CSV (UTF-8 with BOM; language=sv gives semicolons, decimal commas and Swedish headers) or as an Excel workbook (format=xlsx)",
        querystring: ProductExportQuerySchema,
        produces: ["text/csv", "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet"],
        response: { 200: ProductCsvSchema, ...errors },
      },
    },
    async (request, reply) => {
      const file = await productListFile(db, request.caller, request.query);
      return reply.type(file.contentType).header("content-disposition", `attachment; filename="${file.filename}"`).send(file.body);
    },
  );

  app.get(
    "/",
    {
      preParsing: credentials,
      schema: {
        operationId: "listProducts",
        errorCodes: { 403: ["FOREIGN_COMPANY_FILTER"] },
        tags,
        summary: "Products: search, filter, sort, page",
        querystring: ProductListQuerySchema,
        response: { 200: ProductListResponseSchema, ...errors },
      },
    },
    async (request) => ({ data: await productListPage(db, request.caller, request.query) }),
  );

  app.get(
    "/:id",
    {
      preParsing: credentials,
      schema: {
        operationId: "getProduct",
        errorCodes: { 404: ["PRODUCT_NOT_FOUND"] },
        tags,
        summary: "One product",
        params: IdParamsSchema,
        response: { 200: MarketProductResponseSchema, ...errors },
      },
    },
    async (request) => ({ data: await product(db, request.params.id) }),
  );

  app.get(
    "/:id/sales",
    {
      config: { cache: CACHE_TTL.figures },
      preParsing: credentials,
      schema: {
        operationId: "getProductSales",
        errorCodes: { 404: ["PRODUCT_NOT_FOUND"] },
        tags,
        summary: "A product's national daily sales and key figures over a period and the period before, and its segment",
        params: IdParamsSchema,
        querystring: ComparedPeriodQuerySchema,
        response: { 200: ProductSalesResponseSchema, ...errors },
      },
    },
    async (request) => ({ data: await productSales(db, request.params.id, request.query) }),
  );

  app.get(
    "/:id/stock-outs",
    {
      config: { cache: CACHE_TTL.stock },
      preParsing: credentials,
      schema: {
        operationId: "getProductStockOuts",
        errorCodes: { 404: ["PRODUCT_NOT_FOUND"] },
        tags,
        summary: "The stores where the product is out of stock right now, the largest lost-sales estimate first",
        params: IdParamsSchema,
        querystring: ProductStockOutsQuerySchema,
        response: { 200: ProductStockOutsResponseSchema, ...errors },
      },
    },
    async (request) => ({ data: await productStockOuts(db, request.params.id, request.query.limit ?? 20) }),
  );

  app.get(
    "/:id/sales-by-store",
    {
      config: { cache: CACHE_TTL.figures },
      preParsing: credentials,
      schema: {
        operationId: "getProductSalesByStore",
        errorCodes: { 404: ["PRODUCT_NOT_FOUND"] },
        tags,
        summary: "A product's sales per store over a period (every store that sold or lists it, in every county)",
        params: IdParamsSchema,
        querystring: PeriodQuerySchema,
        response: { 200: ProductSalesByStoreResponseSchema, ...errors },
      },
    },
    async (request) => ({ data: await productSalesByStore(db, request.params.id, request.query) }),
  );

  await app.register(productFacts, { ctx });
};
