import type { FastifyPluginAsyncTypebox } from "@fastify/type-provider-typebox";
import { ErrorResponseSchema, FreshnessResponseSchema } from "../../../contracts";
import { requireApiCredentials } from "../../core/authenticate";
import type { AppContext } from "../../core/context";
import { marketFreshness } from "./service";

export const freshnessRoutes: FastifyPluginAsyncTypebox<{ ctx: AppContext }> = async (app, { ctx }) => {
  app.get(
    "/",
    {
      preParsing: requireApiCredentials(ctx),
      schema: {
        operationId: "getFreshness",
        tags: ["freshness"],
        summary: "How fresh the market data is, and whether it is older than the collection schedule promises",
        response: { 200: FreshnessResponseSchema, 401: ErrorResponseSchema },
      },
    },
    async () => ({ data: await marketFreshness(ctx.db, ctx.config.marketSource) }),
  );
};
