import { assign, fromPromise, setup, type ActorRefFrom } from "xstate";
import { errorMessage, isUnauthorized, NetworkError, serverRefusal, type ServerRefusal } from "../http/errors";
import { refreshScheduleMachine } from "./refresh-machine";
import type { SessionUser } from "./user";
import type { AcceptInvitationBody, LoginBody, RegisterBody, TwoFactorRequired } from "../../../contracts";

/** The sign-in and registration bodies of the API. */
export type Credentials = LoginBody;
export type Registration = RegisterBody;
/** Accepting an invitation: a new account's names and password, or an existing account's password. */
export type InvitationAcceptance = AcceptInvitationBody;

/** What a sign-in call gave: a user (tokens stored), or the need for a second step. */
export type SignInAnswer = { user: SessionUser } | TwoFactorRequired;

export const RESTORE_RETRY_MS = 5_000;
export const MISSING_TOKENS = "Login response missing tokens";

/** The temp token of a second step has expired or used its tries: by the refusal's code, else its words. */
function secondStepIsOver(error: unknown): boolean {
  const code = serverRefusal(error)?.code;
  if (code) return code === "TWO_FACTOR_EXPIRED" || code === "TWO_FACTOR_TOO_MANY_TRIES";
  return /expired|sign in again/i.test(errorMessage(error));
}

interface SessionContext {
  /** Clock and token check for the refresh schedule (simulated in tests). */
  schedule: { now: () => number; hasTokens: () => boolean };
  user: SessionUser | null;
  error: string | null;
  /** The last failure's code and field, when the server named them (a form shows it next to the field). */
  refusal: ServerRefusal | null;
  tempToken: string | null;
  /** Why the last session ended: the user signed out, or it ran out (expiry, revocation). */
  endedBy: "logout" | "expired" | null;
}

type SessionEvent =
  | { type: "LOGIN"; credentials: Credentials }
  | { type: "VERIFY_2FA"; code: string }
  | { type: "CANCEL_2FA" }
  | { type: "REGISTER"; registration: Registration }
  | { type: "ACCEPT_INVITATION"; acceptance: InvitationAcceptance }
  | { type: "LOGOUT" }
  | { type: "SESSION_ENDED" }
  | { type: "USER_UPDATED"; user: SessionUser }
  | { type: "RETRY" };

/**
 * The session: restoring → anonymous | authenticated (with the refresh schedule running),
 * sign-in with an optional two-factor step, registration and sign-out. Services are provided
 * by createSessionServices; tests provide their own.
 */
export const sessionMachine = setup({
  types: {
    context: {} as SessionContext,
    events: {} as SessionEvent,
    input: {} as { now: () => number; hasTokens: () => boolean },
  },
  actors: {
    restore: fromPromise<SessionUser | null>(async () => {
      throw new Error("restore must be provided");
    }),
    signIn: fromPromise<SignInAnswer, Credentials>(async () => {
      throw new Error("signIn must be provided");
    }),
    verifyTwoFactor: fromPromise<SessionUser, { tempToken: string; code: string }>(async () => {
      throw new Error("verifyTwoFactor must be provided");
    }),
    register: fromPromise<SessionUser, Registration>(async () => {
      throw new Error("register must be provided");
    }),
    acceptInvitation: fromPromise<SessionUser, InvitationAcceptance>(async () => {
      throw new Error("acceptInvitation must be provided");
    }),
    signOut: fromPromise<void>(async () => {
      throw new Error("signOut must be provided");
    }),
    refreshSchedule: refreshScheduleMachine,
  },
  actions: {
    clearTokens: () => undefined,
  },
  guards: {
    restoredUser: ({ event }) => (event as { output?: unknown }).output != null,
    unreachable: ({ event }) => (event as { error?: unknown }).error instanceof NetworkError,
    needsSecondStep: ({ event }) => "requiresTwoFactor" in ((event as { output?: object }).output ?? {}),
    signedIn: ({ event }) => Boolean((event as { output?: { user?: unknown } }).output?.user),
  },
  delays: { RESTORE_RETRY: RESTORE_RETRY_MS },
}).createMachine({
  id: "session",
  context: ({ input }) => ({ schedule: input, user: null, error: null, refusal: null, tempToken: null, endedBy: null }),
  initial: "restoring",
  states: {
    restoring: {
      invoke: {
        src: "restore",
        onDone: [
          { guard: "restoredUser", target: "authenticated", actions: assign({ user: ({ event }) => event.output }) },
          { target: "anonymous" },
        ],
        onError: [
          { guard: "unreachable", target: "unavailable" },
          { target: "anonymous", actions: "clearTokens" },
        ],
      },
    },
    unavailable: {
      after: { RESTORE_RETRY: "restoring" },
      on: { RETRY: "restoring" },
    },
    anonymous: {
      on: {
        LOGIN: { target: "signingIn", actions: assign({ error: null, refusal: null }) },
        REGISTER: { target: "registering", actions: assign({ error: null, refusal: null }) },
        ACCEPT_INVITATION: { target: "acceptingInvitation", actions: assign({ error: null, refusal: null }) },
      },
    },
    signingIn: {
      invoke: {
        src: "signIn",
        input: ({ event }) => (event as Extract<SessionEvent, { type: "LOGIN" }>).credentials,
        onDone: [
          {
            guard: "needsSecondStep",
            target: "twoFactor",
            actions: assign({ tempToken: ({ event }) => (event.output as { tempToken: string }).tempToken }),
          },
          {
            guard: "signedIn",
            target: "authenticated",
            actions: assign({ user: ({ event }) => (event.output as { user: SessionUser }).user, endedBy: null }),
          },
          { target: "anonymous", actions: assign({ error: MISSING_TOKENS, refusal: null }) },
        ],
        onError: {
          target: "anonymous",
          actions: assign({ error: ({ event }) => errorMessage(event.error), refusal: ({ event }) => serverRefusal(event.error) }),
        },
      },
    },
    twoFactor: {
      on: {
        VERIFY_2FA: { target: "verifyingTwoFactor", actions: assign({ error: null, refusal: null }) },
        CANCEL_2FA: { target: "anonymous", actions: assign({ tempToken: null, error: null, refusal: null }) },
      },
    },
    verifyingTwoFactor: {
      invoke: {
        src: "verifyTwoFactor",
        input: ({ context, event }) => ({
          tempToken: context.tempToken ?? "",
          code: (event as Extract<SessionEvent, { type: "VERIFY_2FA" }>).code,
        }),
        onDone: {
          target: "authenticated",
          actions: assign({ user: ({ event }) => event.output, tempToken: null, endedBy: null }),
        },
        onError: [
          {
            // An expired or exhausted temp token cannot be retried: start again.
            guard: ({ event }) => isUnauthorized(event.error) && secondStepIsOver(event.error),
            target: "anonymous",
            actions: assign({
              error: ({ event }) => errorMessage(event.error),
              refusal: ({ event }) => serverRefusal(event.error),
              tempToken: null,
            }),
          },
          {
            target: "twoFactor",
            actions: assign({ error: ({ event }) => errorMessage(event.error), refusal: ({ event }) => serverRefusal(event.error) }),
          },
        ],
      },
    },
    registering: {
      invoke: {
        src: "register",
        input: ({ event }) => (event as Extract<SessionEvent, { type: "REGISTER" }>).registration,
        onDone: { target: "authenticated", actions: assign({ user: ({ event }) => event.output, endedBy: null }) },
        onError: {
          target: "anonymous",
          actions: assign({ error: ({ event }) => errorMessage(event.error), refusal: ({ event }) => serverRefusal(event.error) }),
        },
      },
    },
    acceptingInvitation: {
      invoke: {
        src: "acceptInvitation",
        input: ({ event }) => (event as Extract<SessionEvent, { type: "ACCEPT_INVITATION" }>).acceptance,
        onDone: { target: "authenticated", actions: assign({ user: ({ event }) => event.output, endedBy: null }) },
        onError: {
          target: "anonymous",
          actions: assign({ error: ({ event }) => errorMessage(event.error), refusal: ({ event }) => serverRefusal(event.error) }),
        },
      },
    },
    authenticated: {
      invoke: {
        src: "refreshSchedule",
        input: ({ context }) => context.schedule,
        onDone: { target: "anonymous", actions: assign({ user: null, endedBy: "expired" }) },
      },
      on: {
        LOGOUT: "signingOut",
        SESSION_ENDED: { target: "anonymous", actions: assign({ user: null, endedBy: "expired" }) },
        USER_UPDATED: { actions: assign({ user: ({ event }) => event.user }) },
      },
    },
    signingOut: {
      invoke: {
        src: "signOut",
        onDone: { target: "anonymous", actions: [assign({ user: null, endedBy: "logout" }), "clearTokens"] },
        onError: { target: "anonymous", actions: [assign({ user: null, endedBy: "logout" }), "clearTokens"] },
      },
    },
  },
});

export type SessionActor = ActorRefFrom<typeof sessionMachine>;
