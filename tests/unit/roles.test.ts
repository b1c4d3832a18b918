import { describe, expect, it } from "vitest";
import { hasRole, toSessionUser, type Role } from "../../src/providers/auth/user";

describe("role check", () => {
  const cases: [Role | undefined, Role, boolean][] = [
    ["company_user", "company_user", true],
    ["company_admin", "company_user", true],
    ["super_admin", "company_user", true],
    ["company_user", "company_admin", false],
    ["company_admin", "company_admin", true],
    ["super_admin", "company_admin", true],
    ["company_admin", "super_admin", false],
    ["super_admin", "super_admin", true],
    [undefined, "company_user", false],
  ];
  it.each(cases)("%s for %s → %s", (userRole, required, expected) => {
    expect(hasRole(userRole, required)).toBe(expected);
  });
});

describe("reading a user", () => {
  it.each(["twoFactorAuth", "twofactor_enabled", "is_2fa_enabled"])("reads the fallback flag %s", (flag) => {
    expect(toSessionUser({ id: "1", email: "a@b", role: "company_admin", [flag]: true })?.twoFactorEnabled).toBe(true);
  });

  it("prefers twoFactorEnabled and rejects what is not a user", () => {
    expect(toSessionUser({ id: "1", email: "a@b", twoFactorEnabled: false, twoFactorAuth: true })?.twoFactorEnabled).toBe(false);
    expect(toSessionUser({ email: "a@b" })).toBeNull();
    expect(toSessionUser(null)).toBeNull();
  });
});
