export const PERIODS = ["7d", "30d", "90d", "12m"] as const;
export type PeriodChoice = (typeof PERIODS)[number];

export const isPeriodChoice = (value: string | null): value is PeriodChoice => (PERIODS as readonly (string | null)[]).includes(value);

/**
 * The period a page shows: the URL's (?period=); without one, the period last chosen in this tab
 * (so it is carried from page to page), else the page's fallback (30 days).
 */
export function periodOf(inUrl: string | null, carried: string | null, fallback: PeriodChoice = "30d"): PeriodChoice {
  return isPeriodChoice(inUrl) ? inUrl : isPeriodChoice(carried) ? carried : fallback;
}
