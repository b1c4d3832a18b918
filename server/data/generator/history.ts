import dayjs from "dayjs";
import type { CopyValue } from "../../db/bulk";
import { marketDays } from "./calendar";
import type { Market } from "./market";
import { Random } from "./random";
import type { SimulationIds } from "./simulate";

/**
 * The months before the first day of movements as whole months of sales per product and store,
 * from the same model as the simulated days (each listing's daily rate, the calendar's demand
 * of the month's open days, the product's season), so that monthly totals run on smoothly into
 * the simulated months. Rows: product id, store id, month, units, litres, SEK (today's prices).
 */
export function* historyRows(market: Market, ids: SimulationIds, from: string, until: string, seed: number): Generator<CopyValue[]> {
  const random = new Random(seed ^ 0x415);
  for (let month = dayjs(from); month.isBefore(dayjs(until)); month = month.add(1, "month")) {
    const first = month.format("YYYY-MM-DD");
    const demand = marketDays(first, month.endOf("month").format("YYYY-MM-DD")).reduce((sum, d) => sum + d.demand, 0);
    const m = month.month();
    for (let s = 0; s < market.stores.length; s++) {
      const listing = market.listings[s]!;
      if (market.stores[s]!.isAgent || listing.products.length === 0) continue;
      const storeNoise = random.between(0.92, 1.08);
      for (let k = 0; k < listing.products.length; k++) {
        const product = market.products[listing.products[k]!]!;
        const units = random.poisson(listing.meanUnits[k]! * demand * product.season[m]! * storeNoise);
        if (units === 0) continue;
        yield [
          ids.productIds[listing.products[k]!]!,
          ids.storeIds[s]!,
          first,
          units,
          Math.round(units * product.volumeMl) / 1000,
          Math.round(units * product.price * 100) / 100,
        ];
      }
    }
  }
}

/** The first day of daily movements for a market with history: the first of a month, at least `days` before the end. */
export function firstDailyDay(endDate: string, days: number): string {
  return dayjs(endDate)
    .subtract(days - 1, "day")
    .startOf("month")
    .format("YYYY-MM-DD");
}

/** The first month of history: `months` months back, counting the end date's month. */
export function firstHistoryMonth(endDate: string, months: number): string {
  return dayjs(endDate)
    .startOf("month")
    .subtract(months - 1, "month")
    .format("YYYY-MM-DD");
}
