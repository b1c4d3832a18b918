import { AsyncLocalStorage } from "node:async_hooks";

const lane = new AsyncLocalStorage<true>();

/**
 * Runs `fn` — a heavy market request — with its statements in the market lane: on PGlite, whose
 * one connection runs a statement at a time, they give way to every other statement waiting
 * (sign-in, sessions, writes), which then waits at most for the market statement at work.
 */
export function inMarketLane<T>(fn: () => T): T {
  return lane.run(true, fn);
}

export function isInMarketLane(): boolean {
  return lane.getStore() === true;
}
