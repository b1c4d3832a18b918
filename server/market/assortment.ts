import { sql } from "drizzle-orm";
import type { Database } from "../db/client";
import { daysWithData, type DataPeriod, type Period } from "./period";
import { queryRows } from "../db/rows";

type Row = Record<string, string | null>;
const n = (v: string | null | undefined) => Number(v ?? 0);

export interface AssortmentOptions {
  period: Period | DataPeriod;
  /** Units per week per store below which a listed product turns slowly (and above which a candidate is worth adding). */
  minTurnoverRate: number;
  /** Out-of-stock days in the period above which a listed product is flagged. */
  maxStockoutDays: number;
  limit: number;
}

/**
 * What a store could change: products that sell well in stores of its size class but are not
 * listed here (to add), listed products that turn slowly, and listed products too often out of stock.
 */
export async function assortmentOptimization(db: Database, storeId: number, options: AssortmentOptions) {
  const { period, minTurnoverRate, maxStockoutDays, limit } = options;
  const weeks = Math.max(1, daysWithData(period)) / 7;
  const [add, slow, stockouts] = await Promise.all([
    queryRows<Row>(
      db,
      // The peers' sales of the candidates only (listed by at least 3 peers, not here): one index
      // range per candidate, not every product the peers sold.
      sql`with peers as (select id from stores where not is_agent and id <> ${storeId} and size_class = (select size_class from stores where id = ${storeId})),
          candidates as materialized (
            select product_id, count(*) as stores from stock_levels where store_id in (select id from peers) group by 1
            having count(*) >= 3 and not exists (select 1 from stock_levels h where h.store_id = ${storeId} and h.product_id = stock_levels.product_id)),
          peer_sales as (select product_id, sum(sold) as units from stock_daily
                         where product_id in (select product_id from candidates) and store_id in (select id from peers)
                           and day between ${period.from}::date and ${period.to}::date group by 1)
          select l.product_id, l.stores, coalesce(s.units, 0) as units, coalesce(s.units, 0) / l.stores::numeric / ${weeks}::numeric as turnover
          from candidates l left join peer_sales s using (product_id)
          where coalesce(s.units, 0) / l.stores::numeric / ${weeks}::numeric >= ${minTurnoverRate}
          order by turnover desc, l.product_id limit ${limit}`,
    ),
    queryRows<Row>(
      db,
      sql`select l.product_id, l.quantity, coalesce(sum(d.sold), 0) as units, coalesce(sum(d.sold), 0) / ${weeks}::numeric as turnover
          from stock_levels l left join stock_daily d on d.store_id = l.store_id and d.product_id = l.product_id and d.day between ${period.from}::date and ${period.to}::date
          where l.store_id = ${storeId}
          group by l.product_id, l.quantity having coalesce(sum(d.sold), 0) / ${weeks}::numeric < ${minTurnoverRate}
          order by turnover, l.quantity desc, l.product_id limit ${limit}`,
    ),
    queryRows<Row>(
      db,
      sql`select o.product_id, sum(least(coalesce(o.until, ${period.to}::date + 1), ${period.to}::date + 1) - greatest(o.since, ${period.from}::date)) as days
          from stock_outs o
          where o.store_id = ${storeId} and o.since <= ${period.to}::date and (o.until is null or o.until > ${period.from}::date)
          group by o.product_id having sum(least(coalesce(o.until, ${period.to}::date + 1), ${period.to}::date + 1) - greatest(o.since, ${period.from}::date)) > ${maxStockoutDays}
          order by days desc, o.product_id limit ${limit}`,
    ),
  ]);
  const round = (v: number) => Math.round(v * 100) / 100;
  return {
    add: add.map((r) => ({
      productId: n(r.product_id),
      peerStoresListing: n(r.stores),
      peerUnits: n(r.units),
      turnoverRate: round(n(r.turnover)),
    })),
    slowMovers: slow.map((r) => ({
      productId: n(r.product_id),
      stock: n(r.quantity),
      units: n(r.units),
      turnoverRate: round(n(r.turnover)),
    })),
    frequentStockouts: stockouts.map((r) => ({ productId: n(r.product_id), outOfStockDays: n(r.days) })),
  };
}

export const COMPARE_WITH = ["county", "sizeClass", "all"] as const;

/** One product in one store against the average listing store of its county, size class or the country. */
export async function productInStore(
  db: Database,
  storeId: number,
  productId: number,
  period: Period,
  compareWith: (typeof COMPARE_WITH)[number],
) {
  const group =
    compareWith === "county"
      ? sql`s.county = (select county from stores where id = ${storeId})`
      : compareWith === "sizeClass"
        ? sql`s.size_class = (select size_class from stores where id = ${storeId})`
        : sql`true`;
  const [here, peers, level] = await Promise.all([
    queryRows<Row>(
      db,
      sql`select coalesce(sum(sold), 0) as units, coalesce(sum(litres), 0) as litres, coalesce(sum(revenue), 0) as revenue, count(*) filter (where sold > 0) as days
          from stock_daily where store_id = ${storeId} and product_id = ${productId} and day between ${period.from}::date and ${period.to}::date`,
    ),
    queryRows<Row>(
      db,
      sql`with listing as (select l.store_id from stock_levels l join stores s on s.id = l.store_id where l.product_id = ${productId} and l.store_id <> ${storeId} and ${group})
          select (select count(*) from listing) as stores, coalesce(sum(d.sold), 0) as units, coalesce(sum(d.litres), 0) as litres, coalesce(sum(d.revenue), 0) as revenue
          from stock_daily d where d.product_id = ${productId} and d.store_id in (select store_id from listing) and d.day between ${period.from}::date and ${period.to}::date`,
    ),
    queryRows<Row>(db, sql`select quantity from stock_levels where store_id = ${storeId} and product_id = ${productId}`),
  ]);
  const stores = n(peers[0]?.stores);
  const avg = (key: string) => (stores > 0 ? Math.round((n(peers[0]?.[key]) / stores) * 100) / 100 : 0);
  return {
    listed: level.length > 0,
    stock: level[0] ? n(level[0].quantity) : null,
    store: { units: n(here[0]?.units), litres: n(here[0]?.litres), revenue: n(here[0]?.revenue), daysWithSales: n(here[0]?.days) },
    comparison: { compareWith, stores, averageUnits: avg("units"), averageLitres: avg("litres"), averageRevenue: avg("revenue") },
  };
}
