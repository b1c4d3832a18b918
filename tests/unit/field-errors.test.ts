import { readFileSync } from "node:fs";
import i18next from "i18next";
import { beforeAll, describe, expect, it } from "vitest";
import { errorText } from "../../src/kernel/errors/error-text";
import { fieldErrorText } from "../../src/kernel/errors/field-error";
import { ApiError } from "../../src/providers/http/errors";

const common = (lng: string) => JSON.parse(readFileSync(`public/locales/${lng}/common.json`, "utf8")) as Record<string, unknown>;

/** An ApiError as the http client makes it from an error answer. */
const refused = (status: number, body: Record<string, unknown>) =>
  new ApiError(String(body.message ?? "x"), status, undefined, { statusCode: status, error: "Bad Request", ...body });

describe("a server refusal next to the form's field", () => {
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

  it("says what a schema rule asks for, with its limit, in the reader's language", () => {
    const short = refused(400, {
      message: "body/token must NOT have fewer than 10 characters",
      code: "VALIDATION_FAILED",
      field: "token",
      rule: "minLength",
      limit: 10,
    });
    expect(fieldErrorText(sv(), short, ["token"])).toEqual({ name: "token", text: "Skriv minst 10 tecken." });
    expect(fieldErrorText(en(), short, ["token"])).toEqual({ name: "token", text: "Enter at least 10 characters." });
    const email = refused(400, {
      message: 'body/email must match format "email"',
      code: "VALIDATION_FAILED",
      field: "email",
      rule: "format",
    });
    expect(fieldErrorText(sv(), email, ["email"])?.text).toBe("Ange en giltig e-postadress.");
    const missing = refused(400, {
      message: "body must have required property 'name'",
      code: "VALIDATION_FAILED",
      field: "name",
      rule: "required",
    });
    expect(fieldErrorText(en(), missing, ["name"])?.text).toBe("Fill in this field.");
    const choice = refused(400, {
      message: "body/role must be equal to constant",
      code: "VALIDATION_FAILED",
      field: "role",
      rule: "const",
    });
    expect(fieldErrorText(sv(), choice, ["role"])?.text).toBe("Välj ett av värdena som erbjuds.");
  });

  it("says a service's refusal by its code, never by the server's English", () => {
    const wrong = refused(400, { message: "The current password is wrong", code: "CURRENT_PASSWORD_WRONG", field: "currentPassword" });
    expect(fieldErrorText(sv(), wrong, ["currentPassword", "newPassword"])).toEqual({
      name: "currentPassword",
      text: "Det nuvarande lösenordet är fel.",
    });
    const unknownCode = refused(409, { message: "Some new refusal", code: "SOMETHING_NEW", field: "email" });
    expect(fieldErrorText(en(), unknownCode, ["email"])?.text).toBe("Check this field.");
  });

  it("maps the server's field to the form's, and leaves a refusal about no field of the form to the page", () => {
    const common = refused(400, {
      message: "This password is too common; choose another",
      code: "PASSWORD_TOO_COMMON",
      field: "newPassword",
    });
    expect(fieldErrorText(en(), common, { newPassword: "password" })).toEqual({
      name: "password",
      text: "This password is too common. Choose another.",
    });
    expect(fieldErrorText(en(), common, ["email"])).toBeNull();
    const inherited = refused(400, { message: "x", code: "VALIDATION_FAILED", field: "toString", rule: "type" });
    expect(fieldErrorText(en(), inherited, { newPassword: "password" })).toBeNull();
    expect(fieldErrorText(en(), refused(401, { message: "Invalid email or password", code: "INVALID_CREDENTIALS" }), ["email"])).toBeNull();
    expect(fieldErrorText(en(), new Error("offline"), ["email"])).toBeNull();
  });

  it("reads the refusal a refine auth answer or the session keeps", () => {
    const refusal = { message: "An account with this email already exists", code: "EMAIL_TAKEN", field: "email" };
    expect(fieldErrorText(sv(), { name: "RegisterError", message: refusal.message, refusal }, ["email"])?.text).toBe(
      "Det finns redan ett konto med den e-postadressen.",
    );
    expect(fieldErrorText(sv(), refusal, ["email"])?.name).toBe("email");
  });

  it("the page's own sentence follows the code too, and a schema refusal asks to check the fields", () => {
    const taken = refused(409, { message: "An account with this email already exists", code: "EMAIL_TAKEN", field: "email" });
    expect(errorText(en(), taken)).toBe("An account with this email address already exists.");
    const schema = refused(400, {
      message: "querystring/limit must be <= 1000",
      code: "VALIDATION_FAILED",
      field: "limit",
      rule: "maximum",
    });
    expect(errorText(sv(), schema)).toBe("Något av det du angav är inte giltigt. Kontrollera fälten och försök igen.");
  });

  it("has every sentence in both languages", () => {
    for (const section of ["fieldErrors", "errorCodes"]) {
      expect(Object.keys(common("en")[section] as object).sort()).toEqual(Object.keys(common("sv")[section] as object).sort());
    }
  });
});
