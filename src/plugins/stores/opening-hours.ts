import type { OpeningHours } from "../../../contracts";

/** At most a week of days is shown. */
const WEEK = 7;

/**
 * The opening hours worth showing on `today` (YYYY-MM-DD): the coming week's when the monopoly has
 * published them, otherwise the latest week it published, marked as past so that the page says
 * when they were for rather than passing a year-old week off as this one.
 */
export function hoursToShow(hours: readonly OpeningHours[], today: string): { days: OpeningHours[]; past: boolean } {
  const byDate = [...hours].sort((a, b) => a.date.localeCompare(b.date));
  const coming = byDate.filter((day) => day.date.slice(0, 10) >= today);
  if (coming.length > 0) return { days: coming.slice(0, WEEK), past: false };
  return { days: byDate.slice(-WEEK), past: byDate.length > 0 };
}

/** Today's date (YYYY-MM-DD) where the stores are: a reader elsewhere, or just after midnight in UTC, still sees the stores' week. */
export function todayInSweden(now: Date = new Date()): string {
  return new Intl.DateTimeFormat("sv-SE", { timeZone: "Europe/Stockholm" }).format(now);
}
