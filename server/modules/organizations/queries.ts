/** The organizations module's own SQL (Drizzle): the company, its members and its audit log. */
import { and, count, desc, eq, like, or, sql } from "drizzle-orm";
import type { Database, Orm } from "../../db/client";
import { auditLog, companies, memberships, sessions, users, type Role } from "../../db/schema";

export async function findCompany(db: Database, id: string) {
  const [company] = await db.orm.select().from(companies).where(eq(companies.id, id));
  return company;
}

export async function renameCompany(orm: Orm, id: string, name: string) {
  const [company] = await orm.update(companies).set({ name, updatedAt: new Date() }).where(eq(companies.id, id)).returning();
  return company;
}

const memberColumns = {
  id: users.id,
  email: users.email,
  firstName: users.firstName,
  lastName: users.lastName,
  role: memberships.role,
  joinedAt: memberships.createdAt,
  twoFactorEnabled: users.twoFactorEnabled,
  primaryCompanyId: users.companyId,
  globalRole: users.role,
};

export async function listMembers(db: Database, companyId: string) {
  return db.orm
    .select({
      ...memberColumns,
      lastActiveAt: sql<Date | null>`(select max(${sessions.lastSeenAt}) from ${sessions} where ${sessions.userId} = ${users.id})`.mapWith(
        (value: string | Date | null) => (value === null ? null : new Date(value)),
      ),
    })
    .from(memberships)
    .innerJoin(users, eq(users.id, memberships.userId))
    .where(eq(memberships.companyId, companyId))
    .orderBy(users.lastName, users.firstName, users.email);
}

/** The company's memberships, locked for the rest of the transaction (role changes and removals one at a time). */
export async function lockMembers(orm: Orm, companyId: string) {
  return orm
    .select({ ...memberColumns })
    .from(memberships)
    .innerJoin(users, eq(users.id, memberships.userId))
    .where(eq(memberships.companyId, companyId))
    .for("update", { of: memberships });
}

export async function setMembershipRole(orm: Orm, companyId: string, userId: string, role: Role) {
  await orm
    .update(memberships)
    .set({ role })
    .where(and(eq(memberships.companyId, companyId), eq(memberships.userId, userId)));
  // The role a user acts with is that of their current company.
  await orm
    .update(users)
    .set({ role, updatedAt: new Date() })
    .where(and(eq(users.id, userId), eq(users.companyId, companyId)));
}

/** Ends the membership; a user whose current company it was moves to another of theirs, or to none. */
export async function deleteMembership(orm: Orm, companyId: string, userId: string) {
  await orm.delete(memberships).where(and(eq(memberships.companyId, companyId), eq(memberships.userId, userId)));
  const [other] = await orm
    .select({ companyId: memberships.companyId, role: memberships.role })
    .from(memberships)
    .where(eq(memberships.userId, userId))
    .orderBy(memberships.createdAt)
    .limit(1);
  await orm
    .update(users)
    .set({
      companyId: other?.companyId ?? null,
      role: sql`case when ${users.role} = 'super_admin' then 'super_admin' else ${other?.role ?? "company_user"}::text end`,
      updatedAt: new Date(),
    })
    .where(and(eq(users.id, userId), eq(users.companyId, companyId)));
}

export async function auditPage(db: Database, companyId: string, options: { limit: number; offset: number; action?: string | undefined }) {
  const filters = [eq(auditLog.companyId, companyId)];
  if (options.action) {
    const byAction = options.action.includes(".")
      ? eq(auditLog.action, options.action)
      : or(eq(auditLog.action, options.action), like(auditLog.action, `${options.action}.%`));
    if (byAction) filters.push(byAction);
  }
  const where = and(...filters);
  const [rows, [total]] = await Promise.all([
    db.orm
      .select({
        id: auditLog.id,
        at: auditLog.at,
        action: auditLog.action,
        objectType: auditLog.objectType,
        objectId: auditLog.objectId,
        actorId: auditLog.actorId,
        actorEmail: auditLog.actorEmail,
        actorFirstName: users.firstName,
        actorLastName: users.lastName,
        details: auditLog.details,
        ip: auditLog.ip,
      })
      .from(auditLog)
      .leftJoin(users, eq(users.id, auditLog.actorId))
      .where(where)
      .orderBy(desc(auditLog.at), desc(auditLog.id))
      .limit(options.limit)
      .offset(options.offset),
    db.orm.select({ total: count() }).from(auditLog).where(where),
  ]);
  return { rows, total: total?.total ?? 0 };
}
