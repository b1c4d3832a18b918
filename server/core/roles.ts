/** The role ladder (company_user ⊂ company_admin ⊂ super_admin) and who manages a company. */
import type { Role } from "../db/schema";
import type { Caller } from "./caller";
import { RequestError } from "./errors";

const RANK: Record<Role, number> = { company_user: 1, company_admin: 2, super_admin: 3 };

export const roleRank = (role: Role): number => RANK[role];
export const atLeast = (role: Role, needed: Role): boolean => RANK[role] >= RANK[needed];

export const NO_ORGANISATION = "NO_ORGANISATION";

/**
 * The company a manager acts on: their own, or for a super_admin the one named. Refuses a
 * company_user (403) and a caller without a company (404, code NO_ORGANISATION).
 */
export function managedCompany(caller: Caller, requested?: string): string {
  if (!atLeast(caller.role, "company_admin")) throw new RequestError(403, "You need company_admin privileges to do this", "FORBIDDEN_ROLE");
  return scopedCompany(caller, requested);
}

/** The caller's company, or (super_admin) the one named; 404 with NO_ORGANISATION when there is none. */
export function scopedCompany(caller: Caller, requested?: string): string {
  if (requested && caller.role === "super_admin") return requested;
  if (requested && requested !== caller.companyId) throw new RequestError(404, "Company not found", "COMPANY_NOT_FOUND");
  if (!caller.companyId) throw new RequestError(404, "You do not belong to an organisation", NO_ORGANISATION);
  return caller.companyId;
}

/** Nobody grants a role above their own. */
export function assertMayGrant(caller: Caller, role: Role): void {
  if (roleRank(role) > roleRank(caller.role)) throw new RequestError(403, "You cannot grant a role above your own", "ROLE_ABOVE_OWN");
}
