import type { FastifyPluginAsyncTypebox } from "@fastify/type-provider-typebox";
import type { FastifyReply, FastifyRequest } from "fastify";
import { requireUser } from "../../core/authenticate";
import type { AppContext } from "../../core/context";
import { fail, tooManyAttempts } from "../../core/replies";
import { findUserById, toUserDto, type UserRow } from "../../core/users";
import { activity, changePassword, updatePreferences, updateProfile } from "./service";
import { disable, finishSetup, regenerateBackupCodes, remainingBackupCodes, startSetup, useBackupCode, type Refusal } from "./two-factor";
import {
  ActivityResponseSchema,
  BackupCodeBodySchema,
  BackupCodesResponseSchema,
  BackupUsedResponseSchema,
  ChangePasswordBodySchema,
  CodeBodySchema,
  DisableTwoFactorBodySchema,
  ErrorResponseSchema,
  PreferencesResponseSchema,
  PreferencesSchema,
  SuccessResponseSchema,
  TwoFactorSetupResponseSchema,
  TwoFactorStatusResponseSchema,
  UpdateProfileBodySchema,
  UserResponseSchema,
} from "../../../contracts";

const meta = (request: FastifyRequest) => ({ ip: request.ip, userAgent: request.headers["user-agent"] ?? null });
const errors = { 400: ErrorResponseSchema, 401: ErrorResponseSchema, 409: ErrorResponseSchema, 429: ErrorResponseSchema };

function refuse(reply: FastifyReply, refusal: Refusal) {
  return "retryAfter" in refusal ? tooManyAttempts(reply, refusal.retryAfter) : fail(reply, refusal.status, refusal.message, refusal);
}

const isRefusal = (value: object): value is Refusal => "retryAfter" in value || "status" in value;

export const userRoutes: FastifyPluginAsyncTypebox<{ ctx: AppContext }> = async (app, { ctx }) => {
  const signedIn = requireUser(ctx);
  const signedInFor2fa = requireUser(ctx, "JWT authentication required for 2FA operations");

  /** The caller's current row (a revoked or deleted user has no session, so it exists). */
  const me = async (request: FastifyRequest): Promise<UserRow> => (await findUserById(ctx.db, request.caller!.userId))!;

  app.get(
    "/me",
    {
      preParsing: signedIn,
      schema: {
        operationId: "getMyProfile",
        tags: ["users"],
        summary: "Your profile",
        response: { 200: UserResponseSchema, 401: ErrorResponseSchema },
      },
    },
    async (request) => ({
      data: toUserDto(await me(request)),
    }),
  );

  app.put(
    "/me",
    {
      preParsing: signedIn,
      schema: {
        operationId: "updateMyProfile",
        tags: ["users"],
        summary: "Change your name",
        body: UpdateProfileBodySchema,
        response: { 200: UserResponseSchema, ...errors },
      },
    },
    async (request) => ({ data: toUserDto(await updateProfile(ctx, request.caller!.userId, request.body)) }),
  );

  app.get(
    "/me/preferences",
    {
      preParsing: signedIn,
      schema: {
        operationId: "getMyPreferences",
        tags: ["users"],
        summary: "Your interface preferences",
        response: { 200: PreferencesResponseSchema, 401: ErrorResponseSchema },
      },
    },
    async (request) => ({
      data: (await me(request)).preferences,
    }),
  );

  app.put(
    "/me/preferences",
    {
      preParsing: signedIn,
      schema: {
        operationId: "updateMyPreferences",
        tags: ["users"],
        summary: "Change interface preferences (merged)",
        body: PreferencesSchema,
        response: { 200: PreferencesResponseSchema, ...errors },
      },
    },
    async (request) => ({ data: await updatePreferences(ctx, await me(request), request.body) }),
  );

  app.put(
    "/me/password",
    {
      preParsing: signedIn,
      schema: {
        operationId: "changeMyPassword",
        tags: ["users"],
        summary: "Change your password; ends your other sessions",
        body: ChangePasswordBodySchema,
        response: { 200: SuccessResponseSchema, ...errors },
      },
    },
    async (request, reply) => {
      const refusal = await changePassword(ctx, await me(request), request.caller!.sessionId, request.body, meta(request));
      return refusal ? refuse(reply, refusal) : { success: true };
    },
  );

  app.get(
    "/me/activity",
    {
      preParsing: signedIn,
      schema: {
        operationId: "getMyActivity",
        tags: ["users"],
        summary: "Recent sign-ins and active sessions",
        response: { 200: ActivityResponseSchema, 401: ErrorResponseSchema },
      },
    },
    async (request) => ({
      data: await activity(ctx, request.caller!.userId, request.caller!.sessionId),
    }),
  );

  const tags = ["two-factor"];

  app.get(
    "/me/2fa",
    {
      preParsing: signedInFor2fa,
      schema: {
        operationId: "getTwoFactorStatus",
        tags,
        summary: "Two-factor status",
        response: { 200: TwoFactorStatusResponseSchema, 401: ErrorResponseSchema },
      },
    },
    async (request) => {
      const user = await me(request);
      return {
        data: {
          enabled: user.twoFactorEnabled,
          enabledAt: user.twoFactorEnabledAt?.toISOString() ?? null,
          backupCodesRemaining: user.twoFactorEnabled ? await remainingBackupCodes(ctx, user.id) : 0,
        },
      };
    },
  );

  app.post(
    "/me/2fa",
    {
      preParsing: signedInFor2fa,
      schema: {
        operationId: "startTwoFactorSetup",
        tags,
        summary: "Start setup: a new secret and its otpauth URI",
        response: { 200: TwoFactorSetupResponseSchema, ...errors },
      },
    },
    async (request, reply) => {
      const result = await startSetup(ctx, await me(request));
      return isRefusal(result) ? refuse(reply, result) : { data: result };
    },
  );

  app.post(
    "/me/2fa/verify",
    {
      preParsing: signedInFor2fa,
      schema: {
        operationId: "verifyTwoFactorSetup",
        tags,
        summary: "Finish setup with a code; returns 10 backup codes once",
        body: CodeBodySchema,
        response: { 200: BackupCodesResponseSchema, ...errors },
      },
    },
    async (request, reply) => {
      const result = await finishSetup(ctx, await me(request), request.body.code, meta(request));
      return isRefusal(result) ? refuse(reply, result) : { data: result };
    },
  );

  app.post(
    "/me/2fa/backup",
    {
      preParsing: signedInFor2fa,
      schema: {
        operationId: "useBackupCode",
        tags,
        summary: "Use (and so spend) a backup code",
        body: BackupCodeBodySchema,
        response: { 200: BackupUsedResponseSchema, ...errors },
      },
    },
    async (request, reply) => {
      const result = await useBackupCode(ctx, await me(request), request.body.backupCode, meta(request));
      return isRefusal(result) ? refuse(reply, result) : { data: result };
    },
  );

  app.post(
    "/me/2fa/regenerate-backup",
    {
      preParsing: signedInFor2fa,
      schema: {
        operationId: "regenerateBackupCodes",
        tags,
        summary: "Replace the backup codes (needs a current code)",
        body: CodeBodySchema,
        response: { 200: BackupCodesResponseSchema, ...errors },
      },
    },
    async (request, reply) => {
      const result = await regenerateBackupCodes(ctx, await me(request), request.body.code, meta(request));
      return isRefusal(result) ? refuse(reply, result) : { data: result };
    },
  );

  app.delete(
    "/me/2fa",
    {
      preParsing: signedInFor2fa,
      schema: {
        operationId: "disableTwoFactor",
        tags,
        summary: "Turn two-factor off (needs password and a code)",
        body: DisableTwoFactorBodySchema,
        response: { 200: TwoFactorStatusResponseSchema, ...errors },
      },
    },
    async (request, reply) => {
      const result = await disable(ctx, await me(request), request.body.password, request.body.code, meta(request));
      return isRefusal(result) ? refuse(reply, result) : { data: result };
    },
  );
};
