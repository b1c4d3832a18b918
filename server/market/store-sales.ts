import dayjs from "dayjs";
import { sql, type SQL } from "drizzle-orm";
import { splitForRollups, type Period } from "./period";

/**
 * A period as store figures read it: day ranges (the loose days and the whole weeks, from daily
 * rows) and the whole calendar months (from monthly rows). The same split as the national rollups,
 * so a period's store sums equal its product totals, and months of history (kept whole, without
 * days) count the same on both.
 */
function daysAndMonths(period: Period) {
  const { months, weeks, days } = splitForRollups(period);
  const ranges: Period[] = [...days, ...weeks.map((w) => ({ from: w.first, to: dayjs(w.last).add(6, "day").format("YYYY-MM-DD") }))];
  return { ranges, months };
}

/**
 * A period's sales per product and store as rows `d` (product_id, store_id, sold, litres,
 * revenue): store_sales_monthly for the whole calendar months inside it, stock_daily for the
 * other days. `filter` is an `and …` condition on `d`.
 */
export function storeSalesRows(period: Period, filter: SQL = sql``): SQL {
  const { ranges, months } = daysAndMonths(period);
  const parts = ranges.map(
    (r) =>
      sql`select d.product_id, d.store_id, d.sold, d.litres, d.revenue from stock_daily d
          where d.day between ${r.from}::date and ${r.to}::date and d.sold > 0 ${filter}`,
  );
  if (months) {
    parts.push(
      sql`select d.product_id, d.store_id, d.units as sold, d.litres, d.revenue from store_sales_monthly d
          where d.month between ${months.first}::date and ${months.last}::date ${filter}`,
    );
  }
  return sql.join(parts, sql` union all `);
}

/**
 * Sales per store over a period as rows `d` (store_id, day, sold, litres, revenue; a whole month's
 * row is dated its first day) from a per-store
 * rollup's daily and monthly tables (units, litres, revenue by store and day or month): sums of the
 * same rows as storeSalesRows, one row per store and day instead of one per product, store and day.
 */
function perStoreRollupRows(daily: string, monthly: string, period: Period, filter: SQL = sql``): SQL {
  const { ranges, months } = daysAndMonths(period);
  const parts = ranges.map(
    (r) =>
      sql`select d.store_id, d.day, d.units as sold, d.litres, d.revenue from ${sql.raw(daily)} d
          where d.day between ${r.from}::date and ${r.to}::date ${filter}`,
  );
  if (months) {
    parts.push(
      sql`select d.store_id, d.month as day, d.units as sold, d.litres, d.revenue from ${sql.raw(monthly)} d
          where d.month between ${months.first}::date and ${months.last}::date ${filter}`,
    );
  }
  return sql.join(parts, sql` union all `);
}

/** A company's sales per store over a period: the company rollups, its suppliers' products summed. */
export const companyStoreSalesRows = (companyId: string, period: Period): SQL =>
  perStoreRollupRows("company_store_sales_daily", "company_store_sales_monthly", period, sql`and d.company_id = ${companyId}`);

/** The market's sales per store over a period: the store totals, every product summed (`filter`: an `and …` condition on `d`). */
export const storeTotalsRows = (period: Period, filter: SQL = sql``): SQL =>
  perStoreRollupRows("store_totals_daily", "store_totals_monthly", period, filter);
