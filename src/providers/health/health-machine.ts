import { assign, fromCallback, fromPromise, setup } from "xstate";

export const HEALTH_INTERVAL_MS = 30_000;
export const HEALTH_TIMEOUT_MS = 5_000;

/**
 * API health: checking → online | offline; checked again every 30 s, when the window regains
 * focus, when the browser's connection comes back (an API banner from the offline spell would
 * otherwise stay up to 30 s with the server fine), and on demand. Clock and services are injected.
 */
export const healthMachine = setup({
  types: {
    context: {} as { lastChecked: number | null; now: () => number },
    input: {} as { now: () => number },
    events: {} as { type: "CHECK" } | { type: "FOCUS" } | { type: "ONLINE" },
  },
  actors: {
    checkHealth: fromPromise<void>(async () => {
      throw new Error("checkHealth must be provided");
    }),
    windowEvents: fromCallback(({ sendBack }) => {
      const onFocus = () => sendBack({ type: "FOCUS" });
      const onOnline = () => sendBack({ type: "ONLINE" });
      window.addEventListener("focus", onFocus);
      window.addEventListener("online", onOnline);
      return () => {
        window.removeEventListener("focus", onFocus);
        window.removeEventListener("online", onOnline);
      };
    }),
  },
  actions: {
    noteCheck: assign({ lastChecked: ({ context }) => context.now() }),
  },
  delays: { HEALTH_INTERVAL: HEALTH_INTERVAL_MS },
}).createMachine({
  id: "health",
  context: ({ input }) => ({ lastChecked: null, now: input.now }),
  invoke: { src: "windowEvents" },
  initial: "checking",
  states: {
    checking: {
      invoke: {
        src: "checkHealth",
        onDone: { target: "online", actions: "noteCheck" },
        onError: { target: "offline", actions: "noteCheck" },
      },
    },
    online: {
      after: { HEALTH_INTERVAL: "checking" },
      on: { CHECK: "checking", FOCUS: "checking", ONLINE: "checking" },
    },
    offline: {
      after: { HEALTH_INTERVAL: "checking" },
      on: { CHECK: "checking", FOCUS: "checking", ONLINE: "checking" },
    },
  },
});

/** GET /health with the application key; a failure, a timeout or a non-OK answer is offline. */
export function createHealthCheck(appApiKey: () => string, doFetch: typeof fetch = (input, init) => globalThis.fetch(input, init)) {
  return async (): Promise<void> => {
    const response = await doFetch("/health", {
      headers: { "x-api-key": appApiKey(), accept: "application/json" },
      signal: AbortSignal.timeout(HEALTH_TIMEOUT_MS),
      cache: "no-store",
    });
    if (!response.ok) throw new Error(`HTTP error! status: ${response.status}`);
  };
}
