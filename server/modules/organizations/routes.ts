import type { FastifyPluginAsyncTypebox } from "@fastify/type-provider-typebox";
import { eq } from "drizzle-orm";
import { requireUser } from "../../core/authenticate";
import type { AppContext } from "../../core/context";
import { fail } from "../../core/replies";
import { companies } from "../../db/schema";
import { ErrorResponseSchema, OrganizationResponseSchema, UpdateOrganizationBodySchema } from "../../../contracts";

const security = [{ bearer: [] }];
const tags = ["organizations"];

export const organizationRoutes: FastifyPluginAsyncTypebox<{ ctx: AppContext }> = async (app, { ctx }) => {
  const signedIn = requireUser(ctx);

  app.get(
    "/me",
    { preHandler: signedIn, schema: { tags, summary: "Your organisation", security, response: { 200: OrganizationResponseSchema, 401: ErrorResponseSchema, 404: ErrorResponseSchema } } },
    async (request, reply) => {
      const companyId = request.caller!.companyId;
      const [company] = companyId ? await ctx.db.orm.select().from(companies).where(eq(companies.id, companyId)) : [];
      if (!company) return fail(reply, 404, "You do not belong to an organisation");
      return { data: { id: company.id, name: company.name } };
    },
  );

  app.put(
    "/me",
    {
      preHandler: signedIn,
      schema: { tags, summary: "Rename your organisation (company_admin)", security, body: UpdateOrganizationBodySchema, response: { 200: OrganizationResponseSchema, 401: ErrorResponseSchema, 403: ErrorResponseSchema, 404: ErrorResponseSchema } },
    },
    async (request, reply) => {
      const { companyId, role } = request.caller!;
      if (role !== "company_admin" && role !== "super_admin") return fail(reply, 403, "You need company_admin privileges to do this");
      if (!companyId) return fail(reply, 404, "You do not belong to an organisation");
      const [company] = await ctx.db.orm
        .update(companies)
        .set({ name: request.body.name.trim(), updatedAt: new Date() })
        .where(eq(companies.id, companyId))
        .returning();
      if (!company) return fail(reply, 404, "You do not belong to an organisation");
      return { data: { id: company.id, name: company.name } };
    },
  );
};
