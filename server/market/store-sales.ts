import dayjs from "dayjs";
import { sql, type SQL } from "drizzle-orm";
import { splitForRollups, type Period } from "./period";

/**
 * A period's sales per product and store as rows `d` (product_id, store_id, sold, litres,
 * revenue): store_sales_monthly for the whole calendar months inside it, stock_daily for the
 * other days. The same split as the national rollups, so a period's store sums equal its
 * product totals, and months of history (kept whole, without days) count the same on both.
 * `filter` is an `and …` condition on `d`.
 */
export function storeSalesRows(period: Period, filter: SQL = sql``): SQL {
  const { months, weeks, days } = splitForRollups(period);
  const ranges: Period[] = [...days, ...weeks.map((w) => ({ from: w.first, to: dayjs(w.last).add(6, "day").format("YYYY-MM-DD") }))];
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
 * A company's sales per store over a period as rows `d` (store_id, sold, litres, revenue): the
 * company rollups (company_store_sales_monthly for the whole months, company_store_sales_daily for
 * the other days), sums of the same rows as storeSalesRows over the company's products, one row
 * per store and day instead of one per product, store and day.
 */
export function companyStoreSalesRows(companyId: string, period: Period): SQL {
  const { months, weeks, days } = splitForRollups(period);
  const ranges: Period[] = [...days, ...weeks.map((w) => ({ from: w.first, to: dayjs(w.last).add(6, "day").format("YYYY-MM-DD") }))];
  const parts = ranges.map(
    (r) =>
      sql`select d.store_id, d.units as sold, d.litres, d.revenue from company_store_sales_daily d
          where d.company_id = ${companyId} and d.day between ${r.from}::date and ${r.to}::date`,
  );
  if (months) {
    parts.push(
      sql`select d.store_id, d.units as sold, d.litres, d.revenue from company_store_sales_monthly d
          where d.company_id = ${companyId} and d.month between ${months.first}::date and ${months.last}::date`,
    );
  }
  return sql.join(parts, sql` union all `);
}

/**
 * The market's sales per store over a period as rows `d` (store_id, sold, litres, revenue): the
 * store totals (store_totals_monthly for the whole months, store_totals_daily for the other days),
 * sums of the same rows as storeSalesRows over every product, one row per store and day.
 */
export function storeTotalsRows(period: Period): SQL {
  const { months, weeks, days } = splitForRollups(period);
  const ranges: Period[] = [...days, ...weeks.map((w) => ({ from: w.first, to: dayjs(w.last).add(6, "day").format("YYYY-MM-DD") }))];
  const parts = ranges.map(
    (r) =>
      sql`select d.store_id, d.units as sold, d.litres, d.revenue from store_totals_daily d where d.day between ${r.from}::date and ${r.to}::date`,
  );
  if (months) {
    parts.push(
      sql`select d.store_id, d.units as sold, d.litres, d.revenue from store_totals_monthly d
          where d.month between ${months.first}::date and ${months.last}::date`,
    );
  }
  return sql.join(parts, sql` union all `);
}
