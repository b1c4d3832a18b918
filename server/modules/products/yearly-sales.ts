import type { FastifyPluginAsyncTypebox } from "@fastify/type-provider-typebox";
import { Type } from "typebox";
import { requireApiCredentials } from "../../core/authenticate";
import type { AppContext } from "../../core/context";
import { ErrorResponse } from "../../core/errors";
import { BEARER_OR_API_KEY } from "../../core/openapi";
import { fail } from "../../core/replies";
import { IdParams } from "../../market/api-schemas";
import { findProduct } from "../../market/products";
import { productYearlySales } from "../../market/yearly-sales";

const YearlySales = Type.Object({
  year: Type.Integer(),
  litres: Type.Number(),
  rank: Type.Integer({ description: "National rank by litres that year (1 = most)" }),
  articles: Type.Integer({ description: "Products with sales that year" }),
});

/** GET /products/{id}/yearly-sales: the official national litres per year, where imported. */
export const productYearlySalesRoutes: FastifyPluginAsyncTypebox<{ ctx: AppContext }> = async (app, { ctx }) => {
  const credentials = requireApiCredentials(ctx);
  app.get(
    "/:id/yearly-sales",
    {
      preHandler: credentials,
      schema: {
        tags: ["products"],
        security: BEARER_OR_API_KEY,
        summary: "The product's national litres per year (imported sales per article); empty when none were imported",
        params: IdParams,
        response: { 200: Type.Object({ data: Type.Array(YearlySales) }), 400: ErrorResponse, 401: ErrorResponse, 404: ErrorResponse },
      },
    },
    async (request, reply) => {
      const product = await findProduct(ctx.db, request.params.id);
      if (!product) return fail(reply, 404, `No product with id ${request.params.id}`);
      return { data: await productYearlySales(ctx.db, product.productNumber) };
    },
  );
};
