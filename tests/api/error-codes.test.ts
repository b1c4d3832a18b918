import { describe, expect, it } from "vitest";
import { testDatabases } from "./helpers/databases";
import { TEST_API_KEY, useTestApp, type TestApp } from "./helpers/app";
import { post, registerUser } from "./helpers/auth";

/** Every refusal carries a stable code, and names the field a form should show it next to. */
describe.each(testDatabases)("error codes and fields on $name", (database) => {
  const t = useTestApp(database);

  const send = (app: TestApp, method: "POST" | "PUT", url: string, token: string, payload: object) =>
    app.app.inject({ method, url, payload, headers: { authorization: `Bearer ${token}` } });

  it("a schema refusal is VALIDATION_FAILED with the field, the rule and its limit", async () => {
    const res = await post(t, "/api/v1/auth/reset-password/validate", { token: "short" });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({
      statusCode: 400,
      error: "Bad Request",
      message: "body/token must NOT have fewer than 10 characters",
      code: "VALIDATION_FAILED",
      field: "token",
      rule: "minLength",
      limit: 10,
    });
  });

  it("tells a caller who may not use a route so before anything about its body", async () => {
    const bad = { filename: 42, size: "large" };
    const anonymous = await t.app.inject({ method: "POST", url: "/api/v1/uploads/request", payload: bad });
    expect(anonymous.statusCode).toBe(401);
    const appKeyOnly = await t.app.inject({
      method: "POST",
      url: "/api/v1/uploads/request",
      headers: { "x-api-key": TEST_API_KEY },
      payload: bad,
    });
    expect(appKeyOnly.statusCode).toBe(401);
    const member = { authorization: `Bearer ${(await registerUser(t)).tokens.accessToken}` };
    const notOperator = await t.app.inject({ method: "POST", url: "/api/v1/admin/companies", headers: member, payload: bad });
    expect(notOperator.statusCode).toBe(403);
    const signedIn = await t.app.inject({ method: "POST", url: "/api/v1/uploads/request", headers: member, payload: bad });
    expect(signedIn.json()).toMatchObject({ statusCode: 400, code: "VALIDATION_FAILED" });
  });

  it("names a badly formed and a missing field of a registration", async () => {
    const base = { email: "someone@example.test", password: "correct horse battery staple", firstName: "A", lastName: "B" };
    const badEmail = await post(t, "/api/v1/auth/register", { ...base, email: "not an address", companyName: "Vinhuset" });
    expect(badEmail.json()).toMatchObject({ statusCode: 400, code: "VALIDATION_FAILED", field: "email", rule: "format" });
    const noCompany = await post(t, "/api/v1/auth/register", base);
    expect(noCompany.json()).toMatchObject({ statusCode: 400, code: "VALIDATION_FAILED", field: "companyName", rule: "required" });
  });

  it("names the field of a path or query parameter", async () => {
    const path = await t.app.inject({ url: "/api/v1/images/products/not%20a%20number" });
    expect(path.json()).toMatchObject({ code: "VALIDATION_FAILED", field: "productNumber", rule: "pattern" });
  });

  it("gives the service's own refusals a code and their field", async () => {
    const user = await registerUser(t);
    const common = await post(t, "/api/v1/auth/register", {
      email: "x@another-domain.example.test",
      password: "password123456",
      firstName: "A",
      lastName: "B",
      companyName: "Vinhuset",
    });
    expect(common.json()).toMatchObject({ statusCode: 400, code: "PASSWORD_TOO_COMMON", field: "password" });

    const taken = await post(t, "/api/v1/auth/register", {
      email: user.email,
      password: "correct horse battery staple",
      firstName: "A",
      lastName: "B",
      companyName: "Vinhuset",
    });
    expect(taken.json()).toMatchObject({ statusCode: 409, code: "EMAIL_TAKEN", field: "email" });

    const wrongLogin = await post(t, "/api/v1/auth/login", { email: user.email, password: "not the password at all" });
    expect(wrongLogin.json()).toMatchObject({ statusCode: 401, code: "INVALID_CREDENTIALS" });

    const token = user.tokens.accessToken;
    const wrongCurrent = await send(t, "PUT", "/api/v1/users/me/password", token, {
      currentPassword: "not the password at all",
      newPassword: "another long passphrase",
    });
    expect(wrongCurrent.json()).toMatchObject({ statusCode: 400, code: "CURRENT_PASSWORD_WRONG", field: "currentPassword" });

    const shortNew = await send(t, "PUT", "/api/v1/users/me/password", token, { currentPassword: user.password, newPassword: "short" });
    expect(shortNew.json()).toMatchObject({ statusCode: 400, code: "PASSWORD_TOO_SHORT", field: "newPassword" });

    const wrongCode = await send(t, "POST", "/api/v1/users/me/2fa/verify", token, { code: "000000" });
    expect(wrongCode.json()).toMatchObject({ statusCode: 400, code: "TWO_FACTOR_NOT_STARTED" });
    // A route without a body takes a client's empty JSON body as none (POST /users/me/2fa, docs/PRODUCT.md §7 Accounts).
    const startTwoFactor = await t.app.inject({
      method: "POST",
      url: "/api/v1/users/me/2fa",
      headers: { authorization: `Bearer ${token}`, "content-type": "application/json" },
    });
    expect(startTwoFactor.statusCode, startTwoFactor.body).toBe(200);

    const inviteBadAddress = await send(t, "POST", "/api/v1/organizations/me/members/invite", token, {
      email: "nope",
      role: "company_user",
    });
    expect(inviteBadAddress.json()).toMatchObject({ code: "VALIDATION_FAILED", field: "email" });
    const inviteSelf = await send(t, "POST", "/api/v1/organizations/me/members/invite", token, { email: user.email, role: "company_user" });
    expect(inviteSelf.json()).toMatchObject({ statusCode: 409, code: "ALREADY_MEMBER", field: "email" });

    const keyWithoutName = await send(t, "POST", "/api/v1/users/me/api-keys", token, { name: "" });
    expect(keyWithoutName.json()).toMatchObject({ code: "VALIDATION_FAILED", field: "name", rule: "minLength", limit: 1 });
  });

  it("answers sign-in, token and routing failures with codes", async () => {
    const me = await t.app.inject({ url: "/api/v1/auth/me" });
    expect(me.json()).toMatchObject({
      statusCode: 401,
      message: "JWT authentication required to get current user information",
      code: "AUTHENTICATION_REQUIRED",
    });
    const refresh = await post(t, "/api/v1/auth/refresh", { refreshToken: "x".repeat(40) });
    expect(refresh.json()).toMatchObject({ statusCode: 401, code: "REFRESH_TOKEN_INVALID" });
    const notJson = await t.app.inject({
      method: "POST",
      url: "/api/v1/auth/login",
      headers: { "content-type": "application/json" },
      payload: "{nope",
    });
    expect(notJson.json()).toMatchObject({ statusCode: 400, code: "INVALID_JSON" });
    // An empty body labelled JSON is no body: a route that needs one names the missing field.
    const emptyLogin = await t.app.inject({ method: "POST", url: "/api/v1/auth/login", headers: { "content-type": "application/json" } });
    expect(emptyLogin.json()).toMatchObject({ statusCode: 400, code: "VALIDATION_FAILED" });
    const unknown = await t.app.inject({ url: "/api/v1/no-such-thing" });
    expect(unknown.json()).toMatchObject({ statusCode: 404, code: "ROUTE_NOT_FOUND" });
  });
});
