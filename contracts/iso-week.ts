/** ISO weeks (Monday first; week 1 holds the year's first Thursday), as "2026-W46": shared by the server and the page. */

const DAY = 86_400_000;

/** The ISO week of a date (YYYY-MM-DD). */
export function isoWeekOf(date: string): string {
  const day = new Date(`${date}T00:00:00Z`);
  const weekday = (day.getUTCDay() + 6) % 7; // Monday 0
  const thursday = new Date(day.getTime() + (3 - weekday) * DAY);
  const year = thursday.getUTCFullYear();
  // The week's Thursday decides its year; its day of that year, its number.
  const week = 1 + Math.floor((thursday.getTime() - Date.UTC(year, 0, 1)) / DAY / 7);
  return `${year}-W${String(week).padStart(2, "0")}`;
}

/** The Monday (YYYY-MM-DD) of an ISO week. */
export function mondayOf(week: string): string {
  const [year, number] = week.split("-W").map(Number) as [number, number];
  const jan4 = new Date(Date.UTC(year, 0, 4));
  const mondayOfWeek1 = jan4.getTime() - ((jan4.getUTCDay() + 6) % 7) * DAY;
  return new Date(mondayOfWeek1 + (number - 1) * 7 * DAY).toISOString().slice(0, 10);
}

/** A week that exists (2026-W53 does not). */
export function isRealWeek(week: string): boolean {
  return /^\d{4}-W\d{2}$/.test(week) && isoWeekOf(mondayOf(week)) === week;
}

/** The `count` whole weeks before the one `today` (YYYY-MM-DD) falls in, newest first. */
export function weeksBefore(today: string, count: number): string[] {
  const monday = mondayOf(isoWeekOf(today));
  return Array.from({ length: count }, (_, i) =>
    isoWeekOf(new Date(Date.parse(`${monday}T00:00:00Z`) - (i + 1) * 7 * DAY).toISOString().slice(0, 10)),
  );
}
