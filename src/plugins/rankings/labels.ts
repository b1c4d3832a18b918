import type { Formatters } from "../../kernel";

/**
 * The limits (SEK per litre) of the price bands a segment is cut by, as server/market/segments.ts
 * defines them: band i runs from LIMITS[i] to LIMITS[i + 1]; the last has no upper limit.
 */
const LIMITS = [0, 100, 200, 300, 500, 1000] as const;

/** A price band in words: "< 100 kr/l", "100–200 kr/l", "≥ 1 000 kr/l" (numbers in the reader's format). */
export function priceBandLabel(band: number, format: Formatters): string {
  const from = LIMITS[band];
  const to = LIMITS[band + 1];
  if (from === undefined) return "–";
  if (band === 0 && to !== undefined) return `< ${format.number(to)} kr/l`;
  if (to === undefined) return `≥ ${format.number(from)} kr/l`;
  return `${format.number(from)}–${format.number(to)} kr/l`;
}

/** A segment in words: its category (in the reader's language) and price band. */
export const segmentLabel = (category: string, band: number, format: Formatters) =>
  `${format.category(category)}, ${priceBandLabel(band, format)}`;

/** A window of whole months in words: "okt. 2026", "aug.–okt. 2026", "nov. 2025 – okt. 2026". */
export function windowLabel(from: string, to: string, format: Formatters): string {
  const style = new Intl.DateTimeFormat(format.locale, { month: "short", year: "numeric", timeZone: "UTC" });
  const start = new Date(`${from.slice(0, 10)}T00:00:00Z`);
  const end = new Date(`${to.slice(0, 10)}T00:00:00Z`);
  return from.slice(0, 7) === to.slice(0, 7) ? style.format(start) : style.formatRange(start, end);
}

/** The last `count` months before the current one (YYYY-MM, newest first): the closed months a month can be chosen from. */
export function recentMonths(latest: string, count: number): string[] {
  const [year, month] = latest.split("-").map(Number) as [number, number];
  return Array.from({ length: count }, (_, i) => {
    const d = new Date(Date.UTC(year, month - 1 - i, 1));
    return `${d.getUTCFullYear()}-${String(d.getUTCMonth() + 1).padStart(2, "0")}`;
  });
}

/** The month before today's (YYYY-MM): the newest month that may be closed. */
export function lastCalendarMonth(today = new Date()): string {
  const d = new Date(Date.UTC(today.getUTCFullYear(), today.getUTCMonth() - 1, 1));
  return `${d.getUTCFullYear()}-${String(d.getUTCMonth() + 1).padStart(2, "0")}`;
}
