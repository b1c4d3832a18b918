import type { FastifyPluginAsyncTypebox } from "@fastify/type-provider-typebox";
import { ErrorResponseSchema } from "../../../contracts";
import { ShelfWatchParamsSchema, ShelfWatchQuerySchema, ShelfWatchResponseSchema } from "../contracts";
import { requireApiCredentials } from "../../../server/core/authenticate";
import type { AppContext } from "../../../server/core/context";
import { BEARER_OR_API_KEY } from "../../../server/core/openapi";
import { shelfWatch } from "./service";

export const shelfWatchRoutes: FastifyPluginAsyncTypebox<{ ctx: AppContext }> = async (app, { ctx }) => {
  app.get(
    "/companies/:companyId",
    {
      preParsing: requireApiCredentials(ctx),
      schema: {
        operationId: "getShelfWatch",
        tags: ["shelf-watch"],
        security: BEARER_OR_API_KEY,
        summary: "The company's products out of stock today in at least minStores stores (an example module)",
        params: ShelfWatchParamsSchema,
        querystring: ShelfWatchQuerySchema,
        response: { 200: ShelfWatchResponseSchema, 400: ErrorResponseSchema, 401: ErrorResponseSchema, 404: ErrorResponseSchema },
      },
    },
    async (request) => ({ data: await shelfWatch(ctx.db, request.caller, request.params.companyId, request.query) }),
  );
};
