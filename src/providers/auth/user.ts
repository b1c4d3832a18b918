import { ROLES as CONTRACT_ROLES, type Role, type User } from "../../../contracts";

export type { Role };
export const ROLES: readonly Role[] = CONTRACT_ROLES;

/** The API's user; the dates may be missing in answers that only name the user (docs/PRODUCT.md §6 Authentication). */
export type SessionUser = Omit<User, "createdAt" | "updatedAt"> & Partial<Pick<User, "createdAt" | "updatedAt">>;

/** Reads a user from the API, including the older spellings of the two-factor flag. */
export function toSessionUser(raw: unknown): SessionUser | null {
  if (!raw || typeof raw !== "object") return null;
  const r = raw as Record<string, unknown>;
  if (typeof r.id !== "string" || typeof r.email !== "string") return null;
  const flag = [r.twoFactorEnabled, r.twoFactorAuth, r.twofactor_enabled, r.is_2fa_enabled].find((v) => typeof v === "boolean");
  return {
    id: r.id,
    email: r.email,
    role: ROLES.includes(r.role as Role) ? (r.role as Role) : "company_user",
    companyId: typeof r.companyId === "string" ? r.companyId : null,
    firstName: typeof r.firstName === "string" ? r.firstName : "",
    lastName: typeof r.lastName === "string" ? r.lastName : "",
    createdAt: typeof r.createdAt === "string" ? r.createdAt : undefined,
    updatedAt: typeof r.updatedAt === "string" ? r.updatedAt : undefined,
    twoFactorEnabled: (flag as boolean | undefined) ?? false,
    twoFactorEnabledAt: typeof r.twoFactorEnabledAt === "string" ? r.twoFactorEnabledAt : null,
  };
}

/**
 * company_user accepts every role, company_admin accepts company_admin and super_admin,
 * any other requirement needs exactly that role.
 */
export function hasRole(userRole: Role | undefined | null, requiredRole: Role | undefined | null): boolean {
  if (!requiredRole) return true;
  if (!userRole) return false;
  if (requiredRole === "company_user") return ROLES.includes(userRole);
  if (requiredRole === "company_admin") return userRole === "company_admin" || userRole === "super_admin";
  return userRole === requiredRole;
}

export function displayName(user: Pick<SessionUser, "firstName" | "lastName" | "email">): string {
  return `${user.firstName} ${user.lastName}`.trim() || user.email;
}
