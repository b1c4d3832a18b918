import type { FastifyPluginAsyncTypebox } from "@fastify/type-provider-typebox";
import type { FastifyRequest } from "fastify";
import {
  AcceptInvitationBodySchema,
  CompanyScopeQuerySchema,
  ErrorResponseSchema,
  InvitationPreviewResponseSchema,
  InvitationResponseSchema,
  InvitationsResponseSchema,
  InvitationTokenParamsSchema,
  InviteBodySchema,
  MemberParamsSchema,
  SignedInSchema,
  SuccessResponseSchema,
} from "../../../contracts";
import { requireUser } from "../../core/authenticate";
import type { AppContext } from "../../core/context";
import { tooManyAttempts } from "../../core/replies";
import { acceptInvitation, cancelInvitation, invite, pendingInvitations, previewInvitation } from "./service";
import { PUBLIC } from "../../core/openapi";

const tags = ["organizations"];
const errors = { 400: ErrorResponseSchema, 401: ErrorResponseSchema, 403: ErrorResponseSchema, 404: ErrorResponseSchema };
const meta = (request: FastifyRequest) => ({ ip: request.ip, userAgent: request.headers["user-agent"] ?? null });

/** Registered under /api/v1: the organization's invitations and the public accept flow. */
export const invitationRoutes: FastifyPluginAsyncTypebox<{ ctx: AppContext }> = async (app, { ctx }) => {
  const signedIn = requireUser(ctx);

  app.post(
    "/organizations/me/members/invite",
    {
      preParsing: signedIn,
      schema: {
        operationId: "inviteMember",
        tags,
        summary: "Invite an address with a role no higher than yours; mails a link valid for 7 days (company_admin)",
        description: "Inviting the same address again replaces the earlier link.",
        querystring: CompanyScopeQuerySchema,
        body: InviteBodySchema,
        response: { 201: InvitationResponseSchema, 409: ErrorResponseSchema, ...errors },
      },
    },
    async (request, reply) =>
      reply.code(201).send({ data: await invite(ctx, request.caller!, request.body, meta(request), request.query.companyId) }),
  );

  app.get(
    "/organizations/me/invitations",
    {
      preParsing: signedIn,
      schema: {
        operationId: "listInvitations",
        tags,
        summary: "Pending invitations, expired ones included (company_admin)",
        querystring: CompanyScopeQuerySchema,
        response: { 200: InvitationsResponseSchema, ...errors },
      },
    },
    async (request) => ({ data: { items: await pendingInvitations(ctx, request.caller!, request.query.companyId) } }),
  );

  app.delete(
    "/organizations/me/invitations/:id",
    {
      preParsing: signedIn,
      schema: {
        operationId: "cancelInvitation",
        tags,
        summary: "Cancel a pending invitation: its link stops working (company_admin)",
        params: MemberParamsSchema,
        querystring: CompanyScopeQuerySchema,
        response: { 200: SuccessResponseSchema, ...errors },
      },
    },
    async (request) => {
      await cancelInvitation(ctx, request.caller!, request.params.id, meta(request), request.query.companyId);
      return { success: true, message: "Invitation cancelled" };
    },
  );

  app.get(
    "/invitations/:token",
    {
      schema: {
        operationId: "getInvitation",
        tags,
        security: PUBLIC,
        summary: "What an invitation link offers: company, inviter, role, expiry (public)",
        description:
          "410 with code INVITATION_USED, INVITATION_CANCELLED, INVITATION_REPLACED or INVITATION_EXPIRED; 404 INVITATION_NOT_FOUND.",
        params: InvitationTokenParamsSchema,
        response: { 200: InvitationPreviewResponseSchema, 404: ErrorResponseSchema, 410: ErrorResponseSchema },
      },
    },
    async (request) => ({ data: await previewInvitation(ctx, request.params.token) }),
  );

  app.post(
    "/invitations/:token/accept",
    {
      schema: {
        operationId: "acceptInvitation",
        tags,
        security: PUBLIC,
        summary: "Accept an invitation: creates the account, or joins with an existing account's password; signs in (public)",
        params: InvitationTokenParamsSchema,
        body: AcceptInvitationBodySchema,
        response: {
          200: SignedInSchema,
          201: SignedInSchema,
          409: ErrorResponseSchema,
          410: ErrorResponseSchema,
          429: ErrorResponseSchema,
          ...errors,
        },
      },
    },
    async (request, reply) => {
      const outcome = await acceptInvitation(ctx, request.params.token, request.body, meta(request));
      if (outcome.kind === "rate-limited") return tooManyAttempts(reply, outcome.retryAfter);
      reply.header("cache-control", "no-store");
      return reply.code(outcome.created ? 201 : 200).send({ user: outcome.user, tokens: outcome.tokens });
    },
  );
};
