import type { FastifyPluginAsyncTypebox } from "@fastify/type-provider-typebox";
import { ErrorResponseSchema, OrganizationResponseSchema, UpdateOrganizationBodySchema } from "../../../contracts";
import { requireUser } from "../../core/authenticate";
import type { AppContext } from "../../core/context";
import { ownOrganization, renameOwnOrganization } from "./service";

const security = [{ bearer: [] }];
const tags = ["organizations"];

export const organizationRoutes: FastifyPluginAsyncTypebox<{ ctx: AppContext }> = async (app, { ctx }) => {
  const signedIn = requireUser(ctx);

  app.get(
    "/me",
    {
      preHandler: signedIn,
      schema: {
        tags,
        summary: "Your organisation",
        security,
        response: { 200: OrganizationResponseSchema, 401: ErrorResponseSchema, 404: ErrorResponseSchema },
      },
    },
    async (request) => ({ data: await ownOrganization(ctx.db, request.caller!) }),
  );

  app.put(
    "/me",
    {
      preHandler: signedIn,
      schema: {
        tags,
        summary: "Rename your organisation (company_admin)",
        security,
        body: UpdateOrganizationBodySchema,
        response: { 200: OrganizationResponseSchema, 401: ErrorResponseSchema, 403: ErrorResponseSchema, 404: ErrorResponseSchema },
      },
    },
    async (request) => ({ data: await renameOwnOrganization(ctx.db, request.caller!, request.body.name) }),
  );
};
