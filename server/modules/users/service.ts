import { UAParser } from "ua-parser-js";
import type { AppContext } from "../../core/context";
import { hashPassword, passwordProblem, verifyPassword } from "../../core/passwords";
import { recordAttempt, retryAfterSeconds } from "../../core/rate-limit";
import { endUserSessions, type ClientMeta } from "../../core/sessions";
import { normaliseEmail, type UserRow } from "../../core/users";
import { liveSessions, recentSignIns, updateUser } from "./queries";
import type { Refusal } from "./two-factor";

export async function updateProfile(ctx: AppContext, userId: string, changes: { firstName?: string; lastName?: string }) {
  return updateUser(ctx.db.orm, userId, {
    ...(changes.firstName !== undefined ? { firstName: changes.firstName.trim() } : {}),
    ...(changes.lastName !== undefined ? { lastName: changes.lastName.trim() } : {}),
  });
}

export async function updatePreferences(ctx: AppContext, user: UserRow, changes: Record<string, unknown>) {
  const preferences = { ...user.preferences, ...changes };
  await updateUser(ctx.db.orm, user.id, { preferences });
  return preferences;
}

/** A new password ends every other session of the user (ASVS 3.3.3). */
export async function changePassword(
  ctx: AppContext,
  user: UserRow,
  sessionId: string,
  input: { currentPassword: string; newPassword: string },
  meta: ClientMeta,
): Promise<Refusal | null> {
  const account = normaliseEmail(user.email);
  const wait = await retryAfterSeconds(ctx.db, "login", { account, ip: meta.ip });
  if (wait) return { retryAfter: wait };
  const ok = await verifyPassword(user.passwordHash, input.currentPassword);
  if (!ok) {
    await recordAttempt(ctx.db, { kind: "login", account, userId: user.id, ip: meta.ip, userAgent: meta.userAgent, success: false });
    return { status: 400, message: "The current password is wrong", code: "CURRENT_PASSWORD_WRONG", field: "currentPassword" };
  }
  const problem = passwordProblem(input.newPassword);
  if (problem) return { status: 400, ...problem, field: "newPassword" };
  const passwordHash = await hashPassword(input.newPassword);
  await updateUser(ctx.db.orm, user.id, { passwordHash });
  await endUserSessions(ctx.db, user.id, "password changed", sessionId);
  return null;
}

function describeClient(userAgent: string | null): string {
  if (!userAgent) return "Unknown";
  const { browser, os } = UAParser(userAgent);
  const parts = [browser.name && `${browser.name}${browser.major ? ` ${browser.major}` : ""}`, os.name].filter(Boolean);
  return parts.length ? parts.join(", ") : userAgent.slice(0, 60);
}

export async function activity(ctx: AppContext, userId: string, currentSessionId: string) {
  const signIns = await recentSignIns(ctx.db.orm, userId);
  const live = await liveSessions(ctx.db.orm, userId);
  return {
    signIns: signIns.map((row) => ({
      at: row.createdAt.toISOString(),
      success: row.success,
      ip: row.ip,
      browser: describeClient(row.userAgent),
    })),
    sessions: live.map((row) => ({
      id: row.id,
      createdAt: row.createdAt.toISOString(),
      lastSeenAt: row.lastSeenAt.toISOString(),
      current: row.id === currentSessionId,
      ip: row.ip,
      browser: describeClient(row.userAgent),
    })),
  };
}
