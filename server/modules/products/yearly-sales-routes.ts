import type { FastifyPluginAsyncTypebox } from "@fastify/type-provider-typebox";
import { ErrorResponseSchema, IdParamsSchema, YearlySalesResponseSchema } from "../../../contracts";
import { requireApiCredentials } from "../../core/authenticate";
import type { AppContext } from "../../core/context";
import { productYearlySalesOf } from "./service";

/** GET /products/{id}/yearly-sales: the official national litres per year, where imported. */
export const productYearlySalesRoutes: FastifyPluginAsyncTypebox<{ ctx: AppContext }> = async (app, { ctx }) => {
  app.get(
    "/:id/yearly-sales",
    {
      preParsing: requireApiCredentials(ctx),
      schema: {
        operationId: "getProductYearlySales",
        errorCodes: { 404: ["PRODUCT_NOT_FOUND"] },
        tags: ["products"],
        summary: "The product's national litres per year (imported sales per article); empty when none were imported",
        params: IdParamsSchema,
        response: { 200: YearlySalesResponseSchema, 400: ErrorResponseSchema, 401: ErrorResponseSchema, 404: ErrorResponseSchema },
      },
    },
    async (request) => ({ data: await productYearlySalesOf(ctx.db, request.params.id) }),
  );
};
