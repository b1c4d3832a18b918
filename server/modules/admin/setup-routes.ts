/** /api/v1/setup: a new company's first run — the market's supplier names and the company's claims of them. */
import type { FastifyPluginAsyncTypebox } from "@fastify/type-provider-typebox";
import {
  ClaimBodySchema,
  ErrorResponseSchema,
  SetupStatusResponseSchema,
  SetupSuppliersQuerySchema,
  SetupSuppliersResponseSchema,
  SupplierClaimResponseSchema,
} from "../../../contracts";
import { requireUser } from "../../core/authenticate";
import type { AppContext } from "../../core/context";
import { claimSupplier, searchMarketSuppliers, setupStatus } from "./claims-service";
import { adminErrors, requestMeta } from "./routes";

export const setupRoutes: FastifyPluginAsyncTypebox<{ ctx: AppContext }> = async (app, { ctx }) => {
  const signedIn = requireUser(ctx);
  const common = { tags: ["setup"] };

  app.get(
    "/setup",
    {
      preParsing: signedIn,
      schema: {
        operationId: "getSetup",
        ...common,
        summary: "Your company's supplier names and claims",
        response: { 200: SetupStatusResponseSchema, ...adminErrors },
      },
    },
    async (request) => ({ data: await setupStatus(ctx, request.caller!) }),
  );
  app.get(
    "/setup/suppliers",
    {
      preParsing: signedIn,
      schema: {
        operationId: "listSupplierNames",
        ...common,
        summary: "The market's supplier names with their product counts, most products first",
        querystring: SetupSuppliersQuerySchema,
        response: { 200: SetupSuppliersResponseSchema, ...adminErrors },
      },
    },
    async (request) => ({ data: await searchMarketSuppliers(ctx, request.caller!, request.query.q, request.query.limit ?? 20) }),
  );
  app.post(
    "/setup/claims",
    {
      preParsing: signedIn,
      schema: {
        operationId: "createSupplierClaim",
        ...common,
        summary: "Claim a supplier name as your company's (company_admin); an operator approves it",
        body: ClaimBodySchema,
        response: { 201: SupplierClaimResponseSchema, 409: ErrorResponseSchema, ...adminErrors },
      },
    },
    async (request, reply) =>
      reply.code(201).send({ data: await claimSupplier(ctx, request.caller!, request.body.supplierName, requestMeta(request)) }),
  );
};
