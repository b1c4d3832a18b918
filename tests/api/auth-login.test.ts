import { eq, like } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { ATTEMPT_LIMITS, DELAYS, OWNER_ALERT_FAILURES } from "../../server/core/rate-limit";
import { companies as companiesTable, outbox } from "../../server/db/schema";
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
      expect(res.json()).toEqual({
        statusCode: 401,
        error: "Unauthorized",
        message: "Invalid email or password",
        code: "INVALID_CREDENTIALS",
      });
    }
  });

  it("names the missing field of a malformed sign-in", async () => {
    const res = await post(t, "/api/v1/auth/login", { password: "x" });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toContain("email");
  });

  it("slows one address guessing one account down (429 with Retry-After), not the owner elsewhere", async () => {
    const { email, password } = await registerUser(t);
    const guesser = freshIp();
    for (let i = 0; i < 5; i++) {
      const res = await post(t, "/api/v1/auth/login", { email, password: `wrong password ${i}` }, { ip: guesser });
      expect(res.statusCode).toBe(401);
    }
    const delayed = await post(t, "/api/v1/auth/login", { email, password }, { ip: guesser });
    expect(delayed.statusCode).toBe(429);
    const retryAfter = Number(delayed.headers["retry-after"]);
    expect(retryAfter).toBeGreaterThan(0);
    expect(retryAfter).toBeLessThanOrEqual(DELAYS.pair.baseSeconds);
    expect(delayed.json().message).toMatch(/Too many attempts/);
    await signIn(t, email, password);
  });

  it("never locks the owner out when strangers fail from many addresses, and tells the owner by email", async () => {
    const { email, password } = await registerUser(t);
    const home = freshIp();
    await signIn(t, email, password, home);
    for (let i = 0; i < OWNER_ALERT_FAILURES + 2; i++) {
      const res = await post(t, "/api/v1/auth/login", { email, password: `stranger guess ${i}` });
      expect([401, 429]).toContain(res.statusCode);
    }
    // From an address it signed in from before, the owner is not delayed at all…
    await signIn(t, email, password, home);
    // …and from a new one by at most a minute.
    const elsewhere = await post(t, "/api/v1/auth/login", { email, password: `stranger guess again` });
    if (elsewhere.statusCode === 429) expect(Number(elsewhere.headers["retry-after"])).toBeLessThanOrEqual(DELAYS.account.capSeconds);

    const mails = await t.db.orm.select().from(outbox).where(eq(outbox.toAddress, email));
    expect(mails.filter((mail) => mail.subject.includes("Failed sign-ins"))).toHaveLength(1);
  });

  it("keeps counting an address's failures when it signs in to an account of its own", async () => {
    const own = await registerUser(t);
    const ip = freshIp();
    for (let i = 0; i < DELAYS.address.free - 1; i++) {
      const res = await post(t, "/api/v1/auth/login", { email: `probe${i}@example.test`, password: "guessing-password" }, { ip });
      expect(res.statusCode).toBe(401);
    }
    await signIn(t, own.email, own.password, ip);
    expect(
      (await post(t, "/api/v1/auth/login", { email: "probe-last@example.test", password: "guessing-password" }, { ip })).statusCode,
    ).toBe(401);
    const blocked = await post(t, "/api/v1/auth/login", { email: demoUsers[1]!.email, password: DEMO_PASSWORD }, { ip });
    expect(blocked.statusCode).toBe(429);
    expect(Number(blocked.headers["retry-after"])).toBeGreaterThan(0);
    // The account itself is not slowed down elsewhere, nor the attacker's own account at this address.
    await signIn(t, demoUsers[1]!.email);
    await signIn(t, own.email, own.password, ip);
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

  it("registers one account when eight registrations with one email arrive at once; the others get 409, never a 500", async () => {
    const body = { email: "race@parallel.example.test", password: "a long enough password", firstName: "A", lastName: "B" };
    const answers = await Promise.all(
      Array.from({ length: 8 }, (_, i) => post(t, "/api/v1/auth/register", { ...body, companyName: `Race ${i}` }, { ip: freshIp() })),
    );
    const statuses = answers.map((res) => res.statusCode).sort();
    expect(statuses).toEqual([201, 409, 409, 409, 409, 409, 409, 409]);
    for (const res of answers.filter((r) => r.statusCode === 409))
      expect(res.json()).toMatchObject({ code: "EMAIL_TAKEN", field: "email" });
    // Nothing half-written: one company came with the one account.
    const companies = await t.db.orm.select({ name: companiesTable.name }).from(companiesTable).where(like(companiesTable.name, "Race %"));
    expect(companies).toHaveLength(1);
  });

  it("limits registrations per email domain, from any address", async () => {
    const register = (i: number) =>
      post(t, "/api/v1/auth/register", {
        email: `person${i}@one-domain.example.test`,
        password: "a long enough password",
        firstName: "A",
        lastName: "B",
        companyName: `Co ${i}`,
      });
    for (let i = 0; i < ATTEMPT_LIMITS.register.perAccount; i++) expect((await register(i)).statusCode).toBe(201);
    const refused = await register(99);
    expect(refused.statusCode).toBe(429);
    expect(Number(refused.headers["retry-after"])).toBeGreaterThan(0);
  });
});

describe("registrations per address (REGISTRATIONS_PER_ADDRESS)", () => {
  const t = useTestApp(testDatabases[0]!, { REGISTRATIONS_PER_ADDRESS: "3" });

  it("refuses an address its fourth company within the window, not its neighbour", async () => {
    const office = freshIp();
    const register = (i: number, ip: string) =>
      post(
        t,
        "/api/v1/auth/register",
        {
          email: `owner@firm${i}.example.test`,
          password: "a long enough password",
          firstName: "A",
          lastName: "B",
          companyName: `Firm ${i}`,
        },
        { ip },
      );
    for (let i = 0; i < 3; i++) expect((await register(i, office)).statusCode).toBe(201);
    const refused = await register(3, office);
    expect(refused.statusCode).toBe(429);
    expect(Number(refused.headers["retry-after"])).toBeGreaterThan(0);
    expect((await register(4, freshIp())).statusCode).toBe(201);
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
