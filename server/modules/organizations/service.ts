/**
 * The organizations module's rules: a caller sees their own organization; company_admin (or
 * super_admin, for any company) renames it, manages its members and reads its audit log.
 * Nobody grants a role above their own; the last company_admin stays; a removed member's
 * sessions and API keys end at once.
 */
import type { AuditEntry as AuditEntryDto, AuditQuery, Member, Organization, Role } from "../../../contracts";
import { revokeUserApiKeys } from "../../core/api-keys";
import { recordAudit } from "../../core/audit";
import type { Caller } from "../../core/authenticate";
import type { AppContext } from "../../core/context";
import { RequestError } from "../../core/errors";
import { assertMayGrant, managedCompany, roleRank, scopedCompany } from "../../core/roles";
import { endUserSessions } from "../../core/sessions";
import { findUserById } from "../../core/users";
import type { Database } from "../../db/client";
import { auditPage, deleteMembership, findCompany, listMembers, lockMembers, renameCompany, setMembershipRole } from "./queries";

type Ctx = Pick<AppContext, "db">;
export interface RequestMeta {
  ip: string | null;
}

const NOT_A_MEMBER = "No such member in this organisation";

async function existingCompany(db: Database, companyId: string) {
  const company = await findCompany(db, companyId);
  if (!company) throw new RequestError(404, "Company not found", "COMPANY_NOT_FOUND");
  return company;
}

export async function ownOrganization(db: Database, caller: Caller, companyId?: string): Promise<Organization> {
  const company = await existingCompany(db, scopedCompany(caller, companyId));
  return { id: company.id, name: company.name };
}

async function actorOf(db: Database, caller: Caller) {
  const user = await findUserById(db, caller.userId);
  return { id: caller.userId, email: user?.email ?? null };
}

export async function renameOwnOrganization(
  ctx: Ctx,
  caller: Caller,
  name: string,
  meta: RequestMeta,
  companyId?: string,
): Promise<Organization> {
  const id = managedCompany(caller, companyId);
  const before = await existingCompany(ctx.db, id);
  const actor = await actorOf(ctx.db, caller);
  const company = await ctx.db.orm.transaction(async (tx) => {
    const renamed = await renameCompany(tx, id, name.trim());
    await recordAudit(tx, {
      action: "organization.renamed",
      companyId: id,
      actor,
      objectType: "organization",
      objectId: id,
      details: { from: before.name, to: name.trim() },
      ip: meta.ip,
    });
    return renamed;
  });
  if (!company) throw new RequestError(404, "Company not found", "COMPANY_NOT_FOUND");
  return { id: company.id, name: company.name };
}

export async function members(ctx: Ctx, caller: Caller, companyId?: string): Promise<Member[]> {
  const id = managedCompany(caller, companyId);
  await existingCompany(ctx.db, id);
  const rows = await listMembers(ctx.db, id);
  return rows.map((row) => ({
    id: row.id,
    email: row.email,
    firstName: row.firstName,
    lastName: row.lastName,
    role: row.role,
    joinedAt: row.joinedAt.toISOString(),
    twoFactorEnabled: row.twoFactorEnabled,
    lastActiveAt: row.lastActiveAt?.toISOString() ?? null,
  }));
}

/** The locked member list and the target in it (404 for a user who is not a member). */
async function lockedTarget(tx: Database["orm"], companyId: string, userId: string) {
  const all = await lockMembers(tx, companyId);
  const target = all.find((member) => member.id === userId);
  if (!target) throw new RequestError(404, NOT_A_MEMBER, "MEMBER_NOT_FOUND");
  const admins = all.filter((member) => member.role === "company_admin").length;
  return { target, admins };
}

const LAST_ADMIN = "The organisation's last company_admin cannot be removed or demoted; make someone else company_admin first";

export async function changeRole(
  ctx: Ctx,
  caller: Caller,
  userId: string,
  role: Role,
  meta: RequestMeta,
  companyId?: string,
): Promise<Member> {
  const id = managedCompany(caller, companyId);
  assertMayGrant(caller, role);
  const actor = await actorOf(ctx.db, caller);
  await ctx.db.orm.transaction(async (tx) => {
    const { target, admins } = await lockedTarget(tx, id, userId);
    if (roleRank(target.role) > roleRank(caller.role))
      throw new RequestError(403, "You cannot change the role of someone above you", "ROLE_ABOVE_OWN");
    if (target.role === role) return;
    if (target.role === "company_admin" && admins <= 1) throw new RequestError(409, LAST_ADMIN, "LAST_ADMIN");
    await setMembershipRole(tx, id, userId, role);
    await recordAudit(tx, {
      action: "member.role_changed",
      companyId: id,
      actor,
      objectType: "user",
      objectId: userId,
      details: { email: target.email, from: target.role, to: role },
      ip: meta.ip,
    });
  });
  const member = (await members(ctx, caller, id)).find((m) => m.id === userId);
  if (!member) throw new RequestError(404, NOT_A_MEMBER, "MEMBER_NOT_FOUND");
  return member;
}

export async function removeMember(ctx: Ctx, caller: Caller, userId: string, meta: RequestMeta, companyId?: string): Promise<void> {
  const id = managedCompany(caller, companyId);
  const actor = await actorOf(ctx.db, caller);
  await ctx.db.orm.transaction(async (tx) => {
    const { target, admins } = await lockedTarget(tx, id, userId);
    if (roleRank(target.role) > roleRank(caller.role) || (target.globalRole === "super_admin" && caller.role !== "super_admin"))
      throw new RequestError(403, "You cannot remove someone above you", "ROLE_ABOVE_OWN");
    if (target.role === "company_admin" && admins <= 1) throw new RequestError(409, LAST_ADMIN, "LAST_ADMIN");
    await deleteMembership(tx, id, userId);
    // Their sign-ins and keys stop at once: the next request answers 401.
    const keys = await revokeUserApiKeys(tx, userId, "removed from organisation");
    await recordAudit(tx, {
      action: "member.removed",
      companyId: id,
      actor,
      objectType: "user",
      objectId: userId,
      details: { email: target.email, role: target.role, keysRevoked: keys },
      ip: meta.ip,
    });
  });
  await endUserSessions(ctx.db, userId, "removed from organisation");
}

export async function auditLogPage(ctx: Ctx, caller: Caller, query: AuditQuery) {
  const id = managedCompany(caller, query.companyId);
  const limit = query.limit ?? 20;
  const offset = Number(query.cursor ?? 0);
  const { rows, total } = await auditPage(ctx.db, id, { limit, offset, action: query.action });
  const items: AuditEntryDto[] = rows.map((row) => ({
    id: row.id,
    at: row.at.toISOString(),
    action: row.action,
    objectType: row.objectType,
    objectId: row.objectId,
    actor: row.actorId
      ? {
          id: row.actorId,
          email: row.actorEmail,
          name: [row.actorFirstName, row.actorLastName].filter(Boolean).join(" ") || row.actorEmail || "",
        }
      : null,
    details: row.details,
    ip: row.ip,
  }));
  const hasMore = offset + items.length < total;
  return { items, pagination: { total, hasMore, nextCursor: hasMore ? String(offset + items.length) : null } };
}
