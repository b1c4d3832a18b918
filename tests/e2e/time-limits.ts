/**
 * Every time limit of the browser tests comes from one setting: E2E_TIME_SCALE (1 when unset)
 * multiplies them, and `.ci/run` sets 2 for a shared 2-core machine. A limit is how long a state
 * may take to arrive (a row, a response, a page's heading), never a sleep; a page that needs more
 * than its limit is a performance defect for `npm run bench`, not a limit to raise.
 */
export function timeScale(): number {
  const scale = Number(process.env.E2E_TIME_SCALE ?? "1");
  if (!Number.isFinite(scale) || scale < 1)
    throw new Error(`E2E_TIME_SCALE must be a number of at least 1, not "${process.env.E2E_TIME_SCALE}"`);
  return scale;
}

/** `ms`, the limit on a machine that runs the suite alone, scaled for this one. */
export const within = (ms: number): number => Math.round(ms * timeScale());
