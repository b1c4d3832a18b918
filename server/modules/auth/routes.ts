import type { FastifyPluginAsyncTypebox } from "@fastify/type-provider-typebox";
import type { FastifyRequest } from "fastify";
import { requireUser } from "../../core/authenticate";
import type { AppContext } from "../../core/context";
import { fail, tooManyAttempts } from "../../core/replies";
import { endSessionByRefreshToken, rotateRefreshToken } from "../../core/sessions";
import { findUserById, toUserDto } from "../../core/users";
import { checkResetToken, login, register, requestPasswordReset, resetPassword, verifyTwoFactorLogin, type SignInOutcome } from "./service";
import {
  AuthOptionsSchema,
  CurrentUserResponseSchema,
  ErrorResponseSchema,
  ForgotPasswordBodySchema,
  LoginBodySchema,
  LoginResponseSchema,
  RefreshResponseSchema,
  RefreshTokenBodySchema,
  RegisterBodySchema,
  ResetPasswordBodySchema,
  ResetTokenBodySchema,
  ResetTokenResponseSchema,
  SignedInSchema,
  SuccessResponseSchema,
  VerifyTwoFactorBodySchema,
} from "../../../contracts";
import { PUBLIC } from "../../core/openapi";

const meta = (request: FastifyRequest) => ({ ip: request.ip, userAgent: request.headers["user-agent"] ?? null });
const errors = {
  400: ErrorResponseSchema,
  401: ErrorResponseSchema,
  403: ErrorResponseSchema,
  409: ErrorResponseSchema,
  429: ErrorResponseSchema,
};
const tags = ["auth"];
const security = PUBLIC;

export const authRoutes: FastifyPluginAsyncTypebox<{ ctx: AppContext }> = async (app, { ctx }) => {
  const answer = (reply: Parameters<typeof fail>[0], outcome: SignInOutcome, status = 200) => {
    switch (outcome.kind) {
      case "signed-in":
        return reply.code(status).send({ user: outcome.user, tokens: outcome.tokens });
      case "two-factor":
        return reply.send({ requiresTwoFactor: true, tempToken: outcome.tempToken });
      case "rate-limited":
        return tooManyAttempts(reply, outcome.retryAfter);
      case "refused":
        return fail(reply, outcome.status, outcome.message, outcome);
    }
  };

  app.get(
    "/options",
    {
      schema: {
        operationId: "getSignInOptions",
        tags,
        security,
        summary: "What the sign-in page may offer",
        response: { 200: AuthOptionsSchema },
      },
    },
    async () => ({
      registrationOpen: ctx.config.registrationOpen,
    }),
  );

  app.post(
    "/login",
    {
      schema: {
        operationId: "login",
        tags,
        security,
        summary: "Sign in; answers with tokens or a two-factor challenge",
        body: LoginBodySchema,
        response: { 200: LoginResponseSchema, ...errors },
      },
    },
    async (request, reply) => answer(reply, await login(ctx, request.body, meta(request))),
  );

  app.post(
    "/verify-2fa",
    {
      schema: {
        operationId: "verifyTwoFactorLogin",
        tags,
        security,
        summary: "Second step of a sign-in: a TOTP code or an unused backup code",
        body: VerifyTwoFactorBodySchema,
        response: { 200: SignedInSchema, ...errors },
      },
    },
    async (request, reply) => answer(reply, await verifyTwoFactorLogin(ctx, request.body.tempToken, request.body.code, meta(request))),
  );

  app.post(
    "/register",
    {
      schema: {
        operationId: "register",
        tags,
        security,
        summary: "Create a company and its first user (company_admin), signed in",
        body: RegisterBodySchema,
        response: { 201: SignedInSchema, ...errors },
      },
    },
    async (request, reply) => answer(reply, await register(ctx, request.body, meta(request)), 201),
  );

  app.post(
    "/logout",
    {
      schema: {
        operationId: "logout",
        tags,
        security,
        summary: "End the session the refresh token belongs to",
        body: RefreshTokenBodySchema,
        response: { 200: SuccessResponseSchema, ...errors },
      },
    },
    async (request) => {
      await endSessionByRefreshToken(ctx.db, request.body.refreshToken, "signed out");
      return { success: true };
    },
  );

  app.post(
    "/refresh",
    {
      schema: {
        operationId: "refreshTokens",
        tags,
        security,
        summary: "New access and refresh token; a refresh token works once",
        body: RefreshTokenBodySchema,
        response: { 200: RefreshResponseSchema, ...errors },
      },
    },
    async (request, reply) => {
      const result = await rotateRefreshToken(ctx, request.body.refreshToken);
      const user = result.ok ? await findUserById(ctx.db, result.userId) : undefined;
      if (result.ok && user) return { tokens: result.tokens, user: toUserDto(user) };
      const refusals = {
        unknown: { message: "Invalid refresh token", code: "REFRESH_TOKEN_INVALID" },
        reused: { message: "Refresh token reuse detected; this sign-in has been ended", code: "REFRESH_TOKEN_REUSED" },
        ended: { message: "The session has ended; sign in again", code: "SESSION_ENDED" },
      };
      const refusal = refusals[result.ok ? "unknown" : result.reason]; // ok without a user: the user was deleted
      return fail(reply, 401, refusal.message, refusal);
    },
  );

  app.get(
    "/me",
    {
      preParsing: requireUser(ctx, "JWT authentication required to get current user information"),
      schema: {
        operationId: "getSignedInUser",
        tags,
        summary: "The signed-in user",
        response: { 200: CurrentUserResponseSchema, 401: ErrorResponseSchema },
      },
    },
    async (request, reply) => {
      const user = await findUserById(ctx.db, request.caller!.userId);
      if (!user) return fail(reply, 401, "Invalid or revoked token", { code: "TOKEN_INVALID" });
      return { user: toUserDto(user) };
    },
  );

  app.post(
    "/forgot-password",
    {
      schema: {
        operationId: "requestPasswordReset",
        tags,
        security,
        summary: "Mail a reset link; the same answer whether or not the account exists",
        body: ForgotPasswordBodySchema,
        response: { 200: SuccessResponseSchema, ...errors },
      },
    },
    async (request, reply) => {
      const limited = await requestPasswordReset(ctx, request.body.email, meta(request));
      if (limited) return tooManyAttempts(reply, limited.retryAfter);
      return { success: true, message: "If an account exists for this email, a reset link has been sent." };
    },
  );

  app.post(
    "/reset-password/validate",
    {
      schema: {
        operationId: "validatePasswordReset",
        tags,
        security,
        summary: "Whether a reset link can still be used",
        body: ResetTokenBodySchema,
        response: { 200: ResetTokenResponseSchema, ...errors },
      },
    },
    async (request, reply) => {
      const result = await checkResetToken(ctx, request.body.token, meta(request));
      if ("retryAfter" in result) return tooManyAttempts(reply, result.retryAfter);
      return result;
    },
  );

  app.post(
    "/reset-password",
    {
      schema: {
        operationId: "resetPassword",
        tags,
        security,
        summary: "Set a new password with a reset link; ends every session",
        body: ResetPasswordBodySchema,
        response: { 200: SuccessResponseSchema, ...errors },
      },
    },
    async (request, reply) => {
      const result = await resetPassword(ctx, request.body.token, request.body.newPassword, meta(request));
      if (result && "retryAfter" in result) return tooManyAttempts(reply, result.retryAfter);
      if (result) return fail(reply, result.status, result.message, result);
      return { success: true };
    },
  );
};
