/** The invitations module's own SQL (Drizzle). */
import { and, asc, eq, sql } from "drizzle-orm";
import type { Database, Orm } from "../../db/client";
import { companies, invitations, memberships, users, type Role } from "../../db/schema";

export async function companyName(orm: Orm, companyId: string) {
  const [company] = await orm.select({ name: companies.name }).from(companies).where(eq(companies.id, companyId));
  return company?.name;
}

export async function isMember(orm: Orm, companyId: string, email: string): Promise<boolean> {
  const [row] = await orm
    .select({ userId: memberships.userId })
    .from(memberships)
    .innerJoin(users, eq(users.id, memberships.userId))
    .where(and(eq(memberships.companyId, companyId), sql`lower(${users.email}) = ${email}`));
  return row !== undefined;
}

/**
 * Whether `userId`, a company_admin of `companyId`, leaving it would leave its other members
 * without one (a company of one may be left: nobody is locked out of it). The company's
 * memberships are locked until the transaction ends, so two admins leaving at once cannot both pass.
 */
export async function leavesMembersWithoutAdmin(orm: Orm, companyId: string, userId: string): Promise<boolean> {
  const rows = await orm
    .select({ userId: memberships.userId, role: memberships.role })
    .from(memberships)
    .where(eq(memberships.companyId, companyId))
    .for("update");
  const leaving = rows.find((row) => row.userId === userId);
  const others = rows.filter((row) => row.userId !== userId);
  return leaving?.role === "company_admin" && others.length > 0 && !others.some((row) => row.role === "company_admin");
}

/** Marks the address's pending invitation (if any) as replaced: its token stops working. */
export async function replacePending(orm: Orm, companyId: string, email: string) {
  return orm
    .update(invitations)
    .set({ status: "replaced", cancelledAt: new Date() })
    .where(and(eq(invitations.companyId, companyId), sql`lower(${invitations.email}) = ${email}`, eq(invitations.status, "pending")))
    .returning({ id: invitations.id });
}

export async function insertInvitation(
  orm: Orm,
  values: { companyId: string; email: string; role: Role; tokenHash: string; invitedBy: string; language: string; expiresAt: Date },
) {
  const [row] = await orm.insert(invitations).values(values).returning();
  return row!;
}

const inviter = {
  inviterId: users.id,
  inviterEmail: users.email,
  inviterFirstName: users.firstName,
  inviterLastName: users.lastName,
};

export async function listPending(db: Database, companyId: string) {
  return db.orm
    .select({ invitation: invitations, ...inviter })
    .from(invitations)
    .leftJoin(users, eq(users.id, invitations.invitedBy))
    .where(and(eq(invitations.companyId, companyId), eq(invitations.status, "pending")))
    .orderBy(asc(invitations.createdAt));
}

export async function findInvitation(db: Database, companyId: string, id: string) {
  const [row] = await db.orm
    .select({ invitation: invitations, ...inviter })
    .from(invitations)
    .leftJoin(users, eq(users.id, invitations.invitedBy))
    .where(and(eq(invitations.companyId, companyId), eq(invitations.id, id)));
  return row;
}

export async function cancelPending(orm: Orm, companyId: string, id: string) {
  const [row] = await orm
    .update(invitations)
    .set({ status: "cancelled", cancelledAt: new Date() })
    .where(and(eq(invitations.companyId, companyId), eq(invitations.id, id), eq(invitations.status, "pending")))
    .returning();
  return row;
}

/** The invitation with this token hash, its company's name and inviter; `lock` holds it for the transaction. */
export async function findByTokenHash(orm: Orm, hash: string, lock = false) {
  const query = orm
    .select({ invitation: invitations, companyName: companies.name, ...inviter })
    .from(invitations)
    .innerJoin(companies, eq(companies.id, invitations.companyId))
    .leftJoin(users, eq(users.id, invitations.invitedBy))
    .where(eq(invitations.tokenHash, hash));
  const [row] = lock ? await query.for("update", { of: invitations }) : await query;
  return row;
}

export async function markAccepted(orm: Orm, id: string, userId: string) {
  await orm.update(invitations).set({ status: "accepted", acceptedAt: new Date(), acceptedBy: userId }).where(eq(invitations.id, id));
}

export async function insertInvitedUser(
  orm: Orm,
  values: { email: string; passwordHash: string; firstName: string; lastName: string; companyId: string; role: Role; language: string },
) {
  const { language, ...user } = values;
  const [created] = await orm
    .insert(users)
    .values({ ...user, preferences: { language } })
    .returning();
  await orm.insert(memberships).values({ userId: created!.id, companyId: values.companyId, role: values.role });
  return created!;
}

/** An existing account joins: the company becomes its current one, with the invited role (an operator stays super_admin). */
export async function joinCompany(orm: Orm, userId: string, companyId: string, role: Role) {
  await orm
    .insert(memberships)
    .values({ userId, companyId, role })
    .onConflictDoUpdate({
      target: [memberships.userId, memberships.companyId],
      set: { role },
    });
  const [user] = await orm
    .update(users)
    .set({
      companyId,
      role: sql`case when ${users.role} = 'super_admin' then 'super_admin' else ${role}::text end`,
      updatedAt: new Date(),
    })
    .where(eq(users.id, userId))
    .returning();
  return user!;
}
