/** The rankings module's own SQL: a window's sales per product, listings, placement gaps, snapshot pages. */
import { sql, type SQL } from "drizzle-orm";
import type { Database } from "../../db/client";
import { velocity } from "../../market/measures";
import { daysWithData, type Period } from "../../market/period";
import { queryRows } from "../../db/rows";
import { productIdSet, storeBitmap } from "../../market/sales";
import { PRICE_BAND_SQL } from "../../market/segments";
import type { ProductWindowSales } from "./rank";

/** The segment id of a product row aliased `p` ("<category level 2>~<band>"), and the condition that it has one. */
const SEGMENT_SQL = sql`(p.category_level2 || '~' || ${PRICE_BAND_SQL})`;
const HAS_SEGMENT = sql`p.category_level2 is not null and p.price is not null and p.volume_ml > 0`;

/** A list of texts as a text[] parameter. */
const textArray = (list: readonly string[]) => sql`${`{${list.map((t) => `"${t.replace(/["\\]/g, "\\$&")}"`).join(",")}}`}::text[]`;

/** The stores whose sales count: every store (null), or those of a profile and/or counties. */
export async function scopeStores(db: Database, profile: string | null, counties: readonly string[]): Promise<number[] | null> {
  if (!profile && counties.length === 0) return null;
  const rows = await queryRows<{ id: number }>(
    db,
    sql`select id from stores where ${profile ? sql`size_class = ${profile}` : sql`true`}
        and ${counties.length ? sql`county = any(${textArray(counties)})` : sql`true`}`,
  );
  return rows.map((r) => Number(r.id));
}

/**
 * The monthly sales of products sold nationally only (no store months) within a choice of stores:
 * each month's sales spread evenly over the stores that sold, so the scope's part is its share of
 * them (`f.share`; `f.scope` is the scope's bitmap). `columns` follow `m.product_id`.
 */
function nationalInScope(columns: SQL, range: Period, stores: number[], tail: SQL): SQL {
  const scope = storeBitmap(stores);
  return sql`select m.product_id, ${columns}
          from product_sales_monthly m join national_products n on n.product_id = m.product_id
          cross join lateral (select ${scope} as scope) sc
          cross join lateral (select sc.scope, bit_count(m.selling_stores & sc.scope)::numeric / nullif(bit_count(m.selling_stores), 0) as share) f
          where m.month between ${range.from}::date and ${range.to}::date and bit_count(m.selling_stores & sc.scope) > 0 ${tail}`;
}

/**
 * Sales per product over whole months (`range` from a month's first day to a month's last): the
 * national monthly rollup for every store, store months for a subset of stores.
 */
export async function windowSales(db: Database, range: Period, stores: number[] | null): Promise<ProductWindowSales[]> {
  const source = stores
    ? sql`select d.product_id, sum(d.units) as units, sum(d.litres) as litres, sum(d.revenue) as revenue, count(distinct d.store_id) as selling
          from store_sales_monthly d
          where d.month between ${range.from}::date and ${range.to}::date and d.store_id = any(${productIdSet(stores)})
          group by d.product_id
          union all
          ${nationalInScope(
            sql`round(sum(m.units * f.share)) as units, sum(m.litres * f.share) as litres, sum(m.revenue * f.share) as revenue,
                 bit_count(bit_or(m.selling_stores & f.scope)) as selling`,
            range,
            stores,
            sql`group by m.product_id`,
          )}`
    : sql`select d.product_id, sum(d.units) as units, sum(d.litres) as litres, sum(d.revenue) as revenue, bit_count(bit_or(d.selling_stores)) as selling
          from product_sales_monthly d
          where d.month between ${range.from}::date and ${range.to}::date
          group by d.product_id`;
  const rows = await queryRows<Record<string, string | number>>(
    db,
    sql`select s.product_id, ${SEGMENT_SQL} as segment, s.units, s.litres, s.revenue, s.selling
        from (${source}) s join products p on p.id = s.product_id
        where ${HAS_SEGMENT} and s.units > 0`,
  );
  const days = daysWithData(range);
  return rows.map((r) => {
    const litres = Number(r.litres);
    const selling = Number(r.selling);
    return {
      productId: Number(r.product_id),
      segment: String(r.segment),
      units: Number(r.units),
      litres,
      revenue: Number(r.revenue),
      storesSelling: selling,
      velocity: velocity(litres, selling, days),
    };
  });
}

/** How many stores of the scope list each product now. */
export async function listingCounts(db: Database, stores: number[] | null): Promise<Map<number, number>> {
  // A product sold nationally only (no stock data) is listed where the assortment says.
  const listed = stores ? sql`bit_count(n.listing_stores & ${storeBitmap(stores)})` : sql`bit_count(n.listing_stores)`;
  const rows = await queryRows<{ product_id: number; n: string }>(
    db,
    sql`select product_id, count(*) as n from stock_levels ${stores ? sql`where store_id = any(${productIdSet(stores)})` : sql``} group by product_id
        union all
        select n.product_id, ${listed} as n from national_products n`,
  );
  return new Map(rows.map((r) => [Number(r.product_id), Number(r.n)]));
}

/** Each store's sales of each segment over the window, and the stores above their segment's median store. */
function aboveMedianStoresSql(range: Period, stores: number[] | null): SQL {
  const inScope = stores ? sql`and d.store_id = any(${productIdSet(stores)})` : sql``;
  return sql`segment_store as (
      select d.store_id, ${SEGMENT_SQL} as segment, sum(d.revenue) as revenue
      from store_sales_monthly d join products p on p.id = d.product_id
      where d.month between ${range.from}::date and ${range.to}::date ${inScope} and ${HAS_SEGMENT}
      group by 1, 2),
    medians as (select segment, percentile_cont(0.5) within group (order by revenue) as m from segment_store group by segment),
    above as (select s.store_id, s.segment from segment_store s join medians m using (segment) where s.revenue > m.m)`;
}

/**
 * Per product: the stores of the scope where its segment sold more over the window than in the
 * median store selling that segment, less those of them that list it.
 */
export async function placementCounts(db: Database, range: Period, stores: number[] | null): Promise<Map<number, number>> {
  const rows = await queryRows<{ product_id: number; n: string }>(
    db,
    sql`with ${aboveMedianStoresSql(range, stores)},
        above_count as (select segment, count(*) as n from above group by segment),
        listed_above as (
          select l.product_id, count(*) as n
          from stock_levels l join products p on p.id = l.product_id
          join above a on a.store_id = l.store_id and a.segment = ${SEGMENT_SQL}
          group by l.product_id
          union all
          select n.product_id, count(*) as n
          from national_products n join products p on p.id = n.product_id
          join above a on a.segment = ${SEGMENT_SQL} and get_bit(n.listing_stores, a.store_id) = 1
          group by n.product_id)
        select p.id as product_id, c.n - coalesce(la.n, 0) as n
        from products p join above_count c on c.segment = ${SEGMENT_SQL}
        left join listed_above la on la.product_id = p.id
        where ${HAS_SEGMENT}`,
  );
  return new Map(rows.map((r) => [Number(r.product_id), Number(r.n)]));
}

/** The stores (of the scope) where a segment sells above its median store, for the given segments. */
export async function aboveMedianStores(db: Database, range: Period, stores: number[] | null, segments: readonly string[]) {
  const rows = await queryRows<{ store_id: number; segment: string }>(
    db,
    sql`with ${aboveMedianStoresSql(range, stores)} select store_id, segment from above where segment = any(${textArray(segments)})`,
  );
  return rows.map((r) => ({ storeId: Number(r.store_id), segment: r.segment }));
}

/** Which stores (of the scope) list which of the products, and what each sold there over the window. */
export async function storeFiguresOf(db: Database, range: Period, products: SQL, stores: number[] | null) {
  const inScope = (column: string) => (stores ? sql`and ${sql.raw(column)} = any(${productIdSet(stores)})` : sql``);
  const [listed, sold] = await Promise.all([
    queryRows<{ store_id: number; product_id: number }>(
      db,
      sql`select l.store_id, l.product_id from stock_levels l where l.product_id = any(${products}) ${inScope("l.store_id")}
          union all
          -- Sold nationally only: listed where the assortment says.
          select s.id, n.product_id from national_products n join stores s on get_bit(n.listing_stores, s.id) = 1
          where n.product_id = any(${products}) ${inScope("s.id")}`,
    ),
    queryRows<{ store_id: number; product_id: number; revenue: string }>(
      db,
      sql`select d.store_id, d.product_id, sum(d.revenue) as revenue from store_sales_monthly d
          where d.month between ${range.from}::date and ${range.to}::date and d.product_id = any(${products}) ${inScope("d.store_id")}
          group by 1, 2`,
    ),
  ]);
  return {
    listed: listed.map((r) => ({ storeId: Number(r.store_id), productId: Number(r.product_id) })),
    sold: sold.map((r) => ({ storeId: Number(r.store_id), productId: Number(r.product_id), revenue: Number(r.revenue) })),
  };
}

/** A cheap fingerprint of the data a ranking reads: the latest stock observation and catalogue change. */
export async function dataVersion(db: Database): Promise<string> {
  const [row] = await queryRows<{ v: string }>(
    db,
    sql`select coalesce((select max(last_observed_at) from stock_ingest_state)::text, '-') || '|' ||
               coalesce((select max(updated_at) from products)::text, '-') || '|' ||
               coalesce((select max(month) from product_sales_monthly)::text, '-') as v`,
  );
  return row?.v ?? "-";
}

export interface SnapshotRow {
  id: number;
  window_from: string;
  window_to: string;
  months: number;
  previous_from: string;
  previous_to: string;
  store_profile: string | null;
  counties: string[];
  scope: string;
  computed_at: string;
}

const SNAPSHOT_COLUMNS = sql.raw(
  "id, window_from::text, window_to::text, months, previous_from::text, previous_to::text, store_profile, counties, scope, computed_at",
);

export async function findSnapshot(db: Database, key: { from: string; months: number; scope: string; version: string }) {
  const [row] = await queryRows<SnapshotRow>(
    db,
    sql`select ${SNAPSHOT_COLUMNS} from ranking_snapshots
        where window_from = ${key.from}::date and months = ${key.months} and scope = ${key.scope} and data_version = ${key.version}`,
  );
  return row ?? null;
}

export async function snapshotById(db: Database, id: number) {
  const [row] = await queryRows<SnapshotRow>(db, sql`select ${SNAPSHOT_COLUMNS} from ranking_snapshots where id = ${id}`);
  return row ?? null;
}

export interface EntryFilter {
  segments?: readonly string[] | undefined;
  categories?: readonly string[] | undefined;
  priceBands?: readonly number[] | undefined;
  /** Rows with any of these flag bits. */
  flagBits?: number;
  products?: SQL | null;
  productId?: number;
}

function entryConditions(snapshotId: number, f: EntryFilter): SQL {
  const conditions = [
    sql`e.snapshot_id = ${snapshotId}`,
    f.segments?.length ? sql`e.segment = any(${textArray(f.segments)})` : null,
    f.categories?.length ? sql`e.category = any(${textArray(f.categories)})` : null,
    f.priceBands?.length ? sql`e.price_band = any(${productIdSet(f.priceBands)})` : null,
    f.flagBits ? sql`(e.flags & ${f.flagBits}) <> 0` : null,
    f.products ? sql`e.product_id = any(${f.products})` : null,
    f.productId ? sql`e.product_id = ${f.productId}` : null,
  ].filter((c) => c !== null);
  return sql.join(conditions, sql` and `);
}

const ENTRY_COLUMNS = sql.raw(`e.position, e.product_id, e.segment, e.category, e.price_band, e.rank, e.previous_rank, e.segment_size,
  e.units, e.litres, e.revenue, e.previous_revenue, e.year_ago_revenue, e.share, e.stores_listing, e.stores_selling, e.velocity, e.placement_stores, e.flags,
  p.product_number, p.name_bold, p.name_thin, p.producer_name, p.supplier_name, p.category_level1, p.price, p.volume_ml`);

export type EntryRow = Record<string, string | number | null>;

/** Entries after `afterPosition` in market order, at most `limit`. */
export async function entryPage(db: Database, snapshotId: number, filter: EntryFilter, afterPosition: number, limit: number) {
  return queryRows<EntryRow>(
    db,
    sql`select ${ENTRY_COLUMNS} from ranking_entries e join products p on p.id = e.product_id
        where ${entryConditions(snapshotId, filter)} and e.position > ${afterPosition}
        order by e.position limit ${limit}`,
  );
}

export async function entryCount(db: Database, snapshotId: number, filter: EntryFilter): Promise<number> {
  const [row] = await queryRows<{ n: string }>(
    db,
    sql`select count(*) as n from ranking_entries e where ${entryConditions(snapshotId, filter)}`,
  );
  return Number(row?.n ?? 0);
}

/** Every entry matching the filter (analysis reads whole segments). */
export async function allEntries(db: Database, snapshotId: number, filter: EntryFilter) {
  return queryRows<EntryRow>(
    db,
    sql`select ${ENTRY_COLUMNS} from ranking_entries e join products p on p.id = e.product_id
        where ${entryConditions(snapshotId, filter)} order by e.position`,
  );
}

/**
 * A product's place in its segment (`segment`, the segment's products as an int[] expression) in
 * each month of a range, from the monthly rollup (every store) or store months (a subset).
 */
export async function monthlyPlaces(db: Database, productId: number, segment: SQL, range: Period, stores: number[] | null) {
  const sales = stores
    ? sql`select d.product_id, d.month, sum(d.revenue) as revenue from store_sales_monthly d
          where d.month between ${range.from}::date and ${range.to}::date and d.store_id = any(${productIdSet(stores)})
            and d.product_id = any(${segment}) and d.units > 0 group by 1, 2
          union all
          select * from (${nationalInScope(sql`m.month, m.revenue * f.share as revenue`, range, stores, sql`and m.product_id = any(${segment})`)}) x
          where x.revenue > 0`
    : sql`select d.product_id, d.month, d.revenue from product_sales_monthly d
          where d.month between ${range.from}::date and ${range.to}::date and d.product_id = any(${segment}) and d.units > 0`;
  const rows = await queryRows<{ month: string; rank: string | null; size: string; revenue: string; share: string | null }>(
    db,
    sql`with sales as (${sales}),
        ranked as (
          select product_id, month, revenue,
                 row_number() over (partition by month order by revenue desc, product_id) as rank,
                 count(*) over (partition by month) as size,
                 revenue / nullif(sum(revenue) over (partition by month), 0) as share
          from sales)
        select m::date::text as month, r.rank, (select count(*) from sales s where s.month = m::date) as size,
               coalesce(r.revenue, 0) as revenue, coalesce(r.share, 0) as share
        from generate_series(${range.from}::date, ${range.to}::date, interval '1 month') m
        left join ranked r on r.month = m::date and r.product_id = ${productId}
        order by m`,
  );
  return rows.map((r) => ({
    month: r.month,
    rank: r.rank === null ? null : Number(r.rank),
    size: Number(r.size),
    revenue: Number(r.revenue),
    share: Number(r.share ?? 0),
  }));
}
