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

const hourFormat = new Intl.DateTimeFormat("en-GB", { timeZone: "Europe/Stockholm", hour: "2-digit", hourCycle: "h23" });

/** The Stockholm hour (0–23) of an instant. */
export function stockholmHour(epochMs: number): number {
  return Number(hourFormat.format(epochMs));
}
