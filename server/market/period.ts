import dayjs from "dayjs";

/** A resolved period (the vocabulary a route accepts: PeriodQuery in contracts/common.ts). */
export interface Period {
  from: string;
  to: string;
}

/** A period the client got wrong: the error handler answers 400 with its message, code and field. */
export class PeriodError extends Error {
  readonly statusCode = 400;
  readonly code = "PERIOD_INVALID";
  constructor(
    message: string,
    readonly field: "from" | "period" | "compare",
  ) {
    super(message);
  }
}

/** The longest period any route accepts. */
export const MAX_PERIOD_DAYS = 400;

export function resolvePeriod(
  query: { period?: string | undefined; from?: string | undefined; to?: string | undefined },
  latestDay: string,
  fallback = "30d",
): Period {
  if (query.from || query.to) {
    const to = query.to ?? latestDay;
    const from = query.from ?? dayjs(to).subtract(29, "day").format("YYYY-MM-DD");
    if (from > to) throw new PeriodError("from must not be after to", "from");
    if (dayjs(to).diff(dayjs(from), "day") >= MAX_PERIOD_DAYS)
      throw new PeriodError(`a period may be at most ${MAX_PERIOD_DAYS} days`, "from");
    return { from, to };
  }
  const spec = query.period ?? fallback;
  const count = Number(spec.slice(0, -1));
  const unit = spec.at(-1) === "d" ? "day" : spec.at(-1) === "w" ? "week" : "month";
  const from = dayjs(latestDay).subtract(count, unit).add(1, "day").format("YYYY-MM-DD");
  if (dayjs(latestDay).diff(dayjs(from), "day") >= MAX_PERIOD_DAYS)
    throw new PeriodError(`a period may be at most ${MAX_PERIOD_DAYS} days`, "period");
  return { from, to: latestDay };
}

/**
 * The first and last day that have sales data, and the first day of daily data: before it the
 * data is whole months (history kept as months), so only whole months of a period count there.
 */
export interface DataBounds {
  first: string;
  last: string;
  daily: string;
}

/**
 * A period with the part of it that has data: pages say when a period reaches before the first day
 * of data, and per-day figures divide by `daysWithData`, not by the days of the calendar.
 */
export interface DataPeriod extends Period {
  dataFrom: string | null;
  dataTo: string | null;
  daysWithData: number;
  /** Not answered: what the previous period's data part is computed from. */
  bounds: DataBounds | null;
}

export function withData(period: Period, bounds: DataBounds | null): DataPeriod {
  let dataFrom = bounds && period.from < bounds.first ? bounds.first : period.from;
  let dataTo = bounds && period.to > bounds.last ? bounds.last : period.to;
  if (bounds && dataFrom < bounds.daily && dayjs(dataFrom).date() !== 1) {
    const next = dayjs(dataFrom).add(1, "month").startOf("month").format("YYYY-MM-DD");
    dataFrom = next < bounds.daily ? next : bounds.daily;
  }
  if (bounds && dataTo < bounds.daily && !dayjs(dataTo).add(1, "day").isSame(dayjs(dataTo).add(1, "day").startOf("month"))) {
    dataTo = dayjs(dataTo).startOf("month").subtract(1, "day").format("YYYY-MM-DD");
  }
  const has = bounds !== null && dataFrom <= dataTo;
  return {
    from: period.from,
    to: period.to,
    dataFrom: has ? dataFrom : null,
    dataTo: has ? dataTo : null,
    daysWithData: has ? dayjs(dataTo).diff(dayjs(dataFrom), "day") + 1 : 0,
    bounds,
  };
}

/** The days a per-day figure divides by: those with data when known, else the calendar's. */
export function daysWithData(period: Period | DataPeriod): number {
  if ("daysWithData" in period) return period.daysWithData;
  return dayjs(period.to).diff(dayjs(period.from), "day") + 1;
}

/** The period of the same length just before `period`, for changes against the previous period. */
export function previousPeriod<P extends Period | DataPeriod>(period: P): P {
  const days = dayjs(period.to).diff(dayjs(period.from), "day") + 1;
  const before: Period = {
    from: dayjs(period.from).subtract(days, "day").format("YYYY-MM-DD"),
    to: dayjs(period.from).subtract(1, "day").format("YYYY-MM-DD"),
  };
  return ("bounds" in period ? withData(before, period.bounds) : before) as P;
}

/**
 * The period a figure is compared with: the one just before (`previous`), or the same days a year
 * earlier (`year`; 29 February falls back to the 28th).
 */
export function comparedPeriod<P extends Period | DataPeriod>(period: P, compare: "previous" | "year" = "previous"): P {
  if (compare === "previous") return previousPeriod(period);
  // A longer period would share days with the one it is compared with.
  if (dayjs(period.to).diff(dayjs(period.from), "day") + 1 > 366)
    throw new PeriodError("compare=year needs a period of at most 366 days", "compare");
  const yearEarlier = (day: string) => dayjs(day).subtract(1, "year").format("YYYY-MM-DD");
  const before: Period = { from: yearEarlier(period.from), to: yearEarlier(period.to) };
  return ("bounds" in period ? withData(before, period.bounds) : before) as P;
}

export interface WeekSplit {
  /** The Mondays of the first and last whole Monday–Sunday week inside the period; null if none. */
  weeks: { first: string; last: string } | null;
  /** The days outside those weeks: none, one or two ranges. */
  days: Period[];
}

/** A period as whole weeks (for the weekly rollups) and the loose days around them. */
export function splitIntoWeeks(period: Period): WeekSplit {
  const from = dayjs(period.from);
  const to = dayjs(period.to);
  const first = from.add((8 - from.day()) % 7, "day");
  const last = to.subtract(to.day(), "day").subtract(6, "day");
  if (first.isAfter(last)) return { weeks: null, days: [period] };
  const format = (d: dayjs.Dayjs) => d.format("YYYY-MM-DD");
  const days: Period[] = [];
  if (from.isBefore(first)) days.push({ from: period.from, to: format(first.subtract(1, "day")) });
  const end = last.add(6, "day");
  if (end.isBefore(to)) days.push({ from: format(end.add(1, "day")), to: period.to });
  return { weeks: { first: format(first), last: format(last) }, days };
}

export interface CoveringSplit {
  /** The first days of the first and last whole calendar month inside the period; null if none. */
  months: { first: string; last: string } | null;
  /** Whole Monday–Sunday weeks of what is left (at most one range per side of the months). */
  weeks: { first: string; last: string }[];
  /** The days left over. */
  days: Period[];
}

/**
 * A period as the rollup rows that cover it with the fewest rows: whole calendar months from the
 * monthly rollup, whole weeks of the rest from the weekly one, the loose days from the daily one.
 */
export function splitForRollups(period: Period): CoveringSplit {
  const from = dayjs(period.from);
  const to = dayjs(period.to);
  const firstMonth = from.date() === 1 ? from : from.add(1, "month").startOf("month");
  const lastMonthEnd = to.add(1, "day").date() === 1 ? to : to.startOf("month").subtract(1, "day");
  const format = (d: dayjs.Dayjs) => d.format("YYYY-MM-DD");
  const rest: Period[] = [];
  let months: CoveringSplit["months"] = null;
  if (firstMonth.isAfter(lastMonthEnd)) {
    rest.push(period);
  } else {
    months = { first: format(firstMonth), last: format(lastMonthEnd.startOf("month")) };
    if (from.isBefore(firstMonth)) rest.push({ from: period.from, to: format(firstMonth.subtract(1, "day")) });
    if (to.isAfter(lastMonthEnd)) rest.push({ from: format(lastMonthEnd.add(1, "day")), to: period.to });
  }
  const weeks: CoveringSplit["weeks"] = [];
  const days: Period[] = [];
  for (const part of rest) {
    const split = splitIntoWeeks(part);
    if (split.weeks) weeks.push(split.weeks);
    days.push(...split.days);
  }
  return { months, weeks, days };
}
