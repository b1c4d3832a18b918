import { describe, expect, it } from "vitest";
import { AUDIT_ACTIONS } from "../../server/core/audit";
import { MODULE_TYPES, PLAN_TIERS } from "../../contracts/subscription";
import adminEn from "../../src/plugins/admin/locales/en.json";
import adminSv from "../../src/plugins/admin/locales/sv.json";
import companyEn from "../../src/plugins/company/locales/en.json";
import companySv from "../../src/plugins/company/locales/sv.json";

const key = (action: string) => action.replace(".", "_");
// Operator-wide actions carry no company, and a deleted company has no tab: its own log never lists them.
const operatorOnly = (action: string) =>
  action.startsWith("cache.") || action.startsWith("catalogue.") || action.startsWith("feed.") || action === "company.deleted";

describe("every audited action reads as words, never as its code", () => {
  it.each([
    ["sv", adminSv],
    ["en", adminEn],
  ])("on the operators' activity page in %s", (_language, locale) => {
    const labels = locale.actions_ as Record<string, string>;
    expect(AUDIT_ACTIONS.filter((action) => !labels[key(action)])).toEqual([]);
  });

  it.each([
    ["sv", companySv],
    ["en", companyEn],
  ])("in a company's activity tab in %s", (_language, locale) => {
    const labels = locale.audit.actions as Record<string, string>;
    expect(AUDIT_ACTIONS.filter((action) => !operatorOnly(action) && !labels[key(action)])).toEqual([]);
  });

  it.each([
    ["sv", companySv, adminSv],
    ["en", companyEn, adminEn],
  ])("the plans and modules an entry names, by their names in %s", (_language, company, admin) => {
    const tiers = company.tiers as Record<string, string>;
    const modules = company.moduleTypes as Record<string, string>;
    const plans = admin.plans as Record<string, string>;
    expect(PLAN_TIERS.filter((tier) => !tiers[tier] || !plans[tier])).toEqual([]);
    expect(MODULE_TYPES.filter((type) => !modules[type])).toEqual([]);
  });
});
