/** The auth module's own SQL (Drizzle): two-factor challenges, registrations and password resets. */
import { and, eq, gt, isNull } from "drizzle-orm";
import type { Orm } from "../../db/client";
import { companies, memberships, passwordResets, twoFactorChallenges, users } from "../../db/schema";

export async function insertTwoFactorChallenge(orm: Orm, hash: string, userId: string, expiresAt: Date) {
  await orm.insert(twoFactorChallenges).values({ tokenHash: hash, userId, expiresAt });
}

export async function findTwoFactorChallenge(orm: Orm, hash: string) {
  const [challenge] = await orm.select().from(twoFactorChallenges).where(eq(twoFactorChallenges.tokenHash, hash));
  return challenge;
}

export async function setChallengeAttempts(orm: Orm, id: string, attempts: number) {
  await orm.update(twoFactorChallenges).set({ attempts }).where(eq(twoFactorChallenges.id, id));
}

/** Uses the challenge up; false when another request already did. */
export async function consumeChallenge(orm: Orm, id: string): Promise<boolean> {
  const consumed = await orm
    .update(twoFactorChallenges)
    .set({ consumedAt: new Date() })
    .where(and(eq(twoFactorChallenges.id, id), isNull(twoFactorChallenges.consumedAt)))
    .returning({ id: twoFactorChallenges.id });
  return consumed.length > 0;
}

export async function insertCompany(orm: Orm, name: string) {
  const [company] = await orm.insert(companies).values({ name }).returning();
  return company!;
}

export async function insertCompanyAdmin(
  orm: Orm,
  user: { email: string; passwordHash: string; companyId: string; firstName: string; lastName: string },
) {
  const [created] = await orm
    .insert(users)
    .values({ ...user, role: "company_admin" })
    .returning();
  await orm.insert(memberships).values({ userId: created!.id, companyId: user.companyId, role: "company_admin" });
  return created!;
}

export async function insertPasswordReset(orm: Orm, hash: string, userId: string, expiresAt: Date) {
  await orm.insert(passwordResets).values({ tokenHash: hash, userId, expiresAt });
}

/** An unused, unexpired reset with this token hash. */
export async function findLiveReset(orm: Orm, hash: string) {
  const [reset] = await orm
    .select()
    .from(passwordResets)
    .where(and(eq(passwordResets.tokenHash, hash), isNull(passwordResets.usedAt), gt(passwordResets.expiresAt, new Date())));
  return reset;
}

export async function setPasswordHash(orm: Orm, userId: string, passwordHash: string) {
  await orm.update(users).set({ passwordHash, updatedAt: new Date() }).where(eq(users.id, userId));
}

export async function markResetsUsed(orm: Orm, userId: string) {
  await orm
    .update(passwordResets)
    .set({ usedAt: new Date() })
    .where(and(eq(passwordResets.userId, userId), isNull(passwordResets.usedAt)));
}

/** active or suspended (undefined for an unknown company). */
export async function companyStatus(orm: Orm, companyId: string) {
  const [row] = await orm.select({ status: companies.status }).from(companies).where(eq(companies.id, companyId));
  return row?.status;
}
