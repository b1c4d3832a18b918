import type { FastifyPluginAsyncTypebox } from "@fastify/type-provider-typebox";
import type { FastifyReply, FastifyRequest } from "fastify";
import { Type } from "typebox";
import { requireUser } from "../../core/authenticate";
import type { AppContext } from "../../core/context";
import { ErrorResponse } from "../../core/errors";
import { fail } from "../../core/replies";
import { linkSupplier, unlinkSupplier, type LinkOutcome } from "../../data/company-suppliers";

const tags = ["companies"];
const security = [{ bearer: [] }];
const Params = Type.Object({ id: Type.String({ format: "uuid" }) });
const SupplierBody = Type.Object(
  { supplierName: Type.String({ minLength: 1, maxLength: 200, description: "As the catalogue spells it, e.g. \"Pernod Ricard Sweden AB\"" }) },
  { additionalProperties: false },
);
const Link = Type.Object({
  companyId: Type.String({ format: "uuid" }),
  supplierName: Type.String(),
  products: Type.Integer({ description: "Catalogue products with this supplier name" }),
  changed: Type.Boolean({ description: "false when the link already existed" }),
});
const errors = { 400: ErrorResponse, 401: ErrorResponse, 403: ErrorResponse, 404: ErrorResponse, 422: ErrorResponse };
const STATUS = { unknown_company: 404, not_linked: 404, unknown_supplier: 422 } as const;

/** Operators (super_admin) link a company to the catalogue's supplier names that are its own. */
export const companySupplierRoutes: FastifyPluginAsyncTypebox<{ ctx: AppContext }> = async (app, { ctx }) => {
  const signedIn = requireUser(ctx);

  const operatorOnly = async (request: FastifyRequest, reply: FastifyReply) => {
    if (request.caller?.role !== "super_admin") return fail(reply, 403, "Only an operator (super_admin) links companies to suppliers");
  };

  function answer(request: FastifyRequest, reply: FastifyReply, action: "link" | "unlink", outcome: LinkOutcome) {
    if (!outcome.ok) {
      const hint = outcome.suggestions?.length ? ` Did you mean: ${outcome.suggestions.join("; ")}?` : "";
      return fail(reply, STATUS[outcome.reason], outcome.message + hint);
    }
    request.log.info({ audit: `company_supplier_${action}`, by: request.caller?.userId, companyId: outcome.companyId, supplierName: outcome.supplierName, changed: outcome.changed }, `supplier ${action}`);
    const { companyId, supplierName, products, changed } = outcome;
    return reply.code(action === "link" && changed ? 201 : 200).send({ data: { companyId, supplierName, products, changed } });
  }

  app.post(
    "/:id/suppliers",
    {
      preHandler: [signedIn, operatorOnly],
      schema: { tags, security, summary: "Link a supplier name to the company (super_admin)", params: Params, body: SupplierBody, response: { 200: Type.Object({ data: Link }), 201: Type.Object({ data: Link }), ...errors } },
    },
    async (request, reply) => answer(request, reply, "link", await linkSupplier(ctx.db, request.params.id, request.body.supplierName)),
  );

  app.delete(
    "/:id/suppliers",
    {
      preHandler: [signedIn, operatorOnly],
      schema: { tags, security, summary: "Unlink a supplier name from the company (super_admin)", params: Params, body: SupplierBody, response: { 200: Type.Object({ data: Link }), ...errors } },
    },
    async (request, reply) => answer(request, reply, "unlink", await unlinkSupplier(ctx.db, request.params.id, request.body.supplierName)),
  );
};
