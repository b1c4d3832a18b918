import { readFileSync } from "node:fs";
import i18next from "i18next";
import { beforeAll, describe, expect, it } from "vitest";
import { errorText } from "../../src/kernel/errors/error-text";
import { ApiError, NetworkError } from "../../src/providers/http/errors";

const common = (lng: string) => JSON.parse(readFileSync(`public/locales/${lng}/common.json`, "utf8")) as Record<string, unknown>;

describe("errors as the reader's sentence", () => {
  const i18n = i18next.createInstance();
  beforeAll(async () => {
    await i18n.init({
      lng: "sv",
      fallbackLng: "sv",
      ns: ["common"],
      defaultNS: "common",
      resources: { sv: { common: common("sv") }, en: { common: common("en") } },
    });
  });
  const sv = () => i18n.getFixedT("sv", "common");
  const en = () => i18n.getFixedT("en", "common");

  it("translates the API's known messages", () => {
    expect(errorText(sv(), new ApiError("Invalid two-factor code", 400))).toBe("Fel kod");
    expect(errorText(en(), new ApiError("Invalid two-factor code", 400))).toBe("Invalid code");
    expect(errorText(sv(), new NetworkError())).toBe("Tjänsten svarar inte just nu");
    expect(errorText(sv(), "Too many attempts. Try again in 15 minutes.")).toBe("För många försök. Försök igen om 15 minuter.");
  });

  it("never shows a schema message or an unknown server text", () => {
    const schema = errorText(sv(), new ApiError("body/token must NOT have fewer than 10 characters", 400));
    expect(schema).toBe("Något av det du angav är inte giltigt. Kontrollera fälten och försök igen.");
    expect(errorText(en(), new ApiError("querystring/limit must be <= 1000", 400))).not.toMatch(/querystring|must/);
    expect(errorText(sv(), new ApiError("Some internal refusal", 409))).toBe(
      "Begäran nekades (409). Försök igen eller kontakta supporten.",
    );
    expect(errorText(sv(), new Error("TypeError: x is undefined"))).toBe("Något gick fel. Försök igen.");
  });

  it("has every known message in both languages", () => {
    expect(Object.keys(common("en").serverErrors as object).sort()).toEqual(Object.keys(common("sv").serverErrors as object).sort());
  });
});
