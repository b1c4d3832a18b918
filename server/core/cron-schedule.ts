import { Cron } from "croner";

/** Schedules are cron expressions in Stockholm time (MARKET_STOCK_SCHEDULE, MARKET_CATALOGUE_SCHEDULE). */
const schedule = (cron: string) => new Cron(cron, { timezone: "Europe/Stockholm", paused: true });

/** The next time `cron` fires after `from`. */
export function nextRun(cron: string, from: Date): Date {
  const next = schedule(cron).nextRun(from);
  if (!next) throw new Error(`The schedule "${cron}" never fires again`);
  return next;
}

/**
 * How far a round's observation may fall before its scheduled time and still count as that round:
 * it is dated by the source's clock (its HTTP Date header, whole seconds), which may run behind ours.
 */
export const CLOCK_TOLERANCE_MS = 5 * 60_000;

/** The last time `cron` fired at or before `at`; null when it never has. */
export function previousRun(cron: string, at: Date): Date | null {
  return schedule(cron).previousRuns(1, new Date(at.getTime() + 1))[0] ?? null;
}
