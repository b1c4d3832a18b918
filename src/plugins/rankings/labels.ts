import type { Formatters } from "../../kernel";

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
