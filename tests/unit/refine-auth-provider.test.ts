// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from "vitest";
import { createAccessControlProvider, createRefineAuthProvider, settled } from "../../src/providers/auth/refine-providers";
import { createSessionActor } from "../../src/providers/auth/services";
import type { SessionUser } from "../../src/providers/auth/user";
import { createHttpClient, type TokenStore } from "../../src/providers/http";

function memoryTokens(): TokenStore {
  const state: { accessToken?: string; refreshToken?: string } = {};
  return {
    accessToken: () => state.accessToken ?? null,
    refreshToken: () => state.refreshToken ?? null,
    save: (tokens) => Object.assign(state, tokens),
    clear: () => {
      delete state.accessToken;
      delete state.refreshToken;
    },
  };
}

const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { "content-type": "application/json" } });

const admin: SessionUser = {
  id: "u1",
  email: "admin@example.test",
  role: "company_admin",
  companyId: "c1",
  firstName: "Ada",
  lastName: "Admin",
  twoFactorEnabled: true,
  twoFactorEnabledAt: null,
};
const signedIn = (user: SessionUser) => ({ user, tokens: { accessToken: "A1", refreshToken: "R1" } });

type Route = (body: Record<string, unknown>, headers: Record<string, string>) => Response;

/**
 * The real session machine, services and http client over a small in-memory API: each
 * "METHOD /path" answers with its handler; every call is recorded.
 */
function setup(routes: Record<string, Route>) {
  const calls: { call: string; body: Record<string, unknown>; authorization?: string }[] = [];
  const fetch = vi.fn(async (url: string, init: RequestInit) => {
    const call = `${init.method} ${new URL(url, "http://x").pathname.replace("/api/v1", "")}`;
    const body = init.body ? (JSON.parse(String(init.body)) as Record<string, unknown>) : {};
    const headers = init.headers as Record<string, string>;
    calls.push({ call, body, authorization: headers.authorization });
    const route = routes[call];
    return route ? route(body, headers) : json(404, { message: `No route ${call}` });
  });
  const tokens = memoryTokens();
  const session: { actor?: ReturnType<typeof createSessionActor> } = {};
  const client = createHttpClient({
    tokens,
    appApiKey: () => "APP",
    onSessionEnded: () => session.actor?.send({ type: "SESSION_ENDED" }),
    fetch: fetch as unknown as typeof globalThis.fetch,
  });
  const actor = createSessionActor(client, tokens);
  session.actor = actor;
  actor.start();
  return { actor, calls, tokens, auth: createRefineAuthProvider(actor, client), access: createAccessControlProvider(actor) };
}

let stop: (() => void) | undefined;
afterEach(() => stop?.());

async function started(routes: Record<string, Route>) {
  const setupResult = setup(routes);
  stop = () => setupResult.actor.stop();
  await settled(setupResult.actor);
  return setupResult;
}

describe("refine auth provider over the session machine", () => {
  it("signs in in two steps: the password asks for the code, the code completes the session", async () => {
    const { auth, actor, calls } = await started({
      "POST /auth/login": () => json(200, { requiresTwoFactor: true, tempToken: "T1" }),
      "POST /auth/verify-2fa": (body) =>
        body.code === "123456" && body.tempToken === "T1" ? json(200, signedIn(admin)) : json(401, { message: "Invalid two-factor code" }),
    });
    const first = await auth.login({ email: admin.email, password: "long enough password" });
    expect(first).toMatchObject({ success: false, error: { name: "TwoFactor" } });
    expect(actor.getSnapshot().value).toBe("twoFactor");

    const wrong = await auth.login({ twoFactorCode: "000000" });
    expect(wrong).toMatchObject({ success: false, error: { name: "TwoFactor", message: "Invalid two-factor code" } });

    expect(await auth.login({ twoFactorCode: "123456" })).toEqual({ success: true });
    expect(actor.getSnapshot().context.user?.email).toBe(admin.email);
    expect(calls.map((c) => c.call)).toEqual(["POST /auth/login", "POST /auth/verify-2fa", "POST /auth/verify-2fa"]);
  });

  it("reports a refused sign-in with the server's message", async () => {
    const { auth } = await started({ "POST /auth/login": () => json(401, { message: "Invalid email or password" }) });
    expect(await auth.login({ email: "x@example.test", password: "wrong password!" })).toEqual({
      success: false,
      error: { name: "LoginError", message: "Invalid email or password" },
    });
  });

  it("registers through the machine and is signed in afterwards; a refusal keeps the visitor anonymous", async () => {
    let open = true;
    const { auth, actor, calls } = await started({
      "POST /auth/register": () => (open ? json(201, signedIn(admin)) : json(403, { message: "Registration is closed" })),
      "POST /auth/logout": () => json(200, {}),
    });
    const registration = {
      email: admin.email,
      password: "long enough password",
      firstName: "Ada",
      lastName: "Admin",
      companyName: "Ada AB",
    };
    expect(await auth.register!(registration)).toEqual({ success: true });
    expect(actor.getSnapshot().value).toBe("authenticated");
    expect(calls[0]!.body).toEqual(registration);

    expect(await auth.logout({})).toEqual({ success: true, redirectTo: "/login" });
    await settled(actor);
    expect(actor.getSnapshot().context.user).toBeNull();

    open = false;
    expect(await auth.register!(registration)).toEqual({
      success: false,
      error: { name: "RegisterError", message: "Registration is closed" },
    });
    expect(actor.getSnapshot().value).toBe("anonymous");
  });

  it("asks for a reset link without the session, and reports the server's refusal", async () => {
    let limited = false;
    const { auth, calls } = await started({
      "POST /auth/forgot-password": () => (limited ? json(429, { message: "Too many attempts. Try again in 15 minutes." }) : json(200, {})),
    });
    expect(await auth.forgotPassword!({ email: admin.email })).toEqual({ success: true });
    expect(calls[0]).toMatchObject({ call: "POST /auth/forgot-password", body: { email: admin.email }, authorization: undefined });
    limited = true;
    expect(await auth.forgotPassword!({ email: admin.email })).toEqual({
      success: false,
      error: { name: "ForgotPasswordError", message: "Too many attempts. Try again in 15 minutes." },
    });
  });

  it("sets a new password from a reset token, or changes the signed-in user's own with the current one", async () => {
    const { auth, calls } = await started({
      "POST /auth/login": () => json(200, signedIn(admin)),
      "POST /auth/reset-password": (body) =>
        body.token === "good" ? json(200, {}) : json(400, { message: "Invalid or expired reset token" }),
      "PUT /users/me/password": (body) =>
        body.currentPassword === "old password!!" ? json(200, {}) : json(400, { message: "Current password is incorrect" }),
    });
    expect(await auth.updatePassword!({ token: "good", password: "a new long password" })).toEqual({ success: true });
    expect(calls[0]).toMatchObject({ call: "POST /auth/reset-password", body: { token: "good", newPassword: "a new long password" } });
    expect(await auth.updatePassword!({ token: "stale", password: "a new long password" })).toMatchObject({
      success: false,
      error: { message: "Invalid or expired reset token" },
    });

    await auth.login({ email: admin.email, password: "old password!!" });
    expect(await auth.updatePassword!({ currentPassword: "old password!!", password: "a new long password" })).toEqual({ success: true });
    const change = calls.find((c) => c.call === "PUT /users/me/password")!;
    expect(change).toMatchObject({
      body: { currentPassword: "old password!!", newPassword: "a new long password" },
      authorization: "Bearer A1",
    });
    expect(await auth.updatePassword!({ currentPassword: "guess", password: "a new long password" })).toMatchObject({
      success: false,
      error: { message: "Current password is incorrect" },
    });
  });

  it("keeps the code and field of a refusal, for the form to show next to the field", async () => {
    const taken = { message: "An account with this email already exists", code: "EMAIL_TAKEN", field: "email" };
    const { auth, actor } = await started({
      "POST /auth/register": () => json(409, { statusCode: 409, error: "Conflict", ...taken }),
      "PUT /users/me/password": () =>
        json(400, { message: "The current password is wrong", code: "CURRENT_PASSWORD_WRONG", field: "currentPassword" }),
      "POST /auth/login": () => json(200, signedIn(admin)),
    });
    const registration = { email: admin.email, password: "long enough password", firstName: "A", lastName: "B", companyName: "AB" };
    await auth.register!(registration);
    expect(actor.getSnapshot().context).toMatchObject({ error: taken.message, refusal: taken });
    await auth.login({ email: admin.email, password: "long enough password" });
    expect(actor.getSnapshot().context.refusal).toBeNull();
    expect(await auth.updatePassword!({ currentPassword: "guess", password: "a new long password" })).toMatchObject({
      success: false,
      error: { refusal: { code: "CURRENT_PASSWORD_WRONG", field: "currentPassword" } },
    });
  });
});

describe("access control from the session", () => {
  const signedInAs = async (role: SessionUser["role"] | null) => {
    const { auth, access } = await started({ "POST /auth/login": () => json(200, signedIn({ ...admin, role: role ?? "company_user" })) });
    if (role) await auth.login({ email: admin.email, password: "long enough password" });
    return access;
  };

  it("answers routes and menu entries by the role they require", async () => {
    const member = await signedInAs("company_user");
    expect(await member.can({ resource: "route", action: "access", params: {} })).toEqual({ can: true });
    expect(await member.can({ resource: "route", action: "access", params: { requiredRole: "company_admin" } })).toEqual({
      can: false,
      reason: "You need company_admin privileges to access this page.",
    });
    const companyAdmin = await signedInAs("company_admin");
    expect(await companyAdmin.can({ resource: "menu", action: "access", params: { requiredRole: "company_admin" } })).toEqual({
      can: true,
    });
    expect((await companyAdmin.can({ resource: "menu", action: "access", params: { requiredRole: "super_admin" } })).can).toBe(false);
    const superAdmin = await signedInAs("super_admin");
    expect((await superAdmin.can({ resource: "route", action: "access", params: { requiredRole: "company_admin" } })).can).toBe(true);
  });

  it("reads a resource's meta.requiredRole when no role is asked for, and refuses everything to a visitor", async () => {
    const member = await signedInAs("company_user");
    const adminResource = { name: "company", meta: { requiredRole: "company_admin" } };
    expect((await member.can({ resource: "company", action: "list", params: { resource: adminResource } })).can).toBe(false);
    const visitor = await signedInAs(null);
    expect((await visitor.can({ resource: "route", action: "access", params: {} })).can).toBe(false);
  });
});
