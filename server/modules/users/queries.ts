/** The users module's own SQL (Drizzle): profile, preferences, password, activity and two-factor state. */
import { and, count, desc, eq, isNull, sql } from "drizzle-orm";
import type { Orm } from "../../db/client";
import { authAttempts, backupCodes, sessions, users } from "../../db/schema";

type UserChanges = Partial<
  Pick<
    typeof users.$inferInsert,
    | "firstName"
    | "lastName"
    | "preferences"
    | "passwordHash"
    | "twoFactorEnabled"
    | "twoFactorEnabledAt"
    | "twoFactorSecret"
    | "twoFactorPendingSecret"
    | "updatedAt"
  >
>;

/** Changes the user's row (updatedAt: now, unless given); the row as it is now. */
export async function updateUser(orm: Orm, userId: string, changes: UserChanges) {
  const [user] = await orm
    .update(users)
    .set({ updatedAt: new Date(), ...changes })
    .where(eq(users.id, userId))
    .returning();
  return user!;
}

export async function setPendingTwoFactorSecret(orm: Orm, userId: string, sealed: string) {
  await orm.update(users).set({ twoFactorPendingSecret: sealed }).where(eq(users.id, userId));
}

export async function deleteBackupCodes(orm: Orm, userId: string) {
  await orm.delete(backupCodes).where(eq(backupCodes.userId, userId));
}

export async function unusedBackupCodeCount(orm: Orm, userId: string): Promise<number> {
  const [row] = await orm
    .select({ n: count() })
    .from(backupCodes)
    .where(and(eq(backupCodes.userId, userId), isNull(backupCodes.usedAt)));
  return row?.n ?? 0;
}

export function recentSignIns(orm: Orm, userId: string) {
  return orm
    .select()
    .from(authAttempts)
    .where(and(eq(authAttempts.userId, userId), eq(authAttempts.kind, "login")))
    .orderBy(desc(authAttempts.createdAt))
    .limit(20);
}

export function liveSessions(orm: Orm, userId: string) {
  return orm
    .select()
    .from(sessions)
    .where(and(eq(sessions.userId, userId), isNull(sessions.revokedAt), sql`${sessions.expiresAt} > now()`))
    .orderBy(desc(sessions.lastSeenAt))
    .limit(50);
}
