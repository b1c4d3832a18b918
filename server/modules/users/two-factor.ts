import type { AppContext } from "../../core/context";
import { verifyPassword } from "../../core/passwords";
import { recordAttempt, retryAfterSeconds } from "../../core/rate-limit";
import { consumeBackupCode, consumeTotp, replaceBackupCodes } from "../../core/second-factor";
import type { ClientMeta } from "../../core/sessions";
import { newTotpSecret, otpauthUri, sealSecret } from "../../core/totp";
import type { UserRow } from "../../core/users";
import { deleteBackupCodes, setPendingTwoFactorSecret, unusedBackupCodeCount, updateUser } from "./queries";

export type Refusal = { status: 400 | 401 | 404 | 409; message: string; code: string; field?: string } | { retryAfter: number };

/**
 * A signed-in user's wrong code or password is a 400: a 401 would tell the client the session is
 * gone and sign the user out in the middle of setting up two-factor.
 */
const WRONG_CODE: Refusal = { status: 400, message: "Invalid two-factor code", code: "TWO_FACTOR_INVALID", field: "code" };

export async function remainingBackupCodes(ctx: AppContext, userId: string): Promise<number> {
  return unusedBackupCodeCount(ctx.db.orm, userId);
}

/** Runs a code check under the two-factor rate limit and records its outcome. */
async function guarded(ctx: AppContext, user: UserRow, meta: ClientMeta, check: () => Promise<boolean>): Promise<Refusal | null> {
  const wait = await retryAfterSeconds(ctx.db, "two_factor", { account: user.id, ip: meta.ip });
  if (wait) return { retryAfter: wait };
  const ok = await check();
  await recordAttempt(ctx.db, {
    kind: "two_factor",
    account: user.id,
    userId: user.id,
    ip: meta.ip,
    userAgent: meta.userAgent,
    success: ok,
  });
  return ok ? null : WRONG_CODE;
}

export async function startSetup(ctx: AppContext, user: UserRow): Promise<Refusal | { secret: string; otpauthUri: string }> {
  if (user.twoFactorEnabled)
    return { status: 409, message: "Two-factor authentication is already enabled", code: "TWO_FACTOR_ALREADY_ENABLED" };
  const secret = newTotpSecret();
  await setPendingTwoFactorSecret(ctx.db.orm, user.id, sealSecret(ctx.secrets.totpKey, secret));
  return { secret, otpauthUri: otpauthUri(secret, user.email) };
}

export async function finishSetup(ctx: AppContext, user: UserRow, code: string, meta: ClientMeta) {
  if (user.twoFactorEnabled)
    return { status: 409, message: "Two-factor authentication is already enabled", code: "TWO_FACTOR_ALREADY_ENABLED" } as Refusal;
  if (!user.twoFactorPendingSecret)
    return { status: 400, message: "Start the two-factor setup first", code: "TWO_FACTOR_NOT_STARTED" } as Refusal;
  const refused = await guarded(ctx, user, meta, () => consumeTotp(ctx.db, ctx.secrets, user, code, user.twoFactorPendingSecret));
  if (refused) return refused;
  const enabledAt = new Date();
  const codes = await ctx.db.orm.transaction(async (tx) => {
    await updateUser(tx, user.id, {
      twoFactorEnabled: true,
      twoFactorEnabledAt: enabledAt,
      twoFactorSecret: user.twoFactorPendingSecret,
      twoFactorPendingSecret: null,
      updatedAt: enabledAt,
    });
    return replaceBackupCodes(tx, ctx.secrets, user.id);
  });
  return { enabled: true, enabledAt: enabledAt.toISOString(), backupCodes: codes };
}

export async function useBackupCode(ctx: AppContext, user: UserRow, code: string, meta: ClientMeta) {
  if (!user.twoFactorEnabled)
    return { status: 400, message: "Two-factor authentication is not enabled", code: "TWO_FACTOR_NOT_ENABLED" } as Refusal;
  const refused = await guarded(ctx, user, meta, () => consumeBackupCode(ctx.db, ctx.secrets, user.id, code));
  if (refused) return refused;
  return { valid: true as const, backupCodesRemaining: await remainingBackupCodes(ctx, user.id) };
}

export async function regenerateBackupCodes(ctx: AppContext, user: UserRow, code: string, meta: ClientMeta) {
  if (!user.twoFactorEnabled)
    return { status: 400, message: "Two-factor authentication is not enabled", code: "TWO_FACTOR_NOT_ENABLED" } as Refusal;
  const refused = await guarded(ctx, user, meta, () => consumeTotp(ctx.db, ctx.secrets, user, code));
  if (refused) return refused;
  const codes = await ctx.db.orm.transaction((tx) => replaceBackupCodes(tx, ctx.secrets, user.id));
  return { enabled: true, enabledAt: user.twoFactorEnabledAt?.toISOString() ?? null, backupCodes: codes };
}

export async function disable(ctx: AppContext, user: UserRow, password: string, code: string, meta: ClientMeta) {
  if (!user.twoFactorEnabled)
    return { status: 400, message: "Two-factor authentication is not enabled", code: "TWO_FACTOR_NOT_ENABLED" } as Refusal;
  const refused = await guarded(ctx, user, meta, async () => {
    const passwordOk = await verifyPassword(user.passwordHash, password);
    const codeOk = await consumeTotp(ctx.db, ctx.secrets, user, code);
    return passwordOk && codeOk;
  });
  if (refused)
    return "retryAfter" in refused
      ? refused
      : ({ status: 400, message: "Wrong password or two-factor code", code: "WRONG_PASSWORD_OR_CODE" } as Refusal);
  await ctx.db.orm.transaction(async (tx) => {
    await updateUser(tx, user.id, {
      twoFactorEnabled: false,
      twoFactorEnabledAt: null,
      twoFactorSecret: null,
      twoFactorPendingSecret: null,
    });
    await deleteBackupCodes(tx, user.id);
  });
  return { enabled: false, enabledAt: null, backupCodesRemaining: 0 };
}
