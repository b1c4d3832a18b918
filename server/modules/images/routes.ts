import type { FastifyPluginAsyncTypebox } from "@fastify/type-provider-typebox";
import type { AppContext } from "../../core/context";
import { requireAppKeyOrCaller } from "../../core/authenticate";
import { productImage, renderCheck } from "./service";
import { ErrorResponseSchema, ImagesHealthResponseSchema, ProductImageParamsSchema, ProductImageSchema } from "../../../contracts";
import { PUBLIC } from "../../core/openapi";

export const imageRoutes: FastifyPluginAsyncTypebox<{ ctx: AppContext }> = async (app, { ctx }) => {
  app.get(
    "/api/v1/images/health",
    {
      preParsing: requireAppKeyOrCaller(ctx),
      schema: {
        operationId: "getImageServiceHealth",
        tags: ["images"],
        summary: "The product image service renders images",
        response: { 200: ImagesHealthResponseSchema, 401: ErrorResponseSchema },
      },
    },
    async () => ({ data: { status: "ok" as const, renderer: "svg" as const, renderMs: renderCheck() } }),
  );

  app.get(
    "/api/v1/images/products/:productNumber",
    {
      schema: {
        operationId: "getProductImage",
        tags: ["images"],
        security: PUBLIC,
        summary: "A product's image (SVG), usable directly in an <img> tag",
        params: ProductImageParamsSchema,
        produces: ["image/svg+xml"],
        response: { 200: ProductImageSchema, 400: ErrorResponseSchema },
      },
    },
    async (request, reply) => {
      const productNumber = request.params.productNumber.replace(/\.svg$/, "");
      return reply
        .type("image/svg+xml")
        .header("cache-control", "public, max-age=86400")
        .send(await productImage(ctx.db, productNumber));
    },
  );
};
