import type { ArtdiskStatistics } from "../../../contracts";

/** A category's launches (positive) and delistings (negative) per month, for a diverging stacked bar. */
export interface CategorySeries {
  /** The category's Swedish name; null: the source did not say; "other": the smaller ones together. */
  category: string | null | "other";
  launches: number[];
  delistings: number[];
}

/**
 * Launches and delistings per month by category: the `top` categories with the most events each
 * a series of their own, the rest together, and events without a category on their own; months
 * as `months` lists them.
 */
export function categorySeries(rows: ArtdiskStatistics["byMonthAndCategory"], months: readonly string[], top = 5): CategorySeries[] {
  const totals = new Map<string | null, number>();
  for (const r of rows) totals.set(r.category, (totals.get(r.category) ?? 0) + r.launches + r.delistings);
  const named = [...totals.entries()]
    .filter(([category]) => category !== null)
    .sort((a, b) => b[1] - a[1] || String(a[0]).localeCompare(String(b[0])));
  const kept = new Set(named.slice(0, top).map(([c]) => c));
  const keys: (string | null | "other")[] = [...named.slice(0, top).map(([c]) => c)];
  if (named.length > top) keys.push("other");
  if (totals.has(null)) keys.push(null);
  const index = new Map(months.map((m, i) => [m, i]));
  const series = keys.map((category) => ({
    category,
    launches: months.map(() => 0),
    delistings: months.map(() => 0),
  }));
  const seriesOf = (category: string | null) => series[keys.indexOf(category === null ? null : kept.has(category) ? category : "other")]!;
  for (const r of rows) {
    const i = index.get(r.month);
    if (i === undefined) continue;
    const s = seriesOf(r.category);
    s.launches[i]! += r.launches;
    s.delistings[i]! += r.delistings;
  }
  return series;
}
