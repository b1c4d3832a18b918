import type { FastifyPluginAsyncTypebox } from "@fastify/type-provider-typebox";
import type { FastifyReply } from "fastify";
import { sql } from "drizzle-orm";
import { requireApiCredentials } from "../../core/authenticate";
import type { AppContext } from "../../core/context";
import { BEARER_OR_API_KEY } from "../../core/openapi";
import { requestPeriod } from "../../market/latest-day";
import { productMeasures } from "../../market/measures";
import { findProducts, type ProductDto } from "../../market/products";
import { queryRows } from "../../market/rows";
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

const security = BEARER_OR_API_KEY;
const tags = ["products"];
const errors = { 400: ErrorResponseSchema, 401: ErrorResponseSchema, 404: ErrorResponseSchema };

/** The catalogue's structure and a product's price, stock and data coverage. */
export const productFacts: FastifyPluginAsyncTypebox<{ ctx: AppContext; productOr404: (id: number, reply: FastifyReply) => Promise<ProductDto | null> }> = async (
  app,
  { ctx, productOr404 },
) => {
  const credentials = requireApiCredentials(ctx);
  const { db } = ctx;

  app.get(
    "/categories",
    {
      preHandler: credentials,
      schema: {
        tags,
        security,
        summary: "Categories (level 1) with their subcategories (level 2) and product counts",
        response: { 200: ProductCategoriesResponseSchema, 401: ErrorResponseSchema },
      },
    },
    async () => {
      const rows = await queryRows<{ l1: string; l2: string | null; n: string }>(
        db,
        sql`select category_level1 as l1, category_level2 as l2, count(*) as n from products where category_level1 is not null group by 1, 2 order by 1, 2`,
      );
      const byName = new Map<string, { name: string; products: number; subcategories: { name: string; products: number }[] }>();
      for (const r of rows) {
        let category = byName.get(r.l1);
        if (!category) byName.set(r.l1, (category = { name: r.l1, products: 0, subcategories: [] }));
        category.products += Number(r.n);
        if (r.l2) category.subcategories.push({ name: r.l2, products: Number(r.n) });
      }
      return { data: [...byName.values()] };
    },
  );

  app.get(
    "/statistics",
    {
      preHandler: credentials,
      schema: {
        tags,
        security,
        summary: "The catalogue in numbers: products per category and assortment, prices, countries",
        response: { 200: CatalogueStatisticsResponseSchema, 401: ErrorResponseSchema },
      },
    },
    async () => {
      const [[totals], byCategory, byAssortment, byCountry] = await Promise.all([
        queryRows<Record<string, string>>(
          db,
          sql`select count(*) as products, count(*) filter (where discontinued) as discontinued, count(distinct country) as countries,
                     count(distinct supplier_name) as suppliers, coalesce(avg(price), 0) as average, coalesce(percentile_cont(0.5) within group (order by price), 0) as median
              from products`,
        ),
        queryRows<{ name: string; n: string }>(db, sql`select category_level1 as name, count(*) as n from products where category_level1 is not null group by 1 order by 2 desc, 1`),
        queryRows<{ name: string; n: string }>(db, sql`select assortment_text as name, count(*) as n from products where assortment_text is not null group by 1 order by 2 desc, 1`),
        queryRows<{ name: string; n: string }>(db, sql`select country as name, count(*) as n from products where country is not null group by 1 order by 2 desc, 1`),
      ]);
      const counts = (rows: { name: string; n: string }[]) => rows.map((r) => ({ name: r.name, products: Number(r.n) }));
      return {
        data: {
          products: Number(totals?.products ?? 0),
          discontinued: Number(totals?.discontinued ?? 0),
          countries: Number(totals?.countries ?? 0),
          suppliers: Number(totals?.suppliers ?? 0),
          averagePrice: Math.round(Number(totals?.average ?? 0) * 100) / 100,
          medianPrice: Number(totals?.median ?? 0),
          byCategory: counts(byCategory),
          byAssortment: counts(byAssortment),
          byCountry: counts(byCountry),
        },
      };
    },
  );

  app.get(
    "/price-changes",
    {
      preHandler: credentials,
      schema: {
        tags,
        security,
        summary: "Price changes within a period, newest first",
        querystring: PriceChangesQuerySchema,
        response: { 200: PriceChangesResponseSchema, ...errors },
      },
    },
    async (request) => {
      const period = await requestPeriod(db, request.query);
      const rows = await queryRows<{ id: number; day: string; price: string; previous: string }>(
        db,
        sql`select id, valid_from::text as day, price, previous from (
              select p.id, h.valid_from, h.price, lag(h.price) over (partition by h.product_number order by h.valid_from) as previous
              from price_history h join products p using (product_number)) c
            where previous is not null and previous <> price and valid_from between ${period.from}::date and ${period.to}::date
            order by valid_from desc, id limit ${request.query.limit ?? 100}`,
      );
      const details = await findProducts(db, rows.map((r) => Number(r.id)));
      return {
        data: {
          period,
          items: rows.map((r) => ({
            product: details.get(Number(r.id))!,
            date: r.day,
            oldPrice: Number(r.previous),
            newPrice: Number(r.price),
            changePercent: Math.round(((Number(r.price) - Number(r.previous)) / Number(r.previous)) * 1000) / 10,
          })),
        },
      };
    },
  );

  app.get(
    "/:id/price-history",
    {
      preHandler: credentials,
      schema: { tags, security, summary: "A product's prices from each date on", params: IdParamsSchema, response: { 200: PriceHistoryResponseSchema, ...errors } },
    },
    async (request, reply) => {
      const product = await productOr404(request.params.id, reply);
      if (!product) return;
      const rows = await queryRows<{ valid_from: string; price: string }>(
        db,
        sql`select valid_from::text, price from price_history where product_number = ${product.productNumber} order by valid_from`,
      );
      return { data: rows.map((r) => ({ validFrom: r.valid_from, price: Number(r.price) })) };
    },
  );

  app.get(
    "/:id/stock-summary",
    {
      preHandler: credentials,
      schema: {
        tags,
        security,
        summary: "Stores listing the product, in and out of stock, units on shelves and weeks of supply",
        params: IdParamsSchema,
        response: { 200: StockSummaryResponseSchema, ...errors },
      },
    },
    async (request, reply) => {
      const product = await productOr404(request.params.id, reply);
      if (!product) return;
      const period = await requestPeriod(db, { period: "30d" });
      const [[counts], measures] = await Promise.all([
        queryRows<{ in_stock: string; out: string }>(
          db,
          sql`select count(*) filter (where quantity > 0) as in_stock, count(*) filter (where quantity <= 0) as out from stock_levels where product_id = ${product.id}`,
        ),
        productMeasures(db, [product.id], period),
      ]);
      const m = measures.get(product.id)!;
      return {
        data: {
          storesListing: m.storesListing,
          inStock: Number(counts?.in_stock ?? 0),
          outOfStock: Number(counts?.out ?? 0),
          stock: m.stock,
          weeksOfSupply: m.weeksOfSupply,
          staleStores: m.staleStores,
          outOfStockDays30d: m.outOfStockDays,
          lostUnits30d: m.lostUnits,
        },
      };
    },
  );

  app.get(
    "/:id/current-stock",
    {
      preHandler: credentials,
      schema: {
        tags,
        security,
        summary: "Units of the product on each listing store's shelf, as last observed",
        params: IdParamsSchema,
        response: { 200: CurrentStockResponseSchema, ...errors },
      },
    },
    async (request, reply) => {
      const product = await productOr404(request.params.id, reply);
      if (!product) return;
      const rows = await queryRows<Record<string, string | number | Date | null>>(
        db,
        sql`select s.id, s.site_id, s.display_name, s.city, s.county, l.quantity, l.observed_at
            from stock_levels l join stores s on s.id = l.store_id where l.product_id = ${product.id}
            order by s.county, s.display_name`,
      );
      return {
        data: rows.map((r) => ({
          storeId: Number(r.id),
          siteId: String(r.site_id),
          storeName: String(r.display_name),
          city: (r.city as string | null) ?? null,
          county: (r.county as string | null) ?? null,
          quantity: Number(r.quantity),
          observedAt: new Date(r.observed_at as string).toISOString(),
        })),
      };
    },
  );

  app.get(
    "/:id/data-availability",
    {
      preHandler: credentials,
      schema: {
        tags,
        security,
        summary: "Which days have sales data for the product, and the latest stock observation",
        params: IdParamsSchema,
        response: { 200: DataAvailabilityResponseSchema, ...errors },
      },
    },
    async (request, reply) => {
      const product = await productOr404(request.params.id, reply);
      if (!product) return;
      const [row] = await queryRows<Record<string, string | Date | null>>(
        db,
        sql`select (select min(day)::text from product_sales_daily where product_id = ${product.id}) as first_day,
                   (select max(day)::text from product_sales_daily where product_id = ${product.id}) as last_day,
                   (select count(*) from product_sales_daily where product_id = ${product.id}) as days,
                   (select max(i.last_observed_at) from stock_ingest_state i join stock_levels l on l.store_id = i.store_id and l.product_id = ${product.id}) as latest,
                   (select count(*) from stock_levels where product_id = ${product.id}) as stores`,
      );
      return {
        data: {
          firstSalesDay: (row?.first_day as string | null) ?? null,
          lastSalesDay: (row?.last_day as string | null) ?? null,
          daysWithSales: Number(row?.days ?? 0),
          latestSnapshotAt: row?.latest ? new Date(row.latest as string).toISOString() : null,
          storesObserved: Number(row?.stores ?? 0),
        },
      };
    },
  );
};
