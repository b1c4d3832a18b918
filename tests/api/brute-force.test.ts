import { describe, expect, it } from "vitest";
import { DELAYS } from "../../server/core/rate-limit";
import { useTestApp, type TestApp } from "./helpers/app";
import { freshIp, registerUser } from "./helpers/auth";
import { testDatabases } from "./helpers/databases";

/** A sign-in from a socket address, optionally claiming another one in X-Forwarded-For. */
function login(t: TestApp, email: string, password: string, from: { ip: string; forwardedFor?: string }) {
  return t.app.inject({
    method: "POST",
    url: "/api/v1/auth/login",
    remoteAddress: from.ip,
    headers: from.forwardedFor ? { "x-forwarded-for": from.forwardedFor } : {},
    payload: { email, password },
  });
}

async function failTimes(t: TestApp, n: number, email: (i: number) => string, from: (i: number) => { ip: string; forwardedFor?: string }) {
  for (let i = 0; i < n; i++) {
    const res = await login(t, email(i), `wrong guess number ${i}`, from(i));
    expect(res.statusCode, `failure ${i + 1}: ${res.body}`).toBe(401);
  }
}

function expectDelayed(res: { statusCode: number; headers: Record<string, unknown>; body: string }, atMostSeconds: number) {
  expect(res.statusCode, res.body).toBe(429);
  const retryAfter = Number(res.headers["retry-after"]);
  expect(retryAfter).toBeGreaterThan(0);
  expect(retryAfter).toBeLessThanOrEqual(atMostSeconds);
}

describe.each(testDatabases)("brute force against sign-in on $name", (database) => {
  const t = useTestApp(database);

  it("lets one address fail one account exactly `pair.free` times before it waits; others do not wait", async () => {
    const victim = await registerUser(t);
    const guesser = freshIp();
    await failTimes(
      t,
      DELAYS.pair.free,
      () => victim.email,
      () => ({ ip: guesser }),
    );
    expectDelayed(await login(t, victim.email, victim.password, { ip: guesser }), DELAYS.pair.baseSeconds);
    expect((await login(t, victim.email, victim.password, { ip: freshIp() })).statusCode).toBe(200);
  });

  it("slows an account guessed from many addresses by at most a minute, never from the owner's known address", async () => {
    const victim = await registerUser(t);
    const home = freshIp();
    expect((await login(t, victim.email, victim.password, { ip: home })).statusCode).toBe(200);
    await failTimes(
      t,
      DELAYS.account.free,
      () => victim.email,
      () => ({ ip: freshIp() }),
    );
    expectDelayed(await login(t, victim.email, "yet another guess", { ip: freshIp() }), DELAYS.account.capSeconds);
    expect((await login(t, victim.email, victim.password, { ip: home })).statusCode).toBe(200);
  });

  it("slows one address guessing many accounts, and its own account's success does not reset that", async () => {
    const own = await registerUser(t);
    const other = await registerUser(t);
    const attacker = freshIp();
    await failTimes(
      t,
      DELAYS.address.free - 1,
      (i) => `nobody${i}@spray.example.test`,
      () => ({ ip: attacker }),
    );
    expect((await login(t, own.email, own.password, { ip: attacker })).statusCode).toBe(200);
    await failTimes(
      t,
      1,
      () => "nobody-last@spray.example.test",
      () => ({ ip: attacker }),
    );
    expectDelayed(await login(t, other.email, other.password, { ip: attacker }), DELAYS.address.baseSeconds);
    expect((await login(t, other.email, other.password, { ip: freshIp() })).statusCode).toBe(200);
  });

  it("ignores X-Forwarded-For without TRUST_PROXY: a new claimed address per guess is still one address", async () => {
    const victim = await registerUser(t);
    const guesser = freshIp();
    await failTimes(
      t,
      DELAYS.pair.free,
      () => victim.email,
      () => ({ ip: guesser, forwardedFor: freshIp() }),
    );
    expectDelayed(await login(t, victim.email, victim.password, { ip: guesser, forwardedFor: freshIp() }), DELAYS.pair.baseSeconds);
  });

  it("ignores X-Forwarded-For without TRUST_PROXY for the address rule too", async () => {
    const target = await registerUser(t);
    const sprayer = freshIp();
    await failTimes(
      t,
      DELAYS.address.free,
      (i) => `spray${i}@xff.example.test`,
      () => ({ ip: sprayer, forwardedFor: freshIp() }),
    );
    expectDelayed(await login(t, target.email, target.password, { ip: sprayer, forwardedFor: freshIp() }), DELAYS.address.baseSeconds);
  });
});

const PROXY = "10.200.0.1";

describe("brute force behind a trusted proxy", () => {
  const t = useTestApp(testDatabases[0]!, { TRUST_PROXY: PROXY });

  it("counts the client address the trusted proxy forwards, each client apart", async () => {
    const victim = await registerUser(t);
    const guesser = freshIp();
    await failTimes(
      t,
      DELAYS.pair.free,
      () => victim.email,
      () => ({ ip: PROXY, forwardedFor: guesser }),
    );
    expectDelayed(await login(t, victim.email, victim.password, { ip: PROXY, forwardedFor: guesser }), DELAYS.pair.baseSeconds);
    // Another client behind the same proxy is not the guesser.
    expect((await login(t, victim.email, victim.password, { ip: PROXY, forwardedFor: freshIp() })).statusCode).toBe(200);
  });

  it("does not believe X-Forwarded-For from an address that is not the proxy", async () => {
    const victim = await registerUser(t);
    const guesser = freshIp();
    await failTimes(
      t,
      DELAYS.pair.free,
      () => victim.email,
      () => ({ ip: guesser, forwardedFor: freshIp() }),
    );
    expectDelayed(await login(t, victim.email, victim.password, { ip: guesser, forwardedFor: freshIp() }), DELAYS.pair.baseSeconds);
  });
});

describe("request limits cannot be dodged by what a client claims", () => {
  const t = useTestApp(testDatabases[0]!, { RATE_LIMIT_PER_MINUTE: "5" });
  const call = (remoteAddress: string, headers: Record<string, string>) =>
    t.app.inject({ url: "/api/v1/auth/options", remoteAddress, headers });

  it("counts the socket address whatever X-Forwarded-For says (no TRUST_PROXY)", async () => {
    const address = freshIp();
    const statuses = [];
    for (let i = 0; i < 6; i++) statuses.push((await call(address, { "x-forwarded-for": freshIp() })).statusCode);
    expect(statuses).toEqual([200, 200, 200, 200, 200, 429]);
  });

  it("counts a made-up X-API-Key per address, not as a fresh budget per value", async () => {
    const address = freshIp();
    const statuses = [];
    for (let i = 0; i < 6; i++) statuses.push((await call(address, { "x-api-key": `fnx_made-up-key-${i}` })).statusCode);
    expect(statuses).toEqual([200, 200, 200, 200, 200, 429]);
  });

  it("still counts a live personal key as one requester, from whatever address", async () => {
    const { tokens } = await registerUser(t);
    const created = await t.app.inject({
      method: "POST",
      url: "/api/v1/users/me/api-keys",
      remoteAddress: freshIp(),
      headers: { authorization: `Bearer ${tokens.accessToken}` },
      payload: { name: "limits" },
    });
    expect(created.statusCode, created.body).toBe(201);
    const key = created.json().data.secret as string;
    const statuses = [];
    for (let i = 0; i < 6; i++) statuses.push((await call(freshIp(), { "x-api-key": key })).statusCode);
    expect(statuses).toEqual([200, 200, 200, 200, 200, 429]);
  });
});
