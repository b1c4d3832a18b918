import { describe, expect, it } from "vitest";
import { BILLING_PERIODS as CONTRACT_PERIODS, CREDIT_PACKAGE_IDS, MODULE_TYPES, PLAN_TIERS } from "../../contracts";
import { BILLING_PERIODS } from "../../server/db/schema";
import { CREDIT_PACKAGES, MODULE_KINDS, PLANS } from "../../server/modules/subscription/catalogue";

// The request schemas accept exactly the names the contracts list: a name the catalogue lacks
// would pass validation and then fail, one the contracts lack could never be bought.
describe("subscription names in contracts/ and the server's catalogue", () => {
  it("offers the same tiers, module types, credit packages and billing periods", () => {
    expect([...PLAN_TIERS].sort()).toEqual(PLANS.map((plan) => plan.tier).sort());
    expect([...MODULE_TYPES].sort()).toEqual(MODULE_KINDS.map((kind) => kind.type).sort());
    expect([...CREDIT_PACKAGE_IDS].sort()).toEqual(CREDIT_PACKAGES.map((pack) => pack.id).sort());
    expect([...CONTRACT_PERIODS]).toEqual([...BILLING_PERIODS]);
  });
});
