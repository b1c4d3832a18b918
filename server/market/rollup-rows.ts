import { sql, type SQL } from "drizzle-orm";
import { splitForRollups, type Period } from "./period";

/**
 * The rollup rows that cover a period for some products: the monthly rollup for the whole months
 * inside it, the weekly one for whole weeks of the rest, the daily one for the loose days (each an
 * index range per product): a 12-month period reads about 12 rows per product instead of 365.
 */
export function coveringRollupRows(columns: SQL, products: SQL | null, period: Period): SQL {
  const filter = products ? sql`and product_id = any(${products})` : sql``;
  const { months, weeks, days } = splitForRollups(period);
  const parts = days.map(
    (d) => sql`select ${columns} from product_sales_daily where day between ${d.from}::date and ${d.to}::date ${filter}`,
  );
  for (const w of weeks)
    parts.push(sql`select ${columns} from product_sales_weekly where week between ${w.first}::date and ${w.last}::date ${filter}`);
  if (months)
    parts.push(
      sql`select ${columns} from product_sales_monthly where month between ${months.first}::date and ${months.last}::date ${filter}`,
    );
  return sql.join(parts, sql` union all `);
}
