import type { Comparison } from "../../../contracts/comparison";

interface Echo {
  from: string;
  to: string;
  daysWithData: number;
}

/**
 * What an answer's figures were compared with, read from the answer itself (so a card never names
 * last year over figures of the period before while a new answer loads): the days with data of
 * both periods, for KpiCard's `days`, and whether `previous` is the period just before or a year
 * earlier.
 */
export function comparedWith(
  period: Echo | undefined,
  previousPeriod: Echo | undefined,
): { days?: { current: number; previous: number }; versus: Comparison } {
  if (!period || !previousPeriod) return { versus: "previous" };
  const dayBefore = new Date(`${period.from}T00:00:00Z`);
  dayBefore.setUTCDate(dayBefore.getUTCDate() - 1);
  return {
    days: { current: period.daysWithData, previous: previousPeriod.daysWithData },
    versus: previousPeriod.to === dayBefore.toISOString().slice(0, 10) ? "previous" : "year",
  };
}
