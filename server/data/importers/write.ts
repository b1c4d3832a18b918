import { sql } from "drizzle-orm";
import type { Database } from "../../db/client";
import { articleYearlySales, priceHistory, products, storeAssortment, stores } from "../../db/schema";
import type { AssortmentRow } from "./assortment";
import type { ProductRow } from "./catalogue";
import type { StoreRow } from "./stores";
import type { YearlySalesRow } from "./yearly-sales";

const BATCH = 500;

function batches<T>(rows: readonly T[]): T[][] {
  const out: T[][] = [];
  for (let i = 0; i < rows.length; i += BATCH) out.push(rows.slice(i, i + BATCH));
  return out;
}

type Progress = (done: number, total: number) => void;

/** Upserts every site in one transaction. */
export async function writeStores(db: Database, rows: readonly StoreRow[], progress?: Progress): Promise<void> {
  await db.orm.transaction(async (tx) => {
    let done = 0;
    for (const batch of batches(rows)) {
      await tx
        .insert(stores)
        .values(batch)
        .onConflictDoUpdate({
          target: stores.siteId,
          set: {
            alias: sql`excluded.alias`,
            displayName: sql`excluded.display_name`,
            address: sql`excluded.address`,
            city: sql`excluded.city`,
            county: sql`excluded.county`,
            latitude: sql`excluded.latitude`,
            longitude: sql`excluded.longitude`,
            isAgent: sql`excluded.is_agent`,
            isActive: sql`excluded.is_active`,
            openingHours: sql`excluded.opening_hours`,
            updatedAt: sql`now()`,
          },
        });
      progress?.((done += batch.length), rows.length);
    }
  });
}

/**
 * Upserts the catalogue in one transaction and records each price that differs from the
 * product's latest one as of `asOf` (the catalogue's date).
 */
export async function writeProducts(db: Database, rows: readonly ProductRow[], asOf: string, progress?: Progress): Promise<void> {
  await db.orm.transaction(async (tx) => {
    let done = 0;
    for (const batch of batches(rows)) {
      await tx
        .insert(products)
        .values(batch)
        .onConflictDoUpdate({
          target: products.productNumber,
          set: Object.fromEntries(
            [
              ["productId", "product_id"],
              ["nameBold", "name_bold"],
              ["nameThin", "name_thin"],
              ["producerName", "producer_name"],
              ["supplierName", "coalesce(excluded.supplier_name, products.supplier_name)"],
              ["country", "country"],
              ["categoryLevel1", "category_level1"],
              ["categoryLevel2", "category_level2"],
              ["categoryLevel3", "category_level3"],
              ["price", "price"],
              ["volumeMl", "volume_ml"],
              ["alcoholPercentage", "alcohol_percentage"],
              ["assortmentCode", "assortment_code"],
              ["assortmentText", "assortment_text"],
              ["launchDate", "launch_date"],
              ["discontinued", "discontinued"],
            ].map(([key, column]) => [key, sql.raw(column!.includes("(") ? column! : `excluded.${column}`)]),
          ),
        });
      const priced = batch.filter((row) => row.price !== null);
      if (priced.length) {
        await tx.execute(sql`
          insert into ${priceHistory} (product_number, valid_from, price)
          select v.product_number, ${asOf}::date, v.price
          from (values ${sql.join(priced.map((row) => sql`(${row.productNumber}, ${row.price}::numeric)`), sql`, `)}) as v(product_number, price)
          where v.price is distinct from (
            select h.price from ${priceHistory} h
            where h.product_number = v.product_number and h.valid_from <= ${asOf}::date
            order by h.valid_from desc limit 1
          )
          on conflict (product_number, valid_from) do update set price = excluded.price`);
      }
      progress?.((done += batch.length), rows.length);
    }
  });
}

const JSON_BATCH = 20_000;

/**
 * Replaces the years the file covers, in one transaction (a year is published whole). Rows go
 * in as one JSON document per 20,000 rows (jsonb_to_recordset): few statements, few parameters.
 */
export async function writeYearlySales(db: Database, rows: readonly YearlySalesRow[], progress?: Progress): Promise<void> {
  const years = [...new Set(rows.map((row) => row.year))];
  await db.orm.transaction(async (tx) => {
    await tx.execute(sql`delete from ${articleYearlySales} where year in (${sql.join(years.map((y) => sql`${y}`), sql`, `)})`);
    for (let start = 0; start < rows.length; start += JSON_BATCH) {
      const batch = rows.slice(start, start + JSON_BATCH);
      await tx.execute(sql`
        insert into ${articleYearlySales}
          (year, article_id, product_number, name, producer_name, category, category_detail, price, volume_ml, country, litres)
        select year, "articleId", "productNumber", name, "producerName", category, "categoryDetail", price, "volumeMl", country, litres
        from jsonb_to_recordset(${JSON.stringify(batch)}::jsonb) as r(
          year int, "articleId" text, "productNumber" text, name text, "producerName" text, category text,
          "categoryDetail" text, price numeric, "volumeMl" int, country text, litres numeric)`);
      progress?.(start + batch.length, rows.length);
    }
  });
}

/** Replaces the assortment of the snapshot's date, in one transaction, 20,000 pairs a statement. */
export async function writeAssortment(db: Database, observedOn: string, rows: readonly AssortmentRow[], progress?: Progress): Promise<void> {
  await db.orm.transaction(async (tx) => {
    await tx.execute(sql`delete from ${storeAssortment} where observed_on = ${observedOn}::date`);
    for (let start = 0; start < rows.length; start += JSON_BATCH) {
      const batch = rows.slice(start, start + JSON_BATCH).map((row) => [row.siteId, row.productNumber, row.temporarilyOutOfStock]);
      await tx.execute(sql`
        insert into ${storeAssortment} (site_id, product_number, observed_on, temporarily_out_of_stock)
        select r->>0, r->>1, ${observedOn}::date, (r->>2)::boolean
        from jsonb_array_elements(${JSON.stringify(batch)}::jsonb) as r`);
      progress?.(start + batch.length, rows.length);
    }
  });
}
