import { describe, expect, it, vi } from "vitest";
import { createActor, fromCallback, fromPromise, SimulatedClock, waitFor } from "xstate";
import { ApiError, NetworkError, RefreshFailedError } from "../../src/providers/http/errors";
import { REFRESH_INTERVAL_MS, refreshScheduleMachine } from "../../src/providers/auth/refresh-machine";
import {
  MISSING_TOKENS,
  RESTORE_RETRY_MS,
  sessionMachine,
  type Credentials,
  type InvitationAcceptance,
  type SignInAnswer,
} from "../../src/providers/auth/session-machine";
import type { SessionUser } from "../../src/providers/auth/user";

const user: SessionUser = {
  id: "u1",
  email: "a@b.se",
  role: "company_user",
  companyId: "c1",
  firstName: "A",
  lastName: "B",
  twoFactorEnabled: false,
  twoFactorEnabledAt: null,
};

interface Services {
  restore?: () => Promise<SessionUser | null>;
  signIn?: (c: Credentials) => Promise<SignInAnswer>;
  verifyTwoFactor?: (i: { tempToken: string; code: string }) => Promise<SessionUser>;
  signOut?: () => Promise<void>;
  refresh?: () => Promise<void>;
  acceptInvitation?: (acceptance: InvitationAcceptance) => Promise<SessionUser>;
}

function start(services: Services = {}) {
  const clock = new SimulatedClock();
  const spies = {
    restore: vi.fn(services.restore ?? (async () => null)),
    signIn: vi.fn(services.signIn ?? (async () => ({ user }))),
    verifyTwoFactor: vi.fn(services.verifyTwoFactor ?? (async () => ({ ...user, twoFactorEnabled: true }))),
    signOut: vi.fn(services.signOut ?? (async () => undefined)),
    refresh: vi.fn(services.refresh ?? (async () => undefined)),
    acceptInvitation: vi.fn(services.acceptInvitation ?? (async () => user)),
    clearTokens: vi.fn(),
  };
  const machine = sessionMachine.provide({
    actors: {
      restore: fromPromise(() => spies.restore()),
      signIn: fromPromise(({ input }) => spies.signIn(input as Credentials)),
      verifyTwoFactor: fromPromise(({ input }) => spies.verifyTwoFactor(input as { tempToken: string; code: string })),
      register: fromPromise(async () => user),
      acceptInvitation: fromPromise(({ input }) => spies.acceptInvitation(input as InvitationAcceptance)),
      signOut: fromPromise(() => spies.signOut()),
      refreshSchedule: refreshScheduleMachine.provide({
        actors: { activityListener: fromCallback(() => () => undefined), refreshTokens: fromPromise(() => spies.refresh()) },
        actions: { clearTokens: spies.clearTokens },
      }),
    },
    actions: { clearTokens: spies.clearTokens },
  });
  const actor = createActor(machine, { clock, input: { now: () => clock.now(), hasTokens: () => true } });
  actor.start();
  const advance = async (ms: number) => {
    clock.increment(ms);
    await new Promise((resolve) => setTimeout(resolve, 0));
  };
  const settle = (state: string) => waitFor(actor, (s) => s.matches(state as never), { timeout: 1000 });
  return { actor, spies, advance, settle };
}

describe("session start", () => {
  it("is anonymous without stored tokens", async () => {
    const { settle, actor } = start();
    expect(actor.getSnapshot().value).toBe("restoring");
    await settle("anonymous");
  });

  it("restores a verified user", async () => {
    const { settle, actor } = start({ restore: async () => user });
    await settle("authenticated");
    expect(actor.getSnapshot().context.user).toEqual(user);
  });

  it.each([
    ["a 401", new ApiError("Invalid or revoked token", 401)],
    ["'Token expired'", new Error("Token expired")],
    ["a failed refresh", new RefreshFailedError("Direct refresh failed: 401", 401)],
  ])("clears the tokens and ends anonymous on %s", async (_name, error) => {
    const { settle, spies, actor } = start({ restore: async () => Promise.reject(error) });
    await settle("anonymous");
    expect(spies.clearTokens).toHaveBeenCalledOnce();
    expect(actor.getSnapshot().context.user).toBeNull();
  });

  it("keeps the tokens while the API is unreachable and tries again after 5 seconds", async () => {
    let calls = 0;
    const { settle, spies, advance } = start({
      restore: async () => (++calls === 1 ? Promise.reject(new NetworkError()) : user),
    });
    await settle("unavailable");
    expect(spies.clearTokens).not.toHaveBeenCalled();
    await advance(RESTORE_RETRY_MS);
    await settle("authenticated");
  });
});

describe("signing in", () => {
  it("signs in with user and tokens", async () => {
    const { actor, settle, spies } = start();
    await settle("anonymous");
    actor.send({ type: "LOGIN", credentials: { email: "a@b.se", password: "pw" } });
    await settle("authenticated");
    expect(spies.signIn).toHaveBeenCalledWith({ email: "a@b.se", password: "pw" });
    expect(actor.getSnapshot().context.user).toEqual(user);
  });

  it("asks for a second step, verifies the code with the temp token", async () => {
    const { actor, settle, spies } = start({ signIn: async () => ({ requiresTwoFactor: true, tempToken: "T" }) });
    await settle("anonymous");
    actor.send({ type: "LOGIN", credentials: { email: "a@b.se", password: "pw" } });
    await settle("twoFactor");
    actor.send({ type: "VERIFY_2FA", code: "123456" });
    await settle("authenticated");
    expect(spies.verifyTwoFactor).toHaveBeenCalledWith({ tempToken: "T", code: "123456" });
  });

  it("stays on the second step with the error after a wrong code", async () => {
    const { actor, settle } = start({
      signIn: async () => ({ requiresTwoFactor: true, tempToken: "T" }),
      verifyTwoFactor: async () => Promise.reject(new ApiError("Invalid two-factor code", 401)),
    });
    await settle("anonymous");
    actor.send({ type: "LOGIN", credentials: { email: "a@b.se", password: "pw" } });
    await settle("twoFactor");
    actor.send({ type: "VERIFY_2FA", code: "000000" });
    await waitFor(actor, (s) => s.matches("twoFactor") && s.context.error !== null);
    expect(actor.getSnapshot().context.error).toBe("Invalid two-factor code");
  });

  it("keeps the wrong code's field for the form, and starts again when the server says the second step is over", async () => {
    const refusal = { statusCode: 401, message: "Invalid two-factor code", code: "TWO_FACTOR_INVALID", field: "code" };
    let answer = refusal;
    const { actor, settle } = start({
      signIn: async () => ({ requiresTwoFactor: true, tempToken: "T" }),
      verifyTwoFactor: async () => Promise.reject(new ApiError(answer.message, 401, undefined, answer)),
    });
    await settle("anonymous");
    actor.send({ type: "LOGIN", credentials: { email: "a@b.se", password: "pw" } });
    await settle("twoFactor");
    actor.send({ type: "VERIFY_2FA", code: "000000" });
    await waitFor(actor, (s) => s.matches("twoFactor") && s.context.error !== null);
    expect(actor.getSnapshot().context.refusal).toEqual({ message: "Invalid two-factor code", code: "TWO_FACTOR_INVALID", field: "code" });
    // The words no longer matter: the code says the temp token is spent.
    answer = { statusCode: 401, message: "Too many wrong codes", code: "TWO_FACTOR_TOO_MANY_TRIES", field: "" };
    actor.send({ type: "VERIFY_2FA", code: "000000" });
    await waitFor(actor, (s) => s.matches("anonymous"));
    expect(actor.getSnapshot().context).toMatchObject({ tempToken: null, refusal: { code: "TWO_FACTOR_TOO_MANY_TRIES" } });
  });

  it("fails with 'Login response missing tokens' when the answer has neither", async () => {
    const { actor, settle } = start({ signIn: async () => ({}) as SignInAnswer });
    await settle("anonymous");
    actor.send({ type: "LOGIN", credentials: { email: "a@b.se", password: "pw" } });
    await waitFor(actor, (s) => s.matches("anonymous") && s.context.error !== null);
    expect(actor.getSnapshot().context.error).toBe(MISSING_TOKENS);
  });

  it("is unsuccessful without a two-factor requirement when the call throws", async () => {
    const { actor, settle } = start({ signIn: async () => Promise.reject(new ApiError("Invalid email or password", 401)) });
    await settle("anonymous");
    actor.send({ type: "LOGIN", credentials: { email: "a@b.se", password: "bad" } });
    await waitFor(actor, (s) => s.matches("anonymous") && s.context.error !== null);
    expect(actor.getSnapshot().context).toMatchObject({ error: "Invalid email or password", tempToken: null, user: null });
  });
});

describe("a signed-in session", () => {
  it("signing out calls the server, clears the tokens and stops the refresh timer", async () => {
    const { actor, settle, spies, advance } = start({ restore: async () => user });
    await settle("authenticated");
    actor.send({ type: "LOGOUT" });
    await settle("anonymous");
    expect(spies.signOut).toHaveBeenCalledOnce();
    expect(spies.clearTokens).toHaveBeenCalled();
    expect(actor.getSnapshot().context).toMatchObject({ user: null, endedBy: "logout" });
    await advance(3 * REFRESH_INTERVAL_MS);
    expect(spies.refresh).not.toHaveBeenCalled();
  });

  it("refreshes on the schedule while signed in", async () => {
    const { settle, spies, advance } = start({ restore: async () => user });
    await settle("authenticated");
    await advance(REFRESH_INTERVAL_MS);
    expect(spies.refresh).toHaveBeenCalledOnce();
  });

  it("ends when the http client gives up on the session", async () => {
    const { actor, settle } = start({ restore: async () => user });
    await settle("authenticated");
    actor.send({ type: "SESSION_ENDED" });
    await settle("anonymous");
    expect(actor.getSnapshot().context.endedBy).toBe("expired");
  });

  it("ends when the refresh schedule finds the session over", async () => {
    const { actor, settle, advance } = start({
      restore: async () => user,
      refresh: async () => Promise.reject(new RefreshFailedError("Direct refresh failed: 401", 401)),
    });
    await settle("authenticated");
    await advance(REFRESH_INTERVAL_MS);
    await settle("anonymous");
    expect(actor.getSnapshot().context).toMatchObject({ user: null, endedBy: "expired" });
  });
});

describe("accepting an invitation", () => {
  const acceptance: InvitationAcceptance = { token: "fxi_token", password: "a long passphrase", firstName: "K", lastName: "K" };

  it("signs in with the answer's user", async () => {
    const { settle, actor, spies } = start();
    await settle("anonymous");
    actor.send({ type: "ACCEPT_INVITATION", acceptance });
    expect(actor.getSnapshot().value).toBe("acceptingInvitation");
    await settle("authenticated");
    expect(spies.acceptInvitation).toHaveBeenCalledWith(acceptance);
    expect(actor.getSnapshot().context.user).toEqual(user);
  });

  it("stays signed out with the server's message when the invitation is refused", async () => {
    const { settle, actor } = start({
      acceptInvitation: async () => Promise.reject(new ApiError("This invitation has expired", 410)),
    });
    await settle("anonymous");
    actor.send({ type: "ACCEPT_INVITATION", acceptance });
    await waitFor(actor, (s) => s.matches("anonymous") && s.context.error !== null, { timeout: 1000 });
    expect(actor.getSnapshot().context.error).toBe("This invitation has expired");
  });
});
