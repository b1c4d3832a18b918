const format = new Intl.DateTimeFormat("en-CA", { timeZone: "Europe/Stockholm", year: "numeric", month: "2-digit", day: "2-digit" });
const HOUR = 3_600_000;
const byHour = new Map<number, string>();

/** The Stockholm calendar day (YYYY-MM-DD) of an instant; the monopoly's days are Swedish days. */
export function stockholmDay(epochMs: number): string {
  const hour = Math.floor(epochMs / HOUR);
  let day = byHour.get(hour);
  if (day === undefined) {
    day = format.format(hour * HOUR);
    if (byHour.size > 100_000) byHour.clear();
    byHour.set(hour, day);
  }
  return day;
}
