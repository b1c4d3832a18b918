import { sql, type SQL } from "drizzle-orm";
import type { Database } from "../db/client";
import type { DataPeriod, Period } from "./period";
import { queryRows } from "../db/rows";
import { storeSalesRows, storeTotalsRows } from "./store-sales";
import { seriesGranularity, type DailyTotal } from "./sales";

type Row = Record<string, string | null>;
const n = (v: string | null | undefined) => Number(v ?? 0);

export interface StoreTotals {
  units: number;
  litres: number;
  revenue: number;
  productsSold: number;
}

export async function storeTotals(db: Database, storeId: number, period: Period, products: SQL | null = null): Promise<StoreTotals> {
  const filter = products ? sql`and d.store_id = ${storeId} and d.product_id = any(${products})` : sql`and d.store_id = ${storeId}`;
  const [row] = await queryRows<Row>(
    db,
    sql`select sum(sold) as units, sum(litres) as litres, sum(revenue) as revenue, count(distinct product_id) as products
        from (${storeSalesRows(period, filter)}) d`,
  );
  return { units: n(row?.units), litres: n(row?.litres), revenue: n(row?.revenue), productsSold: n(row?.products) };
}

/**
 * A store's sales series over a period, as the national series: by day, or by calendar month (dated
 * its first day) when the period is long, over the months with data, so a year answers every
 * month of it and not only the days kept day by day.
 */
export async function storeSeries(db: Database, storeId: number, period: DataPeriod): Promise<DailyTotal[]> {
  if (seriesGranularity(period) === "day") return storeDaily(db, storeId, period);
  const span = { from: period.dataFrom ?? period.from, to: period.dataTo ?? period.to };
  const rows = await queryRows<Row>(
    db,
    sql`select m::date::text as date, coalesce(sum(x.sold), 0) as units, coalesce(sum(x.litres), 0) as litres, coalesce(sum(x.revenue), 0) as revenue
        from generate_series(date_trunc('month', ${span.from}::date), ${span.to}::date, interval '1 month') m
        left join (${storeTotalsRows(span, sql`and d.store_id = ${storeId}`)}) x on date_trunc('month', x.day) = m
        group by m order by m`,
  );
  return rows.map((r) => ({ date: r.date!, units: n(r.units), litres: n(r.litres), revenue: n(r.revenue) }));
}

export async function storeDaily(db: Database, storeId: number, period: Period): Promise<DailyTotal[]> {
  const rows = await queryRows<Row>(
    db,
    sql`select g::date::text as date, coalesce(sum(d.sold), 0) as units, coalesce(sum(d.litres), 0) as litres, coalesce(sum(d.revenue), 0) as revenue
        from generate_series(${period.from}::date, ${period.to}::date, interval '1 day') g
        left join stock_daily d on d.store_id = ${storeId} and d.day = g::date
        group by g order by g`,
  );
  return rows.map((r) => ({ date: r.date!, units: n(r.units), litres: n(r.litres), revenue: n(r.revenue) }));
}

export interface StoreStock {
  listed: number;
  inStock: number;
  outOfStock: number;
  units: number;
  /** Listed products known nationally only (no stock per store): not in the store's figures. */
  withoutStoreDetail: number;
}

export async function storeStock(db: Database, storeId: number): Promise<StoreStock> {
  const [row] = await queryRows<Row>(
    db,
    sql`select count(*) as listed, count(*) filter (where quantity > 0) as in_stock, count(*) filter (where quantity <= 0) as out, coalesce(sum(quantity), 0) as units,
               (select count(*) from national_products where ${storeId} < length(listing_stores) and get_bit(listing_stores, ${storeId}) = 1) as national
        from stock_levels where store_id = ${storeId}`,
  );
  return {
    listed: n(row?.listed),
    inStock: n(row?.in_stock),
    outOfStock: n(row?.out),
    units: n(row?.units),
    withoutStoreDetail: n(row?.national),
  };
}

/** A store's best sellers over a period (product ids with sums; optionally only some products). */
export async function storeTopProducts(db: Database, storeId: number, period: Period, limit: number, products: SQL | null = null) {
  const filter = products ? sql`and d.store_id = ${storeId} and d.product_id = any(${products})` : sql`and d.store_id = ${storeId}`;
  const rows = await queryRows<Row>(
    db,
    sql`select product_id, sum(sold) as units, sum(litres) as litres, sum(revenue) as revenue
        from (${storeSalesRows(period, filter)}) d
        group by product_id order by sum(revenue) desc, product_id limit ${limit}`,
  );
  return rows.map((r) => ({ productId: n(r.product_id), units: n(r.units), litres: n(r.litres), revenue: n(r.revenue) }));
}

export const CATEGORY_SORTS = ["revenue", "units", "litres", "products"] as const;

/** A store's sales by category (levels 1 and 2) over a period, with the products it lists in each. */
export async function storeCategories(
  db: Database,
  storeId: number,
  period: Period,
  sortBy: (typeof CATEGORY_SORTS)[number],
  limit: number,
) {
  const rows = await queryRows<Row>(
    db,
    sql`with listed as (
          select p.category_level1 as l1, p.category_level2 as l2, count(*) as products
          from stock_levels l join products p on p.id = l.product_id where l.store_id = ${storeId} group by 1, 2),
        sold as (
          select p.category_level1 as l1, p.category_level2 as l2, sum(d.sold) as units, sum(d.litres) as litres, sum(d.revenue) as revenue
          from (${storeSalesRows(period, sql`and d.store_id = ${storeId}`)}) d join products p on p.id = d.product_id
          group by 1, 2)
        select coalesce(l.l1, s.l1) as l1, coalesce(l.l2, s.l2) as l2, coalesce(l.products, 0) as products,
               coalesce(s.units, 0) as units, coalesce(s.litres, 0) as litres, coalesce(s.revenue, 0) as revenue,
               (select coalesce(sum(revenue), 0) from sold) as store_revenue
        from listed l full join sold s on coalesce(s.l1, '') = coalesce(l.l1, '') and coalesce(s.l2, '') = coalesce(l.l2, '')
        order by ${sql.raw(sortBy)} desc, 1, 2 limit ${limit}`,
  );
  // Shares of all the store's sales, not of the rows a limit keeps.
  return rows.map((r) => ({
    categoryLevel1: r.l1 ?? null,
    categoryLevel2: r.l2 ?? null,
    productsListed: n(r.products),
    units: n(r.units),
    litres: n(r.litres),
    revenue: n(r.revenue),
    revenueShare: n(r.store_revenue) > 0 ? n(r.revenue) / n(r.store_revenue) : 0,
  }));
}

export const INVENTORY_STATUSES = ["in_stock", "low", "out_of_stock"] as const;
/**
 * Stock below this many days of the store's average sales is low: a store takes deliveries one to
 * five times a week and holds a few days of a fast seller, so under a week would call most shelves low.
 */
export const LOW_STOCK_DAYS = 3;

/** What a store lists, with quantity and stock status (low: under three days of its average sales of 28 days). */
export async function storeInventory(
  db: Database,
  storeId: number,
  latestDay: string,
  filter: { status?: (typeof INVENTORY_STATUSES)[number] | undefined; products?: SQL | undefined },
  limit: number,
  offset: number,
) {
  const { status, products } = filter;
  const rows = await queryRows<Row>(
    db,
    sql`with recent as (
          select product_id, sum(sold) / 28.0 as per_day from stock_daily
          where store_id = ${storeId} and day > ${latestDay}::date - 28 and day <= ${latestDay}::date group by product_id),
        inventory as (
          select l.product_id, l.quantity, l.observed_at, coalesce(r.per_day, 0) as per_day,
                 case when l.quantity <= 0 then 'out_of_stock' when l.quantity < coalesce(r.per_day, 0) * ${LOW_STOCK_DAYS} then 'low' else 'in_stock' end as status
          from stock_levels l left join recent r on r.product_id = l.product_id
          where l.store_id = ${storeId} ${products ? sql`and l.product_id = any(${products})` : sql``})
        select *, count(*) over () as total from inventory
        where ${status ? sql`status = ${status}` : sql`true`}
        order by case status when 'out_of_stock' then 0 when 'low' then 1 else 2 end, per_day desc, product_id
        limit ${limit} offset ${offset}`,
  );
  return {
    total: n(rows[0]?.total),
    items: rows.map((r) => ({
      productId: n(r.product_id),
      quantity: n(r.quantity),
      status: r.status as (typeof INVENTORY_STATUSES)[number],
      averageDailyUnits: Math.round(n(r.per_day) * 100) / 100,
      daysOfStock: n(r.per_day) > 0 ? Math.round((n(r.quantity) / n(r.per_day)) * 10) / 10 : null,
      since: new Date(r.observed_at as string).toISOString(),
    })),
  };
}
