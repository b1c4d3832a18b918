import Holidays from "date-holidays";
import dayjs from "dayjs";
import utc from "dayjs/plugin/utc.js";
import timezone from "dayjs/plugin/timezone.js";

dayjs.extend(utc);
dayjs.extend(timezone);

const ZONE = "Europe/Stockholm";
const holidays = new Holidays("SE");

/**
 * Monday … Saturday demand relative to an average open day: Friday the week's peak (about a
 * quarter of a week's sales), Saturday's short day (10–15) second, Monday the quietest. The files
 * hold no daily sales, so these are stated assumptions, not measurements (bench/results/calibration.md).
 */
export const WEEKDAY_FACTOR = [0, 0.7, 0.75, 0.85, 1.05, 1.65, 1.35];
/** January … December: a quiet January, the summer and Midsummer, the December peak. */
export const MONTH_FACTOR = [0.85, 0.9, 0.95, 1, 1.05, 1.1, 1.05, 1.05, 1, 0.95, 1, 1.4];

/** No season of its own: the market's month factors alone. */
export const FLAT_SEASON: readonly number[] = Array(12).fill(1);

/** A category's own season on top of the market's, normalised to an average of 1 over the year. */
function season(factors: number[]): readonly number[] {
  const mean = factors.reduce((a, b) => a + b, 0) / factors.length;
  return factors.map((f) => f / mean);
}

/**
 * Categories (level 2, the website's taxonomy) that sell in a season: rosé, cider and lager in
 * summer, sparkling wine at New Year, glögg from November to Christmas, akvavit at Midsummer
 * and Christmas.
 */
const CATEGORY_SEASONS: Readonly<Record<string, readonly number[]>> = {
  Rosé: season([0.5, 0.5, 0.6, 0.9, 1.3, 1.9, 2, 1.5, 0.9, 0.6, 0.5, 0.7]),
  Cider: season([0.6, 0.6, 0.7, 0.9, 1.2, 1.6, 1.7, 1.4, 0.9, 0.7, 0.6, 0.8]),
  Blanddryck: season([0.7, 0.7, 0.8, 0.9, 1.2, 1.5, 1.5, 1.3, 0.9, 0.8, 0.8, 1]),
  "Ljus lager": season([0.85, 0.85, 0.9, 1, 1.1, 1.2, 1.2, 1.1, 0.95, 0.9, 0.85, 1.05]),
  Mousserande: season([0.7, 0.8, 0.8, 0.9, 1, 1.1, 0.9, 0.8, 0.8, 0.9, 1, 2.4]),
  "Glögg och Glühwein": season([0.05, 0, 0, 0, 0, 0, 0, 0, 0.05, 0.3, 3.5, 5]),
  // The 2022 website's name of the same category.
  "Glögg & andra juldrycker": season([0.05, 0, 0, 0, 0, 0, 0, 0, 0.05, 0.3, 3.5, 5]),
  "Akvavit & Kryddat brännvin": season([0.6, 0.6, 0.9, 1, 0.9, 2, 0.9, 0.8, 0.7, 0.7, 0.9, 2.6]),
};

/**
 * Products of a holiday, by their name: Christmas beer, must, akvavit and wine sell from the
 * November release to Christmas, and little after; Easter beer in March and April (Easter falls
 * between 22 March and 25 April). A month's factor against the product's average month.
 */
const CHRISTMAS: readonly number[] = [0.25, 0.02, 0.02, 0.02, 0.02, 0.02, 0.02, 0.02, 0.02, 0.09, 3.9, 7.6];
const EASTER: readonly number[] = [0.04, 0.04, 5, 6.54, 0.1, 0.04, 0.04, 0.04, 0.04, 0.04, 0.04, 0.04];
const CHRISTMAS_NAME = /(?<!\p{L})(jul(e|eøl|öl|must|akvavit|aquavit|snaps)?|christmas|xmas|no[eë]l)(?!\p{L})|tomte/iu;
const EASTER_NAME = /(?<!\p{L})(påsk(e|öl|must)?|easter|ostern)(?!\p{L})/iu;

/** A product's season: its holiday's (by its name), else its category's, else none. */
export function seasonOf(categoryLevel2: string | null, name = ""): readonly number[] {
  if (CHRISTMAS_NAME.test(name)) return CHRISTMAS;
  if (EASTER_NAME.test(name)) return EASTER;
  return (categoryLevel2 && CATEGORY_SEASONS[categoryLevel2]) || FLAT_SEASON;
}

export interface MarketDay {
  date: string;
  open: boolean;
  openHour: number;
  closeHour: number;
  /** Demand relative to an average open day. */
  demand: number;
}

function closedOn(date: Date): string | null {
  const found = holidays.isHoliday(date);
  if (!found) return null;
  const closing = found.find((h) => h.type === "public" || h.type === "bank");
  return closing ? closing.name : null;
}

/**
 * The monopoly's calendar: closed on Sundays and public holidays (and Midsummer, Christmas and
 * New Year's Eve), shorter Saturdays, a rush before every holiday and around payday (the 25th,
 * or the last banking day before it). Demand is relative to the average open day of a year.
 */
export function marketDays(from: string, to: string): MarketDay[] {
  const days = rawMarketDays(from, to);
  const scale = 1 / yearlyMeanDemand();
  for (const day of days) day.demand *= scale;
  return days;
}

let meanDemand: number | undefined;

/** The average demand of an open day over a whole year, before scaling (the same every year within a percent). */
function yearlyMeanDemand(): number {
  if (meanDemand === undefined) {
    const open = rawMarketDays("2026-01-01", "2026-12-31").filter((d) => d.open);
    meanDemand = open.reduce((sum, d) => sum + d.demand, 0) / open.length;
  }
  return meanDemand;
}

function rawMarketDays(from: string, to: string): MarketDay[] {
  const days: MarketDay[] = [];
  for (let d = dayjs(from); !d.isAfter(dayjs(to)); d = d.add(1, "day")) {
    const date = d.format("YYYY-MM-DD");
    const weekday = d.day();
    const noon = dayjs.tz(`${date} 12:00`, ZONE).toDate();
    const open = weekday !== 0 && closedOn(noon) === null;
    days.push({
      date,
      open,
      openHour: 10,
      closeHour: weekday === 6 ? 15 : 19,
      demand: open ? WEEKDAY_FACTOR[weekday]! * MONTH_FACTOR[d.month()]! : 0,
    });
  }
  for (let i = 0; i < days.length; i++) {
    const day = days[i]!;
    if (!day.open) continue;
    // People stock up before a holiday; an ordinary Sunday is already in Saturday's factor.
    const next = days[i + 1];
    const holidayNext = next && !next.open && (dayjs(next.date).day() !== 0 || closedOn(dayjs.tz(`${next.date} 12:00`, ZONE).toDate()));
    if (holidayNext) day.demand *= next.date.endsWith("-12-24") || next.date.endsWith("-12-31") ? 2.2 : 1.7;
    if (day.date === paydayOf(day.date.slice(0, 7))) for (let k = i; k < Math.min(i + 3, days.length); k++) days[k]!.demand *= 1.2;
  }
  return days;
}

/** Salaries are paid on the 25th, or on the last banking day (Monday–Friday, no holiday) before it. */
function paydayOf(month: string): string {
  let d = dayjs(`${month}-25`);
  while (d.day() === 0 || d.day() === 6 || closedOn(dayjs.tz(`${d.format("YYYY-MM-DD")} 12:00`, ZONE).toDate()) !== null)
    d = d.subtract(1, "day");
  return d.format("YYYY-MM-DD");
}

const instants = new Map<string, number>();

/** The instant of a Stockholm wall-clock time on a day. */
export function stockholmTime(date: string, hour: number, minute = 0): Date {
  const key = `${date} ${String(hour).padStart(2, "0")}:${String(minute).padStart(2, "0")}`;
  let ms = instants.get(key);
  if (ms === undefined) instants.set(key, (ms = dayjs.tz(key, ZONE).valueOf()));
  return new Date(ms);
}

export function addDays(date: string, days: number): string {
  return dayjs(date).add(days, "day").format("YYYY-MM-DD");
}
