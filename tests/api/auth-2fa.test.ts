import { describe, expect, it, vi } from "vitest";
import { currentTotp } from "../helpers/authenticator";
import { useTestApp, type TestApp } from "./helpers/app";
import { get, post, registerUser, signIn, type Tokens } from "./helpers/auth";
import { testDatabases } from "./helpers/databases";

const STEP = 30_000;

async function enableTwoFactor(t: TestApp, tokens: Tokens) {
  const setup = await post(t, "/api/v1/users/me/2fa", {}, { token: tokens.accessToken });
  expect(setup.statusCode, setup.body).toBe(200);
  const { secret, otpauthUri } = setup.json().data;
  expect(otpauthUri).toMatch(/^otpauth:\/\/totp\/Fenix:.+\?.*secret=/);
  const verified = await post(t, "/api/v1/users/me/2fa/verify", { code: currentTotp(secret) }, { token: tokens.accessToken });
  expect(verified.statusCode, verified.body).toBe(200);
  return { secret: secret as string, backupCodes: verified.json().data.backupCodes as string[] };
}

describe.each(testDatabases)("two-factor authentication on $name", (database) => {
  const t = useTestApp(database);

  it("needs an access token, with the specified message", async () => {
    for (const res of [
      await get(t, "/api/v1/users/me/2fa"),
      await post(t, "/api/v1/users/me/2fa", {}),
      await post(t, "/api/v1/users/me/2fa/verify", { code: "123456" }),
    ]) {
      expect(res.statusCode).toBe(401);
      expect(res.json().message).toBe("JWT authentication required for 2FA operations");
    }
  });

  it("refuses a wrong code while enabling with a 400 (the session stays), then enables with the right one", async () => {
    const { tokens } = await registerUser(t);
    const setup = await post(t, "/api/v1/users/me/2fa", {}, { token: tokens.accessToken });
    expect(setup.statusCode, setup.body).toBe(200);
    const wrong = await post(t, "/api/v1/users/me/2fa/verify", { code: "000000" }, { token: tokens.accessToken });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().message).toBe("Invalid two-factor code");
    expect((await get(t, "/api/v1/users/me", tokens.accessToken)).statusCode).toBe(200);
    const right = await post(
      t,
      "/api/v1/users/me/2fa/verify",
      { code: currentTotp(setup.json().data.secret) },
      { token: tokens.accessToken },
    );
    expect(right.statusCode, right.body).toBe(200);
  });

  it("enables with a TOTP code, then sign-in needs a second step that takes each code once", async () => {
    const { email, password, tokens } = await registerUser(t);
    const { secret, backupCodes } = await enableTwoFactor(t, tokens);
    expect(backupCodes).toHaveLength(10);
    expect(new Set(backupCodes).size).toBe(10);
    const status = (await get(t, "/api/v1/users/me/2fa", tokens.accessToken)).json().data;
    expect(status).toMatchObject({ enabled: true, backupCodesRemaining: 10 });

    const first = await post(t, "/api/v1/auth/login", { email, password });
    expect(first.json()).toEqual({ requiresTwoFactor: true, tempToken: expect.any(String) });
    const { tempToken } = first.json();

    const wrong = await post(t, "/api/v1/auth/verify-2fa", { tempToken, code: "000000" });
    expect(wrong.statusCode).toBe(401);
    expect(wrong.json().message).toBe("Invalid two-factor code");

    // The setup used this step's code; the next step's code is inside the ±1 step window.
    const code = currentTotp(secret, Date.now() + STEP);
    const ok = await post(t, "/api/v1/auth/verify-2fa", { tempToken, code });
    expect(ok.statusCode, ok.body).toBe(200);
    expect(ok.json().user.twoFactorEnabled).toBe(true);

    const again = await post(t, "/api/v1/auth/login", { email, password, twoFactorCode: code });
    expect(again.statusCode).toBe(401);
    expect(again.json().message).toBe("Invalid two-factor code");
  });

  it("takes a backup code once, in the sign-in itself or in the second step", async () => {
    const { email, password, tokens } = await registerUser(t);
    const { backupCodes } = await enableTwoFactor(t, tokens);
    const [code1, code2] = backupCodes;

    const direct = await post(t, "/api/v1/auth/login", { email, password, twoFactorCode: code1 });
    expect(direct.statusCode, direct.body).toBe(200);
    const reused = await post(t, "/api/v1/auth/login", { email, password, twoFactorCode: code1 });
    expect(reused.statusCode).toBe(401);

    const { tempToken } = (await post(t, "/api/v1/auth/login", { email, password })).json();
    const step = await post(t, "/api/v1/auth/verify-2fa", { tempToken, code: code2!.toUpperCase() });
    expect(step.statusCode, step.body).toBe(200);
    const remaining = (await get(t, "/api/v1/users/me/2fa", tokens.accessToken)).json().data.backupCodesRemaining;
    expect(remaining).toBe(8);
  });

  it("kills a temp token after 5 wrong codes", async () => {
    const { email, password, tokens } = await registerUser(t);
    const { secret } = await enableTwoFactor(t, tokens);
    const { tempToken } = (await post(t, "/api/v1/auth/login", { email, password })).json();
    for (let i = 0; i < 5; i++) {
      expect((await post(t, "/api/v1/auth/verify-2fa", { tempToken, code: "111111" })).statusCode).toBe(401);
    }
    const late = await post(t, "/api/v1/auth/verify-2fa", { tempToken, code: currentTotp(secret, Date.now() + STEP) });
    expect(late.statusCode).toBeGreaterThanOrEqual(401);
    expect([401, 429]).toContain(late.statusCode);
  });

  it("regenerates backup codes with a current code, and disables with password and code", async () => {
    const { password, tokens } = await registerUser(t);
    const { secret, backupCodes } = await enableTwoFactor(t, tokens);
    const regenerated = await post(
      t,
      "/api/v1/users/me/2fa/regenerate-backup",
      { code: currentTotp(secret, Date.now() + STEP) },
      { token: tokens.accessToken },
    );
    expect(regenerated.statusCode, regenerated.body).toBe(200);
    const fresh = regenerated.json().data.backupCodes as string[];
    expect(fresh.some((c) => backupCodes.includes(c))).toBe(false);

    const used = await post(t, "/api/v1/users/me/2fa/backup", { backupCode: backupCodes[0] }, { token: tokens.accessToken });
    expect(used.statusCode).toBe(400);

    const disable = (payload: object) =>
      t.app.inject({ method: "DELETE", url: "/api/v1/users/me/2fa", headers: { authorization: `Bearer ${tokens.accessToken}` }, payload });
    // Every code of the current window is spent; an authenticator would show the next one a minute on.
    vi.useFakeTimers({ toFake: ["Date"], now: Date.now() + 2 * STEP });
    try {
      expect((await disable({ password: "wrong password here", code: currentTotp(secret) })).statusCode).toBe(400);
      const off = await disable({ password, code: currentTotp(secret, Date.now() + STEP) });
      expect(off.statusCode, off.body).toBe(200);
      expect(off.json().data.enabled).toBe(false);
    } finally {
      vi.useRealTimers();
    }
  });
});

describe("operators outside the loopback demo (HOST=0.0.0.0, PGlite)", () => {
  const t = useTestApp(testDatabases[0]!, { HOST: "0.0.0.0" }, { seed: true });

  it("opens the admin tools to an operator only once their two-factor authentication is on", async () => {
    const tokens = await signIn(t, "operator@fenix.example");
    const refused = await get(t, "/api/v1/admin/companies", tokens.accessToken);
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toMatchObject({ code: "OPERATOR_TWO_FACTOR_REQUIRED" });
    // What they need to turn it on stays open to them, and so does the market.
    expect((await get(t, "/api/v1/users/me", tokens.accessToken)).statusCode).toBe(200);
    expect((await get(t, "/api/v1/products?limit=1", tokens.accessToken)).statusCode).toBe(200);

    await enableTwoFactor(t, tokens);
    expect((await get(t, "/api/v1/admin/companies", tokens.accessToken)).statusCode).toBe(200);
    // Anyone else is refused as before, whatever their second factor.
    const member = await signIn(t, "user@nordvik.example");
    expect((await get(t, "/api/v1/admin/companies", member.accessToken)).json()).toMatchObject({ code: "ADMIN_ONLY" });
  });
});
