import type { FastifyPluginAsyncTypebox } from "@fastify/type-provider-typebox";
import type { FastifyReply, FastifyRequest } from "fastify";
import { requireUser } from "../../core/authenticate";
import type { AppContext } from "../../core/context";
import { ErrorResponse } from "../../core/errors";
import { fail, tooManyAttempts } from "../../core/replies";
import { findUserById, toUserDto, type UserRow } from "../../core/users";
import {
  ActivityResponse,
  BackupCodeBody,
  BackupCodesResponse,
  BackupUsedResponse,
  ChangePasswordBody,
  CodeBody,
  DisableTwoFactorBody,
  Preferences,
  PreferencesResponse,
  SuccessResponse,
  TwoFactorSetup,
  TwoFactorStatus,
  UpdateProfileBody,
  UserResponse,
} from "./schemas";
import { activity, changePassword, updatePreferences, updateProfile } from "./service";
import {
  disable,
  finishSetup,
  regenerateBackupCodes,
  remainingBackupCodes,
  startSetup,
  useBackupCode,
  type Refusal,
} from "./two-factor";

const meta = (request: FastifyRequest) => ({ ip: request.ip, userAgent: request.headers["user-agent"] ?? null });
const errors = { 400: ErrorResponse, 401: ErrorResponse, 409: ErrorResponse, 429: ErrorResponse };
const security = [{ bearer: [] }];

function refuse(reply: FastifyReply, refusal: Refusal) {
  return "retryAfter" in refusal ? tooManyAttempts(reply, refusal.retryAfter) : fail(reply, refusal.status, refusal.message);
}

const isRefusal = (value: object): value is Refusal => "retryAfter" in value || "status" in value;

export const userRoutes: FastifyPluginAsyncTypebox<{ ctx: AppContext }> = async (app, { ctx }) => {
  const signedIn = requireUser(ctx);
  const signedInFor2fa = requireUser(ctx, "JWT authentication required for 2FA operations");

  /** The caller's current row (a revoked or deleted user has no session, so it exists). */
  const me = async (request: FastifyRequest): Promise<UserRow> => (await findUserById(ctx.db, request.caller!.userId))!;

  app.get("/me", { preHandler: signedIn, schema: { tags: ["users"], summary: "Your profile", security, response: { 200: UserResponse, 401: ErrorResponse } } }, async (request) => ({
    data: toUserDto(await me(request)),
  }));

  app.put(
    "/me",
    { preHandler: signedIn, schema: { tags: ["users"], summary: "Change your name", security, body: UpdateProfileBody, response: { 200: UserResponse, ...errors } } },
    async (request) => ({ data: toUserDto(await updateProfile(ctx, request.caller!.userId, request.body)) }),
  );

  app.get("/me/preferences", { preHandler: signedIn, schema: { tags: ["users"], summary: "Your interface preferences", security, response: { 200: PreferencesResponse, 401: ErrorResponse } } }, async (request) => ({
    data: (await me(request)).preferences,
  }));

  app.put(
    "/me/preferences",
    { preHandler: signedIn, schema: { tags: ["users"], summary: "Change interface preferences (merged)", security, body: Preferences, response: { 200: PreferencesResponse, ...errors } } },
    async (request) => ({ data: await updatePreferences(ctx, await me(request), request.body) }),
  );

  app.put(
    "/me/password",
    { preHandler: signedIn, schema: { tags: ["users"], summary: "Change your password; ends your other sessions", security, body: ChangePasswordBody, response: { 200: SuccessResponse, ...errors } } },
    async (request, reply) => {
      const refusal = await changePassword(ctx, await me(request), request.caller!.sessionId, request.body, meta(request));
      return refusal ? refuse(reply, refusal) : { success: true };
    },
  );

  app.get("/me/activity", { preHandler: signedIn, schema: { tags: ["users"], summary: "Recent sign-ins and active sessions", security, response: { 200: ActivityResponse, 401: ErrorResponse } } }, async (request) => ({
    data: await activity(ctx, request.caller!.userId, request.caller!.sessionId),
  }));

  const tags = ["two-factor"];

  app.get("/me/2fa", { preHandler: signedInFor2fa, schema: { tags, summary: "Two-factor status", security, response: { 200: TwoFactorStatus, 401: ErrorResponse } } }, async (request) => {
    const user = await me(request);
    return {
      data: {
        enabled: user.twoFactorEnabled,
        enabledAt: user.twoFactorEnabledAt?.toISOString() ?? null,
        backupCodesRemaining: user.twoFactorEnabled ? await remainingBackupCodes(ctx, user.id) : 0,
      },
    };
  });

  app.post(
    "/me/2fa",
    { preHandler: signedInFor2fa, schema: { tags, summary: "Start setup: a new secret and its otpauth URI", security, response: { 200: TwoFactorSetup, ...errors } } },
    async (request, reply) => {
      const result = await startSetup(ctx, await me(request));
      return isRefusal(result) ? refuse(reply, result) : { data: result };
    },
  );

  app.post(
    "/me/2fa/verify",
    { preHandler: signedInFor2fa, schema: { tags, summary: "Finish setup with a code; returns 10 backup codes once", security, body: CodeBody, response: { 200: BackupCodesResponse, ...errors } } },
    async (request, reply) => {
      const result = await finishSetup(ctx, await me(request), request.body.code, meta(request));
      return isRefusal(result) ? refuse(reply, result) : { data: result };
    },
  );

  app.post(
    "/me/2fa/backup",
    { preHandler: signedInFor2fa, schema: { tags, summary: "Use (and so spend) a backup code", security, body: BackupCodeBody, response: { 200: BackupUsedResponse, ...errors } } },
    async (request, reply) => {
      const result = await useBackupCode(ctx, await me(request), request.body.backupCode, meta(request));
      return isRefusal(result) ? refuse(reply, result) : { data: result };
    },
  );

  app.post(
    "/me/2fa/regenerate-backup",
    { preHandler: signedInFor2fa, schema: { tags, summary: "Replace the backup codes (needs a current code)", security, body: CodeBody, response: { 200: BackupCodesResponse, ...errors } } },
    async (request, reply) => {
      const result = await regenerateBackupCodes(ctx, await me(request), request.body.code, meta(request));
      return isRefusal(result) ? refuse(reply, result) : { data: result };
    },
  );

  app.delete(
    "/me/2fa",
    { preHandler: signedInFor2fa, schema: { tags, summary: "Turn two-factor off (needs password and a code)", security, body: DisableTwoFactorBody, response: { 200: TwoFactorStatus, ...errors } } },
    async (request, reply) => {
      const result = await disable(ctx, await me(request), request.body.password, request.body.code, meta(request));
      return isRefusal(result) ? refuse(reply, result) : { data: result };
    },
  );
};
