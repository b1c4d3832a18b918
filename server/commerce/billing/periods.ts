import dayjs from "dayjs";
import type { BillingPeriod } from "../../db/schema";

export interface Period {
  start: Date;
  end: Date;
}

const unit = (period: BillingPeriod) => (period === "yearly" ? "year" : "month");

/** The billing period that contains `now`, for periods renewing every month or year from `anchor`. */
export function currentPeriod(anchor: Date, period: BillingPeriod, now: Date): Period {
  const start = dayjs(anchor);
  let elapsed = Math.max(0, dayjs(now).diff(start, unit(period)));
  // diff counts whole units but month ends (31 Jan + 1 month) can land a day either side.
  while (elapsed > 0 && start.add(elapsed, unit(period)).isAfter(now)) elapsed--;
  while (!start.add(elapsed + 1, unit(period)).isAfter(now)) elapsed++;
  return { start: start.add(elapsed, unit(period)).toDate(), end: start.add(elapsed + 1, unit(period)).toDate() };
}

/** Whether something that ends at `endsAt` (null: runs until cancelled) is still running at `now`. */
export const isRunning = (endsAt: Date | null, now: Date) => endsAt === null || endsAt > now;
