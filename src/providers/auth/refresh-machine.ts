import { assign, fromCallback, fromPromise, setup } from "xstate";
import { ApiError, NetworkError, RefreshFailedError, TimeoutError } from "../http/errors";

export const ACTIVITY_THRESHOLD_MS = 10 * 60 * 1000;
export const REFRESH_INTERVAL_MS = 5 * 60 * 1000;
export const MAX_IDLE_MS = 8 * 60 * 60 * 1000;
export const ACTIVITY_EVENTS = ["click", "keypress", "scroll", "mousemove"] as const;

const TRANSIENT_STATUSES = new Set([500, 502, 503, 504]);

/** Whether a failed refresh means the session is over (true) or the API is only down (false). */
export function refreshFailureEndsSession(error: unknown, tokensRemain: boolean): boolean {
  if (error instanceof NetworkError || error instanceof TimeoutError) return false;
  const status = error instanceof ApiError || error instanceof RefreshFailedError ? error.status : undefined;
  if (status !== undefined && TRANSIENT_STATUSES.has(status)) return false;
  if (status === 401) return true;
  const message = error instanceof Error ? error.message.toLowerCase() : String(error).toLowerCase();
  if (/unauthori[sz]ed|invalid|expired/.test(message)) return true;
  return !tokensRemain;
}

export interface RefreshScheduleInput {
  /** Milliseconds now; the machine's own clock in tests. */
  now: () => number;
  /** Whether tokens are still stored (a failed refresh with tokens gone ends the session). */
  hasTokens: () => boolean;
}

/**
 * Keeps a signed-in session fresh: refresh on activity after more than 10 minutes without any,
 * and every 5 minutes while the last activity is under 8 hours old; past that, sign out.
 * Reaches its final state when the session is over.
 */
export const refreshScheduleMachine = setup({
  types: {
    context: {} as RefreshScheduleInput & { lastActivity: number },
    input: {} as RefreshScheduleInput,
    events: {} as { type: "ACTIVITY" },
  },
  actors: {
    activityListener: fromCallback(({ sendBack }) => {
      const onActivity = () => sendBack({ type: "ACTIVITY" });
      for (const name of ACTIVITY_EVENTS) window.addEventListener(name, onActivity, { passive: true });
      return () => {
        for (const name of ACTIVITY_EVENTS) window.removeEventListener(name, onActivity);
      };
    }),
    refreshTokens: fromPromise<void>(async () => {
      throw new Error("refreshTokens must be provided");
    }),
  },
  guards: {
    idleTooLong: ({ context }) => context.now() - context.lastActivity >= MAX_IDLE_MS,
    firstActivityAfterPause: ({ context }) => context.now() - context.lastActivity > ACTIVITY_THRESHOLD_MS,
    failureEndsSession: ({ context, event }) =>
      refreshFailureEndsSession("error" in event ? (event as { error: unknown }).error : undefined, context.hasTokens()),
  },
  actions: {
    noteActivity: assign({ lastActivity: ({ context }) => context.now() }),
    clearTokens: () => undefined,
  },
  delays: { REFRESH_INTERVAL: REFRESH_INTERVAL_MS },
}).createMachine({
  id: "refreshSchedule",
  context: ({ input }) => ({ ...input, lastActivity: input.now() }),
  invoke: { src: "activityListener" },
  initial: "waiting",
  states: {
    waiting: {
      after: {
        REFRESH_INTERVAL: [{ guard: "idleTooLong", target: "signedOut", actions: "clearTokens" }, { target: "refreshing" }],
      },
      on: {
        ACTIVITY: [{ guard: "firstActivityAfterPause", target: "refreshing", actions: "noteActivity" }, { actions: "noteActivity" }],
      },
    },
    refreshing: {
      invoke: {
        src: "refreshTokens",
        onDone: "waiting",
        onError: [{ guard: "failureEndsSession", target: "signedOut", actions: "clearTokens" }, { target: "waiting" }],
      },
      on: { ACTIVITY: { actions: "noteActivity" } },
    },
    signedOut: { type: "final" },
  },
});
