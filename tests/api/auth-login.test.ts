import { describe, expect, it } from "vitest";
import { DEMO_PASSWORD, demoUsers } from "../../server/data/seed";
import { useTestApp } from "./helpers/app";
import { freshIp, get, post, registerUser, signIn } from "./helpers/auth";
import { testDatabases } from "./helpers/databases";

describe.each(testDatabases)("signing in on $name", (database) => {
  const t = useTestApp(database, {}, { seed: true });

  it("signs in every demo user and answers /auth/me with them", async () => {
    for (const demo of demoUsers) {
      const res = await post(t, "/api/v1/auth/login", { email: demo.email.toUpperCase(), password: DEMO_PASSWORD });
      expect(res.statusCode, res.body).toBe(200);
      const { user, tokens } = res.json();
      expect(user).toMatchObject({ email: demo.email, role: demo.role, firstName: demo.firstName, twoFactorEnabled: false });
      expect(user).not.toHaveProperty("passwordHash");
      const me = await get(t, "/api/v1/auth/me", tokens.accessToken);
      expect(me.json().user.id).toBe(user.id);
    }
  });

  it("refuses a wrong password and an unknown email alike", async () => {
    const wrong = await post(t, "/api/v1/auth/login", { email: demoUsers[0]!.email, password: "not the password at all" });
    const unknown = await post(t, "/api/v1/auth/login", { email: "nobody@example.test", password: "not the password at all" });
    for (const res of [wrong, unknown]) {
      expect(res.statusCode).toBe(401);
      expect(res.json()).toEqual({ statusCode: 401, error: "Unauthorized", message: "Invalid email or password" });
    }
  });

  it("names the missing field of a malformed sign-in", async () => {
    const res = await post(t, "/api/v1/auth/login", { password: "x" });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toContain("email");
  });

  it("locks an account for 15 minutes after 5 failures, with Retry-After", async () => {
    const { email, password } = await registerUser(t);
    for (let i = 0; i < 5; i++) {
      const res = await post(t, "/api/v1/auth/login", { email, password: `wrong password ${i}` });
      expect(res.statusCode).toBe(401);
    }
    const locked = await post(t, "/api/v1/auth/login", { email, password });
    expect(locked.statusCode).toBe(429);
    const retryAfter = Number(locked.headers["retry-after"]);
    expect(retryAfter).toBeGreaterThan(800);
    expect(retryAfter).toBeLessThanOrEqual(900);
    expect(locked.json().message).toMatch(/Too many attempts/);
  });

  it("blocks an address after 20 failures across accounts", async () => {
    const ip = freshIp();
    for (let i = 0; i < 20; i++) {
      const res = await post(t, "/api/v1/auth/login", { email: `probe${i}@example.test`, password: "guessing-password" }, { ip });
      expect(res.statusCode).toBe(401);
    }
    const blocked = await post(t, "/api/v1/auth/login", { email: demoUsers[1]!.email, password: DEMO_PASSWORD }, { ip });
    expect(blocked.statusCode).toBe(429);
    expect(Number(blocked.headers["retry-after"])).toBeGreaterThan(0);
    // The account itself is not locked from elsewhere.
    await signIn(t, demoUsers[1]!.email);
  });

  it("answers /auth/me without a token with the specified message", async () => {
    const res = await get(t, "/api/v1/auth/me");
    expect(res.statusCode).toBe(401);
    expect(res.json().message).toBe("JWT authentication required to get current user information");
  });
});

describe.each(testDatabases)("registering on $name", (database) => {
  const t = useTestApp(database);

  it("creates a company and its admin, signed in", async () => {
    const { tokens, user } = await registerUser(t);
    expect(user.role).toBe("company_admin");
    expect(user.companyId).toBeTruthy();
    const me = await get(t, "/api/v1/users/me", tokens.accessToken);
    expect(me.json().data.id).toBe(user.id);
  });

  it("refuses a short or common password and a taken email", async () => {
    const base = { firstName: "A", lastName: "B", companyName: "Co AB" };
    const short = await post(t, "/api/v1/auth/register", { ...base, email: "short@example.test", password: "tooshort" });
    expect(short.statusCode).toBe(400);
    expect(short.json().message).toBe("Password must be at least 12 characters");
    const common = await post(t, "/api/v1/auth/register", { ...base, email: "common@example.test", password: "Password2024!" });
    expect(common.statusCode).toBe(400);
    expect(common.json().message).toBe("This password is too common; choose another");
    const { email } = await registerUser(t);
    const taken = await post(t, "/api/v1/auth/register", { ...base, email, password: "another long password" });
    expect(taken.statusCode).toBe(409);
  });
});

describe("registration switched off", () => {
  const t = useTestApp(testDatabases[0]!, { REGISTRATION: "closed" });

  it("refuses to register", async () => {
    const res = await post(t, "/api/v1/auth/register", {
      email: "x@example.test",
      password: "a long enough password",
      firstName: "A",
      lastName: "B",
      companyName: "Co AB",
    });
    expect(res.statusCode).toBe(403);
    expect(res.json().message).toBe("Registration is closed");
  });
});
