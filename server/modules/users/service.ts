import { and, desc, eq, isNull, sql } from "drizzle-orm";
import { UAParser } from "ua-parser-js";
import type { AppContext } from "../../core/context";
import { hashPassword, passwordProblem, verifyPassword } from "../../core/passwords";
import { recordAttempt, retryAfterSeconds } from "../../core/rate-limit";
import { endUserSessions, type ClientMeta } from "../../core/sessions";
import { normaliseEmail, type UserRow } from "../../core/users";
import { authAttempts, sessions, users } from "../../db/schema";
import type { Refusal } from "./two-factor";

export async function updateProfile(ctx: AppContext, userId: string, changes: { firstName?: string; lastName?: string }) {
  const [user] = await ctx.db.orm
    .update(users)
    .set({
      ...(changes.firstName !== undefined ? { firstName: changes.firstName.trim() } : {}),
      ...(changes.lastName !== undefined ? { lastName: changes.lastName.trim() } : {}),
      updatedAt: new Date(),
    })
    .where(eq(users.id, userId))
    .returning();
  return user!;
}

export async function updatePreferences(ctx: AppContext, user: UserRow, changes: Record<string, unknown>) {
  const preferences = { ...user.preferences, ...changes };
  await ctx.db.orm.update(users).set({ preferences, updatedAt: new Date() }).where(eq(users.id, user.id));
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
    return { status: 400, message: "The current password is wrong" };
  }
  const problem = passwordProblem(input.newPassword);
  if (problem) return { status: 400, message: problem };
  const passwordHash = await hashPassword(input.newPassword);
  await ctx.db.orm.update(users).set({ passwordHash, updatedAt: new Date() }).where(eq(users.id, user.id));
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
  const signIns = await ctx.db.orm
    .select()
    .from(authAttempts)
    .where(and(eq(authAttempts.userId, userId), eq(authAttempts.kind, "login")))
    .orderBy(desc(authAttempts.createdAt))
    .limit(20);
  const live = await ctx.db.orm
    .select()
    .from(sessions)
    .where(and(eq(sessions.userId, userId), isNull(sessions.revokedAt), sql`${sessions.expiresAt} > now()`))
    .orderBy(desc(sessions.lastSeenAt))
    .limit(50);
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
