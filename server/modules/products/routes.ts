import type { FastifyPluginAsyncTypebox } from "@fastify/type-provider-typebox";
import type { FastifyReply, FastifyRequest } from "fastify";
import { Type } from "typebox";
import { requireApiCredentials } from "../../core/authenticate";
import type { AppContext } from "../../core/context";
import { ErrorResponse } from "../../core/errors";
import { BEARER_OR_API_KEY } from "../../core/openapi";
import { fail } from "../../core/replies";
import { latestDataDay, requestPeriod } from "../../market/latest-day";
import { openStockOuts } from "../../market/stock-outs";
import { productIdSet } from "../../market/sales";
import { productMeasures } from "../../market/measures";
import { PeriodQuery, previousPeriod } from "../../market/period";
import { PRICE_BANDS, segmentId, segmentOf } from "../../market/segments";
import { dailySales, salesByStore } from "../../market/product-sales";
import { findProduct, listProducts, PRODUCT_SORTS, type ProductSort } from "../../market/products";
import { productFacts } from "./facts";
import { productsCsv } from "./csv";
import { DailySales, IdParams, Measures, Nullable, page, PageQuery, Pagination, pagination, PeriodEcho, Product, StockOut } from "../../market/api-schemas";

const security = BEARER_OR_API_KEY;
const tags = ["products"];
const errors = { 400: ErrorResponse, 401: ErrorResponse, 403: ErrorResponse, 404: ErrorResponse };

const FilterQuery = {
    search: Type.Optional(Type.String({ maxLength: 100 })),
    category: Type.Optional(Type.String({ maxLength: 100, description: "Category level 1, e.g. Vin" })),
    subcategory: Type.Optional(Type.String({ maxLength: 100, description: "Category level 2, e.g. Rött vin" })),
    country: Type.Optional(Type.String({ maxLength: 100 })),
    minPrice: Type.Optional(Type.Number({ minimum: 0 })),
    maxPrice: Type.Optional(Type.Number({ minimum: 0 })),
    assortment: Type.Optional(Type.String({ maxLength: 50, description: "Assortment code or text" })),
    supplier: Type.Optional(Type.String({ maxLength: 200 })),
    companyId: Type.Optional(Type.String({ format: "uuid", description: "Only this company's products (yours, unless super_admin)" })),
    sortBy: Type.Optional(Type.Union(Object.keys(PRODUCT_SORTS).map((k) => Type.Literal(k)), { default: "name" })),
    sortOrder: Type.Optional(Type.Union([Type.Literal("asc"), Type.Literal("desc")], { default: "asc" })),
};
const ListQuery = Type.Object({ ...FilterQuery, ...PageQuery }, { additionalProperties: false });

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
        querystring: Type.Object(FilterQuery, { additionalProperties: false }),
        produces: ["text/csv"],
        response: { 200: Type.String({ description: "CSV" }), ...errors },
      },
    },
    async (request, reply) => {
      if (!mayFilterBy(request, request.query.companyId, reply)) return;
      const { items } = await listProducts(db, request.query, {
        limit: EXPORT_MAX_ROWS,
        offset: 0,
        sortBy: (request.query.sortBy ?? "name") as ProductSort,
        sortOrder: request.query.sortOrder ?? "asc",
      });
      reply.header("content-type", "text/csv; charset=utf-8").header("content-disposition", 'attachment; filename="fenix-products.csv"');
      return `\uFEFF${productsCsv(items)}`;
    },
  );

  app.get(
    "/",
    { preHandler: credentials, schema: { tags, security, summary: "Products: search, filter, sort, page", querystring: ListQuery, response: { 200: Type.Object({ data: Type.Object({ items: Type.Array(Product), pagination: Pagination }) }), ...errors } } },
    async (request, reply) => {
      const { limit, offset } = page(request.query);
      if (!mayFilterBy(request, request.query.companyId, reply)) return;
      const { items, total } = await listProducts(db, request.query, {
        limit,
        offset,
        sortBy: (request.query.sortBy ?? "name") as ProductSort,
        sortOrder: request.query.sortOrder ?? "asc",
      });
      return { data: { items, pagination: pagination(total, offset, limit) } };
    },
  );

  app.get(
    "/:id",
    { preHandler: credentials, schema: { tags, security, summary: "One product", params: IdParams, response: { 200: Type.Object({ data: Product }), ...errors } } },
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
        params: IdParams,
        querystring: Type.Object(PeriodQuery, { additionalProperties: false }),
        response: {
          200: Type.Object({
            data: Type.Object({
              period: PeriodEcho,
              previousPeriod: PeriodEcho,
              totals: Measures,
              previous: Measures,
              daily: Type.Array(DailySales),
              segment: Nullable(Type.Object({ id: Type.String(), categoryLevel2: Type.String(), priceBand: Type.String() })),
            }),
          }),
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
        params: IdParams,
        querystring: Type.Object({ limit: Type.Optional(Type.Integer({ minimum: 1, maximum: 500, default: 20 })) }, { additionalProperties: false }),
        response: { 200: Type.Object({ data: Type.Object({ asOf: Type.String({ format: "date" }), items: Type.Array(StockOut) }) }), ...errors },
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
        params: IdParams,
        querystring: Type.Object(PeriodQuery, { additionalProperties: false }),
        response: {
          200: Type.Object({
            data: Type.Object({
              period: PeriodEcho,
              items: Type.Array(
                Type.Object({
                  storeId: Type.Integer(),
                  siteId: Type.String(),
                  storeName: Type.String(),
                  city: Type.Union([Type.String(), Type.Null()]),
                  county: Type.Union([Type.String(), Type.Null()]),
                  units: Type.Integer(),
                  litres: Type.Number(),
                  revenue: Type.Number(),
                  stock: Type.Union([Type.Integer(), Type.Null()]),
                }),
              ),
            }),
          }),
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
