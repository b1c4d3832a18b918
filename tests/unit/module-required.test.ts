import { readFileSync } from "node:fs";
import i18next from "i18next";
import { beforeAll, describe, expect, it } from "vitest";
import { GATED_FEATURES, MODULE_TYPES } from "../../contracts";
import { errorText } from "../../src/kernel/errors/error-text";
import { moduleRequired } from "../../src/kernel/upgrade/module-required";
import { ApiError } from "../../src/providers/http/errors";

const common = (lng: string) => JSON.parse(readFileSync(`public/locales/${lng}/common.json`, "utf8")) as Record<string, unknown>;
const refusal = (module: string) =>
  new ApiError("This needs the Store optimisation module: add it under Billing", 403, undefined, {
    statusCode: 403,
    error: "Forbidden",
    message: "This needs the Store optimisation module: add it under Billing",
    code: "MODULE_REQUIRED",
    module,
  });

describe("a refusal for want of a module", () => {
  const i18n = i18next.createInstance();
  beforeAll(async () => {
    await i18n.init({
      lng: "sv",
      ns: ["common"],
      defaultNS: "common",
      resources: { sv: { common: common("sv") }, en: { common: common("en") } },
    });
  });

  it("names the module it needs, and nothing else is one", () => {
    expect(moduleRequired(refusal("store-optimization"))).toBe("store-optimization");
    expect(moduleRequired(new ApiError("Forbidden", 403, undefined, { code: "FORBIDDEN_ROLE" }))).toBeUndefined();
    expect(moduleRequired(new Error("MODULE_REQUIRED"))).toBeUndefined();
  });

  it("reads as the module's name in both languages", () => {
    expect(errorText(i18n.getFixedT("sv", "common"), refusal("store-optimization"))).toBe("Modulen Sortimentsoptimering behövs");
    expect(errorText(i18n.getFixedT("en", "common"), refusal("api-access"))).toBe("This needs the API access module");
  });

  it("maps every gated feature to a module of the catalogue, each named and pitched in sv and en", () => {
    for (const module of Object.values(GATED_FEATURES)) expect(MODULE_TYPES).toContain(module);
    for (const lng of ["sv", "en"]) {
      const modules = common(lng).modules as Record<string, { name: string; pitch: string }>;
      for (const type of MODULE_TYPES) expect(modules[type]?.name && modules[type]?.pitch).toBeTruthy();
      expect(Object.keys(common(lng).gatedFeatures as object).sort()).toEqual([...Object.keys(GATED_FEATURES), "module-data"].sort());
    }
  });
});
