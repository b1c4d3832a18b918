/** /api/v1/companies/{id}/segments: the segments a company compares its sales against. */
import type { FastifyPluginAsyncTypebox } from "@fastify/type-provider-typebox";
import { CompanySegmentsBodySchema, CompanySegmentsResponseSchema, ErrorResponseSchema, UuidParamsSchema } from "../../../contracts";
import { requireApiCredentials, requireUser } from "../../core/authenticate";
import type { AppContext } from "../../core/context";
import { chooseSegments, companySegments } from "./segments-service";

const tags = ["companies"];
const errors = { 400: ErrorResponseSchema, 401: ErrorResponseSchema, 403: ErrorResponseSchema, 404: ErrorResponseSchema };

export const companySegmentRoutes: FastifyPluginAsyncTypebox<{ ctx: AppContext }> = async (app, { ctx }) => {
  app.get(
    "/:id/segments",
    {
      preParsing: requireApiCredentials(ctx),
      schema: {
        operationId: "getCompanySegments",
        errorCodes: { 404: ["COMPANY_NOT_FOUND"] },
        tags,
        summary: "The segments the company chose to compare against, and those of its own products",
        params: UuidParamsSchema,
        response: { 200: CompanySegmentsResponseSchema, ...errors },
      },
    },
    async (request) => ({ data: await companySegments(ctx.db, request.caller, request.params.id) }),
  );

  app.put(
    "/:id/segments",
    {
      preParsing: requireUser(ctx),
      schema: {
        operationId: "updateCompanySegments",
        errorCodes: { 403: ["FORBIDDEN_ROLE"], 404: ["COMPANY_NOT_FOUND"], 422: ["SEGMENT_NOT_FOUND"] },
        tags,
        summary: "Choose the segments to compare against (company_admin); an empty list compares with the company's own products' segments",
        params: UuidParamsSchema,
        body: CompanySegmentsBodySchema,
        response: { 200: CompanySegmentsResponseSchema, 422: ErrorResponseSchema, ...errors },
      },
    },
    async (request) => ({
      data: await chooseSegments(ctx, request.caller!, request.params.id, request.body.segments, { ip: request.ip ?? null }),
    }),
  );
};
