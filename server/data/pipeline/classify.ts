import type { ChangeKind } from "../../db/schema";

/**
 * The most units one store plausibly sells of one product in an hour of opening. A decrease
 * beyond this (scaled by the hours between observations, at most a day) is a stock-take or a
 * reset, not a sale.
 */
export const MAX_SALE_UNITS_PER_HOUR = 60;

/** What a change in quantity between two observations `hours` apart means; null when none. */
export function classifyChange(change: number, hours: number): ChangeKind | null {
  if (change === 0) return null;
  if (change > 0) return "delivery";
  const plausible = MAX_SALE_UNITS_PER_HOUR * Math.min(Math.max(hours, 1), 24);
  return -change > plausible ? "correction" : "sale";
}
