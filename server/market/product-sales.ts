import { sql } from "drizzle-orm";
import type { Database } from "../db/client";
import type { Period } from "./period";
import { queryRows } from "../db/rows";
import { monthlyTotals } from "./sales";
import { storeSalesRows } from "./store-sales";

export interface DailySales {
  date: string;
  units: number;
  litres: number;
  revenue: number;
  storesSelling: number;
}

/** National daily sales of some products, every day of the period present (zeros included). */
export async function dailySales(db: Database, productIds: readonly number[], period: Period): Promise<DailySales[]> {
  const rows = await queryRows<Record<string, string>>(
    db,
    sql`select d::date::text as date, coalesce(sum(s.units), 0) as units, coalesce(sum(s.litres), 0) as litres,
               coalesce(sum(s.revenue), 0) as revenue, coalesce(sum(s.stores_selling), 0) as stores
        from generate_series(${period.from}::date, ${period.to}::date, interval '1 day') d
        left join product_sales_daily s on s.day = d::date and s.product_id = any(${`{${productIds.join(",")}}`}::int[])
        group by d order by d`,
  );
  return rows.map((r) => ({
    date: r.date!,
    units: Number(r.units),
    litres: Number(r.litres),
    revenue: Number(r.revenue),
    storesSelling: Number(r.stores),
  }));
}

export interface StoreSales {
  storeId: number;
  siteId: string;
  storeName: string;
  city: string | null;
  county: string | null;
  units: number;
  litres: number;
  revenue: number;
  /** Units on the shelf now; null when the store does not list the product. */
  stock: number | null;
}

/**
 * One product's sales per store over a period, for every store that sold it or lists it now,
 * in every county.
 */
export async function salesByStore(db: Database, productId: number, period: Period): Promise<StoreSales[]> {
  const rows = await queryRows<Record<string, string | null>>(
    db,
    sql`with sold as (
          select store_id, sum(sold) as units, sum(litres) as litres, sum(revenue) as revenue
          from (${storeSalesRows(period, sql`and d.product_id = ${productId}`)}) d
          group by store_id)
        select s.id, s.site_id, s.display_name, s.city, s.county, coalesce(x.units, 0) as units, coalesce(x.litres, 0) as litres,
               coalesce(x.revenue, 0) as revenue, l.quantity as stock
        from stores s
        left join sold x on x.store_id = s.id
        left join stock_levels l on l.store_id = s.id and l.product_id = ${productId}
        where x.store_id is not null or l.store_id is not null
        order by units desc, s.display_name`,
  );
  return rows.map((r) => ({
    storeId: Number(r.id),
    siteId: r.site_id!,
    storeName: r.display_name!,
    city: r.city ?? null,
    county: r.county ?? null,
    units: Number(r.units),
    litres: Number(r.litres),
    revenue: Number(r.revenue),
    stock: r.stock === null || r.stock === undefined ? null : Number(r.stock),
  }));
}

/** National monthly sales of some products (dated each month's first day), for long periods. */
export async function monthlySales(db: Database, productIds: readonly number[], period: Period): Promise<DailySales[]> {
  const ids = sql`${`{${productIds.join(",")}}`}::int[]`;
  const [totals, stores] = await Promise.all([
    monthlyTotals(db, ids, period),
    queryRows<{ m: string; n: string }>(
      db,
      sql`select date_trunc('month', x.d)::date::text as m, bit_count(bit_or(x.b)) as n
          from (select day as d, selling_stores as b from product_sales_daily where product_id = any(${ids}) and day between ${period.from}::date and ${period.to}::date
                union all
                select month, selling_stores from product_sales_monthly where product_id = any(${ids}) and month between date_trunc('month', ${period.from}::date) and ${period.to}::date
                  and month >= ${period.from}::date and month + interval '1 month' - interval '1 day' <= ${period.to}::date) x
          group by 1`,
    ),
  ]);
  const selling = new Map(stores.map((r) => [r.m, Number(r.n)]));
  return totals.map((t) => ({ ...t, storesSelling: selling.get(t.date) ?? 0 }));
}
