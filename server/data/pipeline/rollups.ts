import type { BulkSession } from "../../db/client";
import { NO_STORES_SQL } from "../../db/schema";

/** A selling-store bitmap with the bit of the row's store_id set. */
const STORE_BIT_SQL = `set_bit(${NO_STORES_SQL}, store_id, 1)`;

/** The market's sales per store of the months `where` picks, summed from store_sales_monthly. */
const storeTotalsOfMonths = (where: string) =>
  `insert into store_totals_monthly (store_id, month, units, litres, revenue)
   select store_id, month, sum(units), sum(litres), sum(revenue)
   from store_sales_monthly where ${where}
   group by store_id, month`;

const PERIODS = [
  { table: "product_sales_weekly", column: "week", unit: "week", length: "1 week", bitmap: true },
  { table: "product_sales_monthly", column: "month", unit: "month", length: "1 month", bitmap: true },
] as const;

/**
 * Recomputes the national rollups of the given days, and of the weeks and months they fall in,
 * from stock_daily and the national sales of products without store detail (weeks and months from
 * the daily rollup), the sales per product and store
 * of those months, the market's and each company's sales per store of those days and months: always
 * recomputed, never incremented.
 */
export async function refreshRollups(session: BulkSession, days: readonly string[]): Promise<void> {
  if (days.length === 0) return;
  await session.query("delete from product_sales_daily where day = any($1::date[])", [days]);
  await session.query(
    `insert into product_sales_daily (product_id, day, units, litres, revenue, stores_selling, selling_stores)
     select product_id, day, sum(sold), sum(litres), sum(revenue), count(*), bit_or(${STORE_BIT_SQL})
     from stock_daily where day = any($1::date[]) and sold > 0
     group by product_id, day`,
    [days],
  );
  // A product has national sales or stock data, never both (the demo's range is the products it does not simulate).
  await session.query(
    `insert into product_sales_daily (product_id, day, units, litres, revenue, stores_selling, selling_stores)
     select product_id, day, units, litres, revenue, bit_count(selling_stores), selling_stores
     from national_sales_daily where day = any($1::date[])`,
    [days],
  );
  const months = `select distinct date_trunc('month', d)::date as start from unnest($1::date[]) as d`;
  await session.query(`delete from store_sales_monthly where month in (${months})`, [days]);
  await session.query(
    `insert into store_sales_monthly (product_id, store_id, month, units, litres, revenue)
     select s.product_id, s.store_id, p.start, sum(s.sold), sum(s.litres), sum(s.revenue)
     from (${months}) p
     join stock_daily s on s.day >= p.start and s.day < p.start + interval '1 month' and s.sold > 0
     group by s.product_id, s.store_id, p.start`,
    [days],
  );
  // The market's sales per store of those days and months, from the rows above.
  await session.query("delete from store_totals_daily where day = any($1::date[])", [days]);
  await session.query(
    `insert into store_totals_daily (store_id, day, units, litres, revenue)
     select store_id, day, sum(sold), sum(litres), sum(revenue)
     from stock_daily where day = any($1::date[]) and sold > 0
     group by store_id, day`,
    [days],
  );
  await session.query(`delete from store_totals_monthly where month in (${months})`, [days]);
  await session.query(storeTotalsOfMonths(`month in (${months})`), [days]);
  // Each company's sales per store of those days and months (migration 0024), from the rows above.
  await session.query("select company_store_sales_refresh(null, $1::date[])", [days]);
  for (const { table, column, unit, length, bitmap } of PERIODS) {
    const starts = `select distinct date_trunc('${unit}', d)::date as start from unnest($1::date[]) as d`;
    await session.query(`delete from ${table} where ${column} in (${starts})`, [days]);
    // One pass over the days of those periods (an index range), grouped by period.
    await session.query(
      `insert into ${table} (product_id, ${column}, units, litres, revenue${bitmap ? ", selling_stores" : ""})
       select s.product_id, date_trunc('${unit}', s.day)::date, sum(s.units), sum(s.litres), sum(s.revenue)${bitmap ? ", bit_or(s.selling_stores)" : ""}
       from product_sales_daily s
       where s.day >= (select min(start) from (${starts}) p) and s.day < (select max(start) from (${starts}) p) + interval '${length}'
         and date_trunc('${unit}', s.day)::date in (${starts})
       group by 1, 2`,
      [days],
    );
  }
}

/**
 * The national monthly rollup of months written whole as history (store_sales_monthly rows with
 * no days behind them, and national_sales_monthly): summed over the stores, with the bitmap of the stores that sold; summed
 * per store; and each company's sales per store of those months.
 */
export async function rollUpHistoryMonths(session: BulkSession, before: string): Promise<void> {
  await session.query(
    `insert into product_sales_monthly (product_id, month, units, litres, revenue, selling_stores)
     select product_id, month, sum(units), sum(litres), sum(revenue), bit_or(${STORE_BIT_SQL})
     from store_sales_monthly where month < $1::date
     group by product_id, month`,
    [before],
  );
  await session.query(
    `insert into product_sales_monthly (product_id, month, units, litres, revenue, selling_stores)
     select product_id, month, units, litres, revenue, selling_stores from national_sales_monthly where month < $1::date`,
    [before],
  );
  await session.query(storeTotalsOfMonths("month < $1::date"), [before]);
  await session.query(
    "select company_store_sales_refresh(null, array(select distinct month from store_sales_monthly where month < $1::date))",
    [before],
  );
}
