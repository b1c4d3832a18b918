import type { FastifyPluginAsyncTypebox } from "@fastify/type-provider-typebox";
import type { FastifyReply, FastifyRequest } from "fastify";
import { CompanySupplierBodySchema, CompanySupplierLinkResponseSchema, ErrorResponseSchema, UuidParamsSchema } from "../../../contracts";
import { requireUser } from "../../core/authenticate";
import type { AppContext } from "../../core/context";
import { fail } from "../../core/replies";
import { changeSupplierLink } from "./service";

const tags = ["companies"];
const errors = {
  400: ErrorResponseSchema,
  401: ErrorResponseSchema,
  403: ErrorResponseSchema,
  404: ErrorResponseSchema,
  422: ErrorResponseSchema,
};

/** Operators (super_admin) link a company to the catalogue's supplier names that are its own. */
export const companySupplierRoutes: FastifyPluginAsyncTypebox<{ ctx: AppContext }> = async (app, { ctx }) => {
  const signedIn = requireUser(ctx);
  const operatorOnly = async (request: FastifyRequest, reply: FastifyReply) => {
    if (request.caller?.role !== "super_admin")
      return fail(reply, 403, "Only an operator (super_admin) links companies to suppliers", { code: "FORBIDDEN_ROLE" });
  };
  // A company's products follow its supplier names: its cached figures are dropped at once.
  const audit = async (request: FastifyRequest, action: string, link: { companyId: string; supplierName: string; changed: boolean }) => {
    request.log.info({ audit: `company_supplier_${action}`, by: request.caller?.userId, ...link }, `supplier ${action}`);
    if (link.changed) await ctx.cache.invalidate();
  };

  app.post(
    "/:id/suppliers",
    {
      preParsing: [signedIn, operatorOnly],
      schema: {
        operationId: "linkCompanySupplier",
        errorCodes: { 403: ["FORBIDDEN_ROLE"], 404: ["COMPANY_NOT_FOUND"], 422: ["SUPPLIER_NOT_FOUND"] },
        tags,
        summary: "Link a supplier name to the company (super_admin)",
        params: UuidParamsSchema,
        body: CompanySupplierBodySchema,
        response: { 200: CompanySupplierLinkResponseSchema, 201: CompanySupplierLinkResponseSchema, ...errors },
      },
    },
    async (request, reply) => {
      const link = await changeSupplierLink(ctx.db, "link", request.params.id, request.body.supplierName);
      await audit(request, "link", link);
      return reply.code(link.changed ? 201 : 200).send({ data: link });
    },
  );

  app.delete(
    "/:id/suppliers",
    {
      preParsing: [signedIn, operatorOnly],
      schema: {
        operationId: "unlinkCompanySupplier",
        errorCodes: { 403: ["FORBIDDEN_ROLE"], 404: ["COMPANY_NOT_FOUND", "SUPPLIER_NOT_LINKED"] },
        tags,
        summary: "Unlink a supplier name from the company (super_admin)",
        params: UuidParamsSchema,
        body: CompanySupplierBodySchema,
        response: { 200: CompanySupplierLinkResponseSchema, ...errors },
      },
    },
    async (request) => {
      const link = await changeSupplierLink(ctx.db, "unlink", request.params.id, request.body.supplierName);
      await audit(request, "unlink", link);
      return { data: link };
    },
  );
};
