import type { FastifyPluginAsyncTypebox } from "@fastify/type-provider-typebox";
import type { FastifyRequest } from "fastify";
import {
  AuditPageResponseSchema,
  AuditQuerySchema,
  ChangeRoleBodySchema,
  CompanyScopeQuerySchema,
  ErrorResponseSchema,
  MemberParamsSchema,
  MemberResponseSchema,
  MembersResponseSchema,
  OrganizationResponseSchema,
  SuccessResponseSchema,
  UpdateOrganizationBodySchema,
} from "../../../contracts";
import { requireUser } from "../../core/authenticate";
import type { AppContext } from "../../core/context";
import { auditLogPage, changeRole, members, ownOrganization, removeMember, renameOwnOrganization } from "./service";

const tags = ["organizations"];
const errors = { 400: ErrorResponseSchema, 401: ErrorResponseSchema, 403: ErrorResponseSchema, 404: ErrorResponseSchema };
const meta = (request: FastifyRequest) => ({ ip: request.ip ?? null });

export const organizationRoutes: FastifyPluginAsyncTypebox<{ ctx: AppContext }> = async (app, { ctx }) => {
  const signedIn = requireUser(ctx);

  app.get(
    "/me",
    {
      preParsing: signedIn,
      schema: {
        operationId: "getMyOrganization",
        tags,
        summary: "Your organisation",
        querystring: CompanyScopeQuerySchema,
        response: { 200: OrganizationResponseSchema, ...errors },
      },
    },
    async (request) => ({ data: await ownOrganization(ctx.db, request.caller!, request.query.companyId) }),
  );

  app.put(
    "/me",
    {
      preParsing: signedIn,
      schema: {
        operationId: "updateMyOrganization",
        tags,
        summary: "Rename your organisation (company_admin)",
        querystring: CompanyScopeQuerySchema,
        body: UpdateOrganizationBodySchema,
        response: { 200: OrganizationResponseSchema, ...errors },
      },
    },
    async (request) => ({
      data: await renameOwnOrganization(ctx, request.caller!, request.body.name, meta(request), request.query.companyId),
    }),
  );

  app.get(
    "/me/members",
    {
      preParsing: signedIn,
      schema: {
        operationId: "listMembers",
        tags,
        summary: "The organisation's members (company_admin)",
        querystring: CompanyScopeQuerySchema,
        response: { 200: MembersResponseSchema, ...errors },
      },
    },
    async (request) => ({ data: { items: await members(ctx, request.caller!, request.query.companyId) } }),
  );

  app.put(
    "/me/members/:id/role",
    {
      preParsing: signedIn,
      schema: {
        operationId: "updateMemberRole",
        tags,
        summary: "Change a member's role (company_admin; never above your own; the last company_admin stays)",
        params: MemberParamsSchema,
        querystring: CompanyScopeQuerySchema,
        body: ChangeRoleBodySchema,
        response: { 200: MemberResponseSchema, 409: ErrorResponseSchema, ...errors },
      },
    },
    async (request) => ({
      data: await changeRole(ctx, request.caller!, request.params.id, request.body.role, meta(request), request.query.companyId),
    }),
  );

  app.delete(
    "/me/members/:id",
    {
      preParsing: signedIn,
      schema: {
        operationId: "removeMember",
        tags,
        summary: "Remove a member: their sessions and API keys stop at once (company_admin)",
        params: MemberParamsSchema,
        querystring: CompanyScopeQuerySchema,
        response: { 200: SuccessResponseSchema, 409: ErrorResponseSchema, ...errors },
      },
    },
    async (request) => {
      await removeMember(ctx, request.caller!, request.params.id, meta(request), request.query.companyId);
      return { success: true, message: "Member removed" };
    },
  );

  app.get(
    "/me/audit",
    {
      preParsing: signedIn,
      schema: {
        operationId: "listOrganizationAudit",
        tags,
        summary: "The organisation's audit log, newest first (company_admin)",
        querystring: AuditQuerySchema,
        response: { 200: AuditPageResponseSchema, ...errors },
      },
    },
    async (request) => ({ data: await auditLogPage(ctx, request.caller!, request.query) }),
  );
};
