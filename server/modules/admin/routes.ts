/** /api/v1/admin/companies and /supplier-claims: the operators' companies (super_admin only). */
import type { FastifyPluginAsyncTypebox } from "@fastify/type-provider-typebox";
import type { FastifyRequest } from "fastify";
import {
  AdminCompaniesQuerySchema,
  AdminCompaniesResponseSchema,
  AdminCompanyParamsSchema,
  AdminCompanyResponseSchema,
  CreateCompanyBodySchema,
  DecideClaimBodySchema,
  DeleteCompanyQuerySchema,
  ErrorResponseSchema,
  SuccessResponseSchema,
  SupplierClaimResponseSchema,
  SupplierClaimsQuerySchema,
  SupplierClaimsResponseSchema,
  UpdateCompanyBodySchema,
} from "../../../contracts";
import { requireSuperAdmin } from "../../core/authenticate";
import type { AppContext } from "../../core/context";
import { decideClaim, listClaims } from "./claims-service";
import { createCompany, deleteCompany, getCompany, listCompanies, updateCompany } from "./companies-service";

export const adminTags = ["admin"];
export const adminErrors = { 400: ErrorResponseSchema, 401: ErrorResponseSchema, 403: ErrorResponseSchema, 404: ErrorResponseSchema };
export const requestMeta = (request: FastifyRequest) => ({ ip: request.ip ?? null });

export const adminCompanyRoutes: FastifyPluginAsyncTypebox<{ ctx: AppContext }> = async (app, { ctx }) => {
  const operator = requireSuperAdmin(ctx);
  const common = { tags: adminTags };

  app.get(
    "/companies",
    {
      preParsing: operator,
      schema: {
        operationId: "listAllCompanies",
        ...common,
        summary: "Every company, with filters",
        querystring: AdminCompaniesQuerySchema,
        response: { 200: AdminCompaniesResponseSchema, ...adminErrors },
      },
    },
    async (request) => ({ data: await listCompanies(ctx, request.query) }),
  );

  app.post(
    "/companies",
    {
      preParsing: operator,
      schema: {
        operationId: "createCompany",
        ...common,
        summary: "Create a company",
        body: CreateCompanyBodySchema,
        response: { 201: AdminCompanyResponseSchema, ...adminErrors },
      },
    },
    async (request, reply) => reply.code(201).send({ data: await createCompany(ctx, request.caller!, request.body, requestMeta(request)) }),
  );

  app.get(
    "/companies/:id",
    {
      preParsing: operator,
      schema: {
        operationId: "getAdminCompany",
        ...common,
        summary: "A company",
        params: AdminCompanyParamsSchema,
        response: { 200: AdminCompanyResponseSchema, ...adminErrors },
      },
    },
    async (request) => ({ data: await getCompany(ctx.db.orm, request.params.id) }),
  );

  app.put(
    "/companies/:id",
    {
      preParsing: operator,
      schema: {
        operationId: "updateCompany",
        ...common,
        summary: "Edit a company: name, supplier names, plan, status (suspended: its members are refused)",
        params: AdminCompanyParamsSchema,
        body: UpdateCompanyBodySchema,
        response: { 200: AdminCompanyResponseSchema, ...adminErrors },
      },
    },
    async (request) => ({ data: await updateCompany(ctx, request.caller!, request.params.id, request.body, requestMeta(request)) }),
  );

  app.delete(
    "/companies/:id",
    {
      preParsing: operator,
      schema: {
        operationId: "deleteCompany",
        ...common,
        summary: "Delete a company: only an empty one, or with cascade=true and confirmName = its name",
        params: AdminCompanyParamsSchema,
        querystring: DeleteCompanyQuerySchema,
        response: { 200: SuccessResponseSchema, 409: ErrorResponseSchema, ...adminErrors },
      },
    },
    async (request) => {
      await deleteCompany(ctx, request.caller!, request.params.id, request.query, requestMeta(request));
      return { success: true, message: "Company deleted" };
    },
  );

  app.get(
    "/supplier-claims",
    {
      preParsing: operator,
      schema: {
        operationId: "listSupplierClaims",
        ...common,
        summary: "Supplier-name claims, pending first",
        querystring: SupplierClaimsQuerySchema,
        response: { 200: SupplierClaimsResponseSchema, ...adminErrors },
      },
    },
    async (request) => ({ data: await listClaims(ctx, request.query) }),
  );

  for (const [path, decision, operationId] of [
    ["/supplier-claims/:id/approve", "approved", "approveSupplierClaim"],
    ["/supplier-claims/:id/refuse", "refused", "refuseSupplierClaim"],
  ] as const)
    app.post(
      path,
      {
        preParsing: operator,
        schema: {
          operationId,
          ...common,
          summary: decision === "approved" ? "Approve a claim: the name becomes the company's" : "Refuse a claim",
          params: AdminCompanyParamsSchema,
          body: DecideClaimBodySchema,
          response: { 200: SupplierClaimResponseSchema, 409: ErrorResponseSchema, ...adminErrors },
        },
      },
      async (request) => ({
        data: await decideClaim(ctx, request.caller!, request.params.id, decision, request.body?.reason, requestMeta(request)),
      }),
    );
};
