import type { FastifyPluginAsyncTypebox } from "@fastify/type-provider-typebox";
import type { FastifyReply, FastifyRequest } from "fastify";
import { requireApiCredentials } from "../../core/authenticate";
import type { AppContext } from "../../core/context";
import { BEARER_OR_API_KEY } from "../../core/openapi";
import { fail } from "../../core/replies";
import { latestDataDay, requestPeriod } from "../../market/latest-day";
import { openStockOuts } from "../../market/stock-outs";
import { productIdSet } from "../../market/sales";
import { productMeasures } from "../../market/measures";
import { previousPeriod } from "../../market/period";
import { PRICE_BANDS, segmentId, segmentOf } from "../../market/segments";
import { dailySales, salesByStore } from "../../market/product-sales";
import { findProduct, listProducts } from "../../market/products";
import { productFacts } from "./facts";
import { productsCsv } from "./csv";
import { page, pagination } from "../../market/api-schemas";
import {
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

const security = BEARER_OR_API_KEY;
const tags = ["products"];
const errors = { 400: ErrorResponseSchema, 401: ErrorResponseSchema, 403: ErrorResponseSchema, 404: ErrorResponseSchema };

/** More than the whole catalogue (about 25,000 articles), so an export is never cut short silently. */
const EXPORT_MAX_ROWS = 100_000;

export const productRoutes: FastifyPluginAsyncTypebox<{ ctx: AppContext }> = async (app, { ctx }) => {
  const credentials = requireApiCredentials(ctx);
  const { db } = ctx;

  /** The product, or a 404 already sent. */
  async function productOr404(id: number, reply: FastifyReply) {
    const product = await findProduct(db, id);
    if (!product) fail(reply, 404, `No product with id ${id}`);
    return product;
  }

  /** A company filter is for one's own company (any, for a super_admin); false when a 403 was sent. */
  function mayFilterBy(request: FastifyRequest, companyId: string | undefined, reply: FastifyReply): boolean {
    if (!companyId || request.caller?.role === "super_admin" || request.caller?.companyId === companyId) return true;
    fail(reply, 403, "You can only filter by your own company");
    return false;
  }

  app.get(
    "/export",
    {
      preHandler: credentials,
      schema: {
        tags,
        security,
        summary: "The products of a filter as CSV (UTF-8 with BOM, comma-separated), in the list's order",
        querystring: ProductExportQuerySchema,
        produces: ["text/csv"],
        response: { 200: ProductCsvSchema, ...errors },
      },
    },
    async (request, reply) => {
      if (!mayFilterBy(request, request.query.companyId, reply)) return;
      const { items } = await listProducts(db, request.query, {
        limit: EXPORT_MAX_ROWS,
        offset: 0,
        sortBy: request.query.sortBy ?? "name",
        sortOrder: request.query.sortOrder ?? "asc",
      });
      reply.header("content-type", "text/csv; charset=utf-8").header("content-disposition", 'attachment; filename="fenix-products.csv"');
      return `\uFEFF${productsCsv(items)}`;
    },
  );

  app.get(
    "/",
    { preHandler: credentials, schema: { tags, security, summary: "Products: search, filter, sort, page", querystring: ProductListQuerySchema, response: { 200: ProductListResponseSchema, ...errors } } },
    async (request, reply) => {
      const { limit, offset } = page(request.query);
      if (!mayFilterBy(request, request.query.companyId, reply)) return;
      const { items, total } = await listProducts(db, request.query, {
        limit,
        offset,
        sortBy: request.query.sortBy ?? "name",
        sortOrder: request.query.sortOrder ?? "asc",
      });
      return { data: { items, pagination: pagination(total, offset, limit) } };
    },
  );

  app.get(
    "/:id",
    { preHandler: credentials, schema: { tags, security, summary: "One product", params: IdParamsSchema, response: { 200: MarketProductResponseSchema, ...errors } } },
    async (request, reply) => {
      const product = await productOr404(request.params.id, reply);
      if (product) return { data: product };
    },
  );

  app.get(
    "/:id/sales",
    {
      preHandler: credentials,
      schema: {
        tags,
        security,
        summary: "A product's national daily sales and key figures over a period and the period before, and its segment",
        params: IdParamsSchema,
        querystring: PeriodQuerySchema,
        response: {
          200: ProductSalesResponseSchema,
          ...errors,
        },
      },
    },
    async (request, reply) => {
      const product = await productOr404(request.params.id, reply);
      if (!product) return;
      const period = await requestPeriod(db, request.query);
      const before = previousPeriod(period);
      const [daily, measures, earlier] = await Promise.all([
        dailySales(db, [product.id], period),
        productMeasures(db, [product.id], period),
        productMeasures(db, [product.id], before),
      ]);
      const { productId: _omit, ...totals } = measures.get(product.id)!;
      const { productId: _omitToo, ...previous } = earlier.get(product.id)!;
      const key = segmentOf(product);
      const segment = key ? { id: segmentId(key), categoryLevel2: key.category, priceBand: PRICE_BANDS[key.band]!.label } : null;
      return { data: { period, previousPeriod: before, totals, previous, daily, segment } };
    },
  );

  app.get(
    "/:id/stock-outs",
    {
      preHandler: credentials,
      schema: {
        tags,
        security,
        summary: "The stores where the product is out of stock right now, the largest lost-sales estimate first",
        params: IdParamsSchema,
        querystring: ProductStockOutsQuerySchema,
        response: { 200: ProductStockOutsResponseSchema, ...errors },
      },
    },
    async (request, reply) => {
      const product = await productOr404(request.params.id, reply);
      if (!product) return;
      const asOf = await latestDataDay(db);
      const items = await openStockOuts(db, productIdSet([product.id]), asOf, request.query.limit ?? 20);
      return { data: { asOf, items: items.map(({ productId: _omit, ...out }) => out) } };
    },
  );

  app.get(
    "/:id/sales-by-store",
    {
      preHandler: credentials,
      schema: {
        tags,
        security,
        summary: "A product's sales per store over a period (every store that sold or lists it, in every county)",
        params: IdParamsSchema,
        querystring: PeriodQuerySchema,
        response: {
          200: ProductSalesByStoreResponseSchema,
          ...errors,
        },
      },
    },
    async (request, reply) => {
      const product = await productOr404(request.params.id, reply);
      if (!product) return;
      const period = await requestPeriod(db, request.query, "90d");
      return { data: { period, items: await salesByStore(db, product.id, period) } };
    },
  );

  await app.register(productFacts, { ctx, productOr404 });
};
