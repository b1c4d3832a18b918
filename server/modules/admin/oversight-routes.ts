/** /api/v1/admin/api-keys, /invitations and /audit: the operators' view across companies (super_admin only). */
import type { FastifyPluginAsyncTypebox } from "@fastify/type-provider-typebox";
import {
  AdminApiKeyResponseSchema,
  AdminApiKeysQuerySchema,
  AdminApiKeysResponseSchema,
  AdminAuditQuerySchema,
  AdminAuditResponseSchema,
  AdminCompanyParamsSchema,
  AdminEndpointsResponseSchema,
  AdminInvitationsQuerySchema,
  AdminInvitationsResponseSchema,
  AdminKeyUsageResponseSchema,
  AdminUsageQuerySchema,
  KeyAuditQuerySchema,
  SuccessResponseSchema,
} from "../../../contracts";
import { requireSuperAdmin } from "../../core/authenticate";
import type { AppContext } from "../../core/context";
import { auditPage, cancelInvitation, endpointUsage, getKey, keyAuditPage, keyUsage, listInvitations, listKeys } from "./oversight-service";
import { adminErrors, adminTags, requestMeta } from "./routes";

export const adminOversightRoutes: FastifyPluginAsyncTypebox<{ ctx: AppContext }> = async (app, { ctx }) => {
  const operator = requireSuperAdmin(ctx);
  const common = { tags: adminTags };

  app.get(
    "/api-keys",
    {
      preParsing: operator,
      schema: {
        operationId: "listAllApiKeys",
        ...common,
        summary: "Every personal API key, with its owner and calls",
        querystring: AdminApiKeysQuerySchema,
        response: { 200: AdminApiKeysResponseSchema, ...adminErrors },
      },
    },
    async (request) => ({ data: await listKeys(ctx, request.query) }),
  );
  app.get(
    "/api-keys/audit",
    {
      preParsing: operator,
      schema: {
        operationId: "listApiKeyAudit",
        ...common,
        summary: "Keys created, changed and revoked, newest first",
        querystring: KeyAuditQuerySchema,
        response: { 200: AdminAuditResponseSchema, ...adminErrors },
      },
    },
    async (request) => ({ data: await keyAuditPage(ctx, request.query) }),
  );
  app.get(
    "/api-keys/endpoints",
    {
      preParsing: operator,
      schema: {
        operationId: "getApiKeyEndpointUsage",
        ...common,
        summary: "Keys' calls per endpoint",
        querystring: AdminUsageQuerySchema,
        response: { 200: AdminEndpointsResponseSchema, ...adminErrors },
      },
    },
    async (request) => ({ data: await endpointUsage(ctx, request.query) }),
  );
  app.get(
    "/api-keys/usage",
    {
      preParsing: operator,
      schema: {
        operationId: "getApiKeyUsage",
        ...common,
        summary: "Keys' calls per key and day",
        querystring: AdminUsageQuerySchema,
        response: { 200: AdminKeyUsageResponseSchema, ...adminErrors },
      },
    },
    async (request) => ({ data: await keyUsage(ctx, request.query) }),
  );
  app.get(
    "/api-keys/:id",
    {
      preParsing: operator,
      schema: {
        operationId: "getAdminApiKey",
        ...common,
        summary: "A personal API key",
        params: AdminCompanyParamsSchema,
        response: { 200: AdminApiKeyResponseSchema, ...adminErrors },
      },
    },
    async (request) => ({ data: await getKey(ctx, request.params.id) }),
  );
  app.get(
    "/invitations",
    {
      preParsing: operator,
      schema: {
        operationId: "listAllInvitations",
        ...common,
        summary: "Every company's invitations",
        querystring: AdminInvitationsQuerySchema,
        response: { 200: AdminInvitationsResponseSchema, ...adminErrors },
      },
    },
    async (request) => ({ data: await listInvitations(ctx, request.query) }),
  );
  app.delete(
    "/invitations/:id",
    {
      preParsing: operator,
      schema: {
        operationId: "cancelAnyInvitation",
        ...common,
        summary: "Cancel a pending invitation",
        params: AdminCompanyParamsSchema,
        response: { 200: SuccessResponseSchema, ...adminErrors },
      },
    },
    async (request) => {
      await cancelInvitation(ctx, request.caller!, request.params.id, requestMeta(request));
      return { success: true, message: "Invitation cancelled" };
    },
  );
  app.get(
    "/audit",
    {
      preParsing: operator,
      schema: {
        operationId: "listAuditLog",
        ...common,
        summary: "The audit log across companies, newest first",
        querystring: AdminAuditQuerySchema,
        response: { 200: AdminAuditResponseSchema, ...adminErrors },
      },
    },
    async (request) => ({ data: await auditPage(ctx, request.query) }),
  );
};
