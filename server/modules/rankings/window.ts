import dayjs from "dayjs";
import { RequestError } from "../../core/errors";
import type { DataBounds, Period } from "../../market/period";

export interface RankingWindow {
  from: string;
  to: string;
  months: number;
  previous: Period;
  /** The same window a year before, when the data reaches back so far. */
  yearBefore: Period | null;
}

const monthStart = (d: dayjs.Dayjs) => d.startOf("month");
const format = (d: dayjs.Dayjs) => d.format("YYYY-MM-DD");

/**
 * The whole months a ranking may use: from the first whole month with data to the last month whose
 * last day the data reaches (the latest day is a whole one, dataBounds: on the 1st, the month before
 * is closed from the morning). Null when there is no such month.
 */
export function closedMonths(bounds: DataBounds | null): { first: dayjs.Dayjs; last: dayjs.Dayjs } | null {
  if (!bounds) return null;
  const firstDay = dayjs(bounds.first);
  const first = firstDay.date() === 1 ? firstDay : monthStart(firstDay.add(1, "month"));
  const last = monthStart(dayjs(bounds.last).add(1, "day")).subtract(1, "month");
  return first.isAfter(last) ? null : { first, last };
}

/**
 * A ranking's window: a month ("2026-09"), or the last 1, 3, 6 or 12 closed months ("12m", cut to
 * the months that have data), and the window of the same length before it.
 */
export function rankingWindow(period: string, bounds: DataBounds | null): RankingWindow {
  const closed = closedMonths(bounds);
  if (!closed) throw new RequestError(404, "There is no whole month of sales data to rank yet", "RANKING_NO_DATA");
  let first: dayjs.Dayjs;
  let last: dayjs.Dayjs;
  if (/^\d{4}-\d{2}$/.test(period)) {
    first = last = dayjs(`${period}-01`);
    if (first.isBefore(closed.first) || first.isAfter(closed.last)) {
      throw new RequestError(404, `There is no whole month of sales data for ${period}`, "RANKING_MONTH_WITHOUT_DATA");
    }
  } else {
    last = closed.last;
    const wanted = last.subtract(Number(period.slice(0, -1)) - 1, "month");
    first = wanted.isBefore(closed.first) ? closed.first : wanted;
  }
  const months = last.diff(first, "month") + 1;
  const yearAgo = first.subtract(12, "month");
  return {
    from: format(first),
    to: format(last.endOf("month")),
    months,
    previous: { from: format(first.subtract(months, "month")), to: format(first.subtract(1, "day")) },
    yearBefore: yearAgo.isBefore(closed.first) ? null : { from: format(yearAgo), to: format(last.subtract(12, "month").endOf("month")) },
  };
}
