import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { REFRESH_RETRY_GRACE_MS } from "../../server/core/sessions";
import { tokenHash } from "../../server/core/tokens";
import { refreshTokens } from "../../server/db/schema";
import { demoUsers } from "../../server/data/seed";
import { useTestApp } from "./helpers/app";
import { get, post, registerUser, signIn } from "./helpers/auth";
import { testDatabases } from "./helpers/databases";

const refresh = (t: Parameters<typeof post>[0], refreshToken: string) => post(t, "/api/v1/auth/refresh", { refreshToken });

describe.each(testDatabases)("sessions and refresh tokens on $name", (database) => {
  const t = useTestApp(database, {}, { seed: true });

  it("rotates the refresh token on every use", async () => {
    const first = await signIn(t, demoUsers[0]!.email);
    const res = await refresh(t, first.refreshToken);
    expect(res.statusCode, res.body).toBe(200);
    const second = res.json().tokens;
    expect(second.refreshToken).not.toBe(first.refreshToken);
    expect((await get(t, "/api/v1/auth/me", second.accessToken)).statusCode).toBe(200);
    expect((await refresh(t, second.refreshToken)).statusCode).toBe(200);
  });

  it("answers a refresh with the user as GET /auth/me gives it, so a reopened app needs one call to know who is signed in", async () => {
    const first = await signIn(t, demoUsers[0]!.email);
    const res = await refresh(t, first.refreshToken);
    expect(res.statusCode, res.body).toBe(200);
    const me = await get(t, "/api/v1/auth/me", res.json().tokens.accessToken);
    expect(res.json().user).toEqual(me.json().user);
    expect(res.json().user.email).toBe(demoUsers[0]!.email);
  });

  it("treats a replayed refresh token as theft: 401 and the whole sign-in ends", async () => {
    const first = await signIn(t, demoUsers[0]!.email);
    const second = (await refresh(t, first.refreshToken)).json().tokens;
    const third = (await refresh(t, second.refreshToken)).json().tokens;

    // the first token's successor has been used: this can only be a copy
    const replay = await refresh(t, first.refreshToken);
    expect(replay.statusCode).toBe(401);
    expect(replay.json().message).toBe("Refresh token reuse detected; this sign-in has been ended");

    expect((await refresh(t, third.refreshToken)).statusCode).toBe(401);
    const me = await get(t, "/api/v1/auth/me", third.accessToken);
    expect(me.statusCode).toBe(401);
    expect(me.json().message).toBe("Invalid or revoked token");
  });

  it("answers a retry inside the grace window with the same successor, never a second working pair", async () => {
    const first = await signIn(t, demoUsers[0]!.email);
    const lost = (await refresh(t, first.refreshToken)).json().tokens;
    const retry = await refresh(t, first.refreshToken);
    expect(retry.statusCode, retry.body).toBe(200);
    expect(retry.json().tokens.refreshToken).toBe(lost.refreshToken);
    const next = await refresh(t, lost.refreshToken);
    expect(next.statusCode).toBe(200);
    expect((await get(t, "/api/v1/auth/me", next.json().tokens.accessToken)).statusCode).toBe(200);
  });

  it("gives 10 parallel uses of one refresh token one and the same successor, which keeps working", async () => {
    const first = await signIn(t, demoUsers[0]!.email);
    const answers = await Promise.all(Array.from({ length: 10 }, () => refresh(t, first.refreshToken)));
    expect(answers.map((res) => res.statusCode)).toEqual(Array(10).fill(200));
    const successors = new Set(answers.map((res) => res.json().tokens.refreshToken as string));
    expect(successors.size).toBe(1);
    const next = await refresh(t, [...successors][0]!);
    expect(next.statusCode, next.body).toBe(200);
    expect((await get(t, "/api/v1/auth/me", next.json().tokens.accessToken)).statusCode).toBe(200);
  });

  it("ends the sign-in when a used refresh token comes back after the grace window", async () => {
    const first = await signIn(t, demoUsers[0]!.email);
    const second = (await refresh(t, first.refreshToken)).json().tokens;
    await t.db.orm
      .update(refreshTokens)
      .set({ usedAt: new Date(Date.now() - REFRESH_RETRY_GRACE_MS - 1000) })
      .where(eq(refreshTokens.tokenHash, tokenHash(first.refreshToken)));
    const replay = await refresh(t, first.refreshToken);
    expect(replay.statusCode).toBe(401);
    expect(replay.json().message).toBe("Refresh token reuse detected; this sign-in has been ended");
    expect((await refresh(t, second.refreshToken)).statusCode).toBe(401);
    expect((await get(t, "/api/v1/auth/me", second.accessToken)).statusCode).toBe(401);
  });

  it("refuses an unknown refresh token", async () => {
    const res = await refresh(t, "fxr_not-a-real-token-at-all");
    expect(res.statusCode).toBe(401);
    expect(res.json().message).toBe("Invalid refresh token");
  });

  it("accepts a refresh with only the X-API-Key header", async () => {
    const tokens = await signIn(t, demoUsers[1]!.email);
    const res = await t.app.inject({
      method: "POST",
      url: "/api/v1/auth/refresh",
      headers: { "x-api-key": "test-app-key-0123456789" },
      payload: { refreshToken: tokens.refreshToken },
    });
    expect(res.statusCode).toBe(200);
  });

  it("signing out ends the session for both tokens", async () => {
    const tokens = await signIn(t, demoUsers[1]!.email);
    const out = await post(t, "/api/v1/auth/logout", { refreshToken: tokens.refreshToken });
    expect(out.json()).toEqual({ success: true });
    expect((await refresh(t, tokens.refreshToken)).statusCode).toBe(401);
    expect((await get(t, "/api/v1/auth/me", tokens.accessToken)).statusCode).toBe(401);
  });

  it("a password change ends the user's other sessions and keeps this one", async () => {
    const { email, password } = await registerUser(t);
    const here = await signIn(t, email, password);
    const elsewhere = await signIn(t, email, password);
    const newPassword = "a brand new passphrase";

    const wrong = await t.app.inject({
      method: "PUT",
      url: "/api/v1/users/me/password",
      headers: { authorization: `Bearer ${here.accessToken}` },
      payload: { currentPassword: "not my password", newPassword },
    });
    expect(wrong.statusCode).toBe(400);

    const res = await t.app.inject({
      method: "PUT",
      url: "/api/v1/users/me/password",
      headers: { authorization: `Bearer ${here.accessToken}` },
      payload: { currentPassword: password, newPassword },
    });
    expect(res.statusCode, res.body).toBe(200);
    expect((await get(t, "/api/v1/auth/me", elsewhere.accessToken)).statusCode).toBe(401);
    expect((await refresh(t, elsewhere.refreshToken)).statusCode).toBe(401);
    expect((await get(t, "/api/v1/auth/me", here.accessToken)).statusCode).toBe(200);
    expect((await post(t, "/api/v1/auth/login", { email, password })).statusCode).toBe(401);
    await signIn(t, email, newPassword);
  });

  it("lists sign-ins and active sessions", async () => {
    const tokens = await signIn(t, demoUsers[2]!.email);
    const res = await get(t, "/api/v1/users/me/activity", tokens.accessToken);
    expect(res.statusCode).toBe(200);
    const { signIns, sessions } = res.json().data;
    expect(signIns[0]).toMatchObject({ success: true });
    expect(sessions.filter((s: { current: boolean }) => s.current)).toHaveLength(1);
  });
});

describe("short-lived access tokens", () => {
  const t = useTestApp(testDatabases[0]!, { ACCESS_TOKEN_TTL: "1" }, { seed: true });

  it("expire and say so, while the refresh token still renews them", async () => {
    const tokens = await signIn(t, demoUsers[0]!.email);
    await new Promise((resolve) => setTimeout(resolve, 2100));
    const me = await get(t, "/api/v1/auth/me", tokens.accessToken);
    expect(me.statusCode).toBe(401);
    expect(me.json().message).toBe("Token expired");
    const renewed = (await refresh(t, tokens.refreshToken)).json().tokens;
    expect((await get(t, "/api/v1/auth/me", renewed.accessToken)).statusCode).toBe(200);
  });
});
