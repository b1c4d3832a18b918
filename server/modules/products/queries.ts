/** The products module's own SQL: the catalogue's structure, price history and a product's stock and data coverage. */
import { sql } from "drizzle-orm";
import type { CatalogueStatistics, DataAvailability, PricePoint, ProductCategory, StoreStock } from "../../../contracts";
import type { Database } from "../../db/client";
import type { Period } from "../../market/period";
import { queryRows } from "../../db/rows";

export async function catalogueCategories(db: Database): Promise<ProductCategory[]> {
  const rows = await queryRows<{ l1: string; l2: string | null; n: string }>(
    db,
    sql`select category_level1 as l1, category_level2 as l2, count(*) as n from products where category_level1 is not null group by 1, 2 order by 1, 2`,
  );
  const byName = new Map<string, ProductCategory>();
  for (const r of rows) {
    let category = byName.get(r.l1);
    if (!category) byName.set(r.l1, (category = { name: r.l1, products: 0, subcategories: [] }));
    category.products += Number(r.n);
    if (r.l2) category.subcategories.push({ name: r.l2, products: Number(r.n) });
  }
  return [...byName.values()];
}

export async function catalogueStatistics(db: Database): Promise<CatalogueStatistics> {
  const [[totals], byCategory, byAssortment, byCountry] = await Promise.all([
    queryRows<Record<string, string>>(
      db,
      sql`select count(*) as products, count(*) filter (where discontinued) as discontinued, count(distinct country) as countries,
                 count(distinct supplier_name) as suppliers, coalesce(avg(price), 0) as average, coalesce(percentile_cont(0.5) within group (order by price), 0) as median
          from products`,
    ),
    queryRows<{ name: string; n: string }>(
      db,
      sql`select category_level1 as name, count(*) as n from products where category_level1 is not null group by 1 order by 2 desc, 1`,
    ),
    queryRows<{ name: string; n: string }>(
      db,
      sql`select assortment_text as name, count(*) as n from products where assortment_text is not null group by 1 order by 2 desc, 1`,
    ),
    queryRows<{ name: string; n: string }>(
      db,
      sql`select country as name, count(*) as n from products where country is not null group by 1 order by 2 desc, 1`,
    ),
  ]);
  const counts = (rows: { name: string; n: string }[]) => rows.map((r) => ({ name: r.name, products: Number(r.n) }));
  return {
    products: Number(totals?.products ?? 0),
    discontinued: Number(totals?.discontinued ?? 0),
    countries: Number(totals?.countries ?? 0),
    suppliers: Number(totals?.suppliers ?? 0),
    averagePrice: Math.round(Number(totals?.average ?? 0) * 100) / 100,
    medianPrice: Number(totals?.median ?? 0),
    byCategory: counts(byCategory),
    byAssortment: counts(byAssortment),
    byCountry: counts(byCountry),
  };
}

/** Price changes within a period, newest first: product ids with the old and new price. */
export async function priceChanges(db: Database, period: Period, limit: number) {
  const rows = await queryRows<{ id: number; day: string; price: string; previous: string }>(
    db,
    sql`select id, valid_from::text as day, price, previous from (
          select p.id, h.valid_from, h.price, lag(h.price) over (partition by h.product_number order by h.valid_from) as previous
          from price_history h join products p using (product_number)) c
        where previous is not null and previous <> price and valid_from between ${period.from}::date and ${period.to}::date
        order by valid_from desc, id limit ${limit}`,
  );
  return rows.map((r) => ({ productId: Number(r.id), date: r.day, oldPrice: Number(r.previous), newPrice: Number(r.price) }));
}

export async function priceHistory(db: Database, productNumber: string): Promise<PricePoint[]> {
  const rows = await queryRows<{ valid_from: string; price: string }>(
    db,
    sql`select valid_from::text, price from price_history where product_number = ${productNumber} order by valid_from`,
  );
  return rows.map((r) => ({ validFrom: r.valid_from, price: Number(r.price) }));
}

/** Listing stores with and without the product on the shelf. */
export async function stockCounts(db: Database, productId: number) {
  const [counts] = await queryRows<{ in_stock: string; out: string }>(
    db,
    sql`select count(*) filter (where quantity > 0) as in_stock, count(*) filter (where quantity <= 0) as out from stock_levels where product_id = ${productId}`,
  );
  return { inStock: Number(counts?.in_stock ?? 0), outOfStock: Number(counts?.out ?? 0) };
}

export async function currentStock(db: Database, productId: number): Promise<StoreStock[]> {
  const rows = await queryRows<Record<string, string | number | Date | null>>(
    db,
    sql`select s.id, s.site_id, s.display_name, s.city, s.county, l.quantity, l.observed_at
        from stock_levels l join stores s on s.id = l.store_id where l.product_id = ${productId}
        order by s.county, s.display_name`,
  );
  return rows.map((r) => ({
    storeId: Number(r.id),
    siteId: String(r.site_id),
    storeName: String(r.display_name),
    city: (r.city as string | null) ?? null,
    county: (r.county as string | null) ?? null,
    quantity: Number(r.quantity),
    observedAt: new Date(r.observed_at as string).toISOString(),
  }));
}

export async function dataAvailability(db: Database, productId: number): Promise<DataAvailability> {
  const [row] = await queryRows<Record<string, string | Date | null>>(
    db,
    sql`select (select min(day)::text from product_sales_daily where product_id = ${productId}) as first_day,
               (select max(day)::text from product_sales_daily where product_id = ${productId}) as last_day,
               (select count(*) from product_sales_daily where product_id = ${productId}) as days,
               (select max(i.last_observed_at) from stock_ingest_state i join stock_levels l on l.store_id = i.store_id and l.product_id = ${productId}) as latest,
               (select count(*) from stock_levels where product_id = ${productId}) as stores,
               not exists (select 1 from national_products where product_id = ${productId}) as store_detail`,
  );
  return {
    firstSalesDay: (row?.first_day as string | null) ?? null,
    lastSalesDay: (row?.last_day as string | null) ?? null,
    daysWithSales: Number(row?.days ?? 0),
    latestSnapshotAt: row?.latest ? new Date(row.latest as string).toISOString() : null,
    storesObserved: Number(row?.stores ?? 0),
    storeDetail: (row?.store_detail as unknown as boolean | undefined) ?? true,
  };
}
