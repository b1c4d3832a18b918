import { eq, sql, type SQL } from "drizzle-orm";
import type { Database } from "../../db/client";
import { appSettings, articleYearlySales, priceHistory, products, storeAssortment, stores } from "../../db/schema";
import { catalogueEvents, type StoredArticle } from "../artdisk/catalogue-diff";
import { insertArticleEvents, type ArticleEventRow } from "../artdisk/events";
import { SIZE_CLASSES } from "../generator/size-classes";
import { ImportRefused } from "./refusal";
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

type Transaction = Parameters<Parameters<Database["orm"]["transaction"]>[0]>[0];

/** Rows of a raw query inside a transaction, on either driver. */
async function rowsOf<T>(tx: Transaction, query: SQL): Promise<T[]> {
  const result = (await tx.execute(query)) as unknown as { rows?: T[] };
  return result.rows ?? (result as unknown as T[]);
}

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

const CATALOGUE_AS_OF = "catalogue_as_of";

const PRODUCT_COLUMNS = [
  ["productId", "product_id"],
  ["nameBold", "name_bold"],
  ["nameThin", "name_thin"],
  ["producerName", "producer_name"],
  ["supplierName", "supplier_name"],
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
  ["packaging", "packaging"],
] as const;

export interface ProductsWritten {
  /** The date of the newest catalogue stored before this one, if newer than this file. */
  newerStored: string | null;
  /** Products already stored from that newer catalogue, left as they were. */
  keptNewer: number;
  /** New events of the article register: launches, moves and delistings the file shows. */
  events: number;
}

/**
 * Upserts the catalogue in one transaction and records each price that differs from the
 * product's latest one as of `asOf` (the catalogue's date). A value the file does not have
 * (a missing column, a blank cell) never replaces a stored one. A file older than the newest
 * catalogue already stored only adds the products it does not know: newer data wins.
 */
export async function writeProducts(
  db: Database,
  rows: readonly ProductRow[],
  asOf: string,
  progress?: Progress,
): Promise<ProductsWritten> {
  return db.orm.transaction(async (tx) => {
    const [stored] = await tx.select().from(appSettings).where(eq(appSettings.key, CATALOGUE_AS_OF));
    const newerStored = stored && stored.value > asOf ? stored.value : null;
    const [held] = await rowsOf<{ any: boolean }>(tx, sql`select exists (select 1 from ${products}) as any`);
    const hadCatalogue = Boolean(stored) || Boolean(held?.any);
    let done = 0;
    let keptNewer = 0;
    let events = 0;
    for (const batch of batches(rows)) {
      const before = await rowsOf<{ product_number: string; assortment_text: string | null; discontinued: boolean }>(
        tx,
        sql`select product_number, assortment_text, discontinued from ${products}
            where product_number in (select jsonb_array_elements_text(${JSON.stringify(batch.map((row) => row.productNumber))}::jsonb))`,
      );
      const previous = new Map<string, StoredArticle>(
        before.map((r) => [r.product_number, { assortmentText: r.assortment_text, discontinued: r.discontinued }]),
      );
      // An older file only adds what the catalogue lacks: it says nothing of changes since.
      const diffed = newerStored ? batch.filter((row) => !previous.has(row.productNumber)) : batch;
      events += await insertArticleEvents(tx, catalogueEvents(diffed, previous, asOf, hadCatalogue));
      const insert = tx.insert(products).values(batch);
      if (newerStored) {
        const added = await insert
          .onConflictDoNothing({ target: products.productNumber })
          .returning({ productNumber: products.productNumber });
        keptNewer += batch.length - added.length;
      } else {
        await insert.onConflictDoUpdate({
          target: products.productNumber,
          set: Object.fromEntries(
            PRODUCT_COLUMNS.map(([key, column]) => [
              key,
              sql.raw(
                key === "discontinued" || key === "nameBold" ? `excluded.${column}` : `coalesce(excluded.${column}, products.${column})`,
              ),
            ]),
          ),
        });
      }
      const priced = batch.filter((row) => row.price !== null);
      if (priced.length) {
        await tx.execute(sql`
          insert into ${priceHistory} (product_number, valid_from, price)
          select v.product_number, ${asOf}::date, v.price
          from (values ${sql.join(
            priced.map((row) => sql`(${row.productNumber}, ${row.price}::numeric)`),
            sql`, `,
          )}) as v(product_number, price)
          where v.price is distinct from (
            select h.price from ${priceHistory} h
            where h.product_number = v.product_number and h.valid_from <= ${asOf}::date
            order by h.valid_from desc limit 1
          )
          on conflict (product_number, valid_from) do update set price = excluded.price`);
      }
      progress?.((done += batch.length), rows.length);
    }
    if (!newerStored) {
      await tx
        .insert(appSettings)
        .values({ key: CATALOGUE_AS_OF, value: asOf })
        .onConflictDoUpdate({ target: appSettings.key, set: { value: asOf, updatedAt: sql`now()` } });
    }
    return { newerStored, keptNewer, events };
  });
}

const JSON_BATCH = 20_000;

export interface YearlySalesWritten {
  /** Distinct product numbers in the file that the catalogue does not know. */
  unknownProducts: number;
}

/**
 * Replaces the years the file covers, in one transaction (a year is published whole). A file
 * with fewer rows for a year than are stored is refused unless `replace` is set: a cut file
 * must not replace a year with part of it. A value the file lacks keeps the stored one. Rows go
 * in as one JSON document per 20,000 rows (jsonb_to_recordset): few statements, few parameters.
 */
export async function writeYearlySales(
  db: Database,
  rows: readonly YearlySalesRow[],
  options: { replace?: boolean; progress?: Progress } = {},
): Promise<YearlySalesWritten> {
  const incoming = new Map<number, number>();
  for (const row of rows) incoming.set(row.year, (incoming.get(row.year) ?? 0) + 1);
  const years = sql.join(
    [...incoming.keys()].map((y) => sql`${y}`),
    sql`, `,
  );
  return db.orm.transaction(async (tx) => {
    const stored = await rowsOf<{ year: number; n: string }>(
      tx,
      sql`select year, count(*) as n from ${articleYearlySales} where year in (${years}) group by year order by year`,
    );
    for (const { year, n } of stored) {
      const now = incoming.get(Number(year)) ?? 0;
      if (!options.replace && now < Number(n)) {
        throw new ImportRefused(
          `${year} would shrink from ${Number(n).toLocaleString("en")} stored rows to ${now.toLocaleString("en")}; is the file cut short? Use --replace to replace the year anyway`,
        );
      }
    }
    if (!options.replace) await refuseYearCutShort(tx, rows, new Set(stored.map(({ year }) => Number(year))));
    await tx.execute(sql`create temporary table previous_yearly_sales on commit drop as
      select * from ${articleYearlySales} where year in (${years})`);
    await tx.execute(sql`delete from ${articleYearlySales} where year in (${years})`);
    for (let start = 0; start < rows.length; start += JSON_BATCH) {
      const batch = rows.slice(start, start + JSON_BATCH);
      await tx.execute(sql`
        insert into ${articleYearlySales}
          (year, article_id, product_number, name, producer_name, category, category_detail, price, volume_ml, country, litres)
        select r.year, r."articleId", r."productNumber", coalesce(r.name, p.name), coalesce(r."producerName", p.producer_name),
          coalesce(r.category, p.category), coalesce(r."categoryDetail", p.category_detail), coalesce(r.price, p.price),
          coalesce(r."volumeMl", p.volume_ml), coalesce(r.country, p.country), r.litres
        from jsonb_to_recordset(${JSON.stringify(batch)}::jsonb) as r(
          year int, "articleId" text, "productNumber" text, name text, "producerName" text, category text,
          "categoryDetail" text, price numeric, "volumeMl" int, country text, litres numeric)
        left join previous_yearly_sales p on p.year = r.year and p.article_id = r."articleId"`);
      options.progress?.(start + batch.length, rows.length);
    }
    await tx.execute(sql`drop table previous_yearly_sales`);
    const [unknown] = await rowsOf<{ n: string }>(
      tx,
      sql`
      select count(distinct y.product_number) as n from ${articleYearlySales} y
      where y.year in (${years}) and not exists (select 1 from ${products} p where p.product_number = y.product_number)`,
    );
    return { unknownProducts: Number(unknown?.n ?? 0) };
  });
}

/**
 * A year the database does not hold yet has no stored rows to shrink from, so a file cut at a line
 * end would import part of it without a word: a new year whose litres fall short of
 * NEW_YEAR_MIN_SHARE of the nearest other year's (stored or in the file) is refused. The market
 * moves a few per cent a year (every year of 2009–2018 sold 0.1–5 % more than the one before),
 * while the articles are listed by number, so a cut keeps the old, large ones: 2010's file cut
 * after 10,047 of its 16,637 rows still holds 92 % of 2009's litres. A refusal costs --replace;
 * a silent partial year would cost every share computed from it. Only whole national years are
 * compared (a year of the monopoly's list holds 15,000 articles or more): an extract of a few
 * articles may move any way from one year to the next.
 */
const NEW_YEAR_MIN_SHARE = 0.93;
const NATIONAL_YEAR_MIN_ROWS = 5_000;

async function refuseYearCutShort(tx: Transaction, rows: readonly YearlySalesRow[], storedYears: ReadonlySet<number>): Promise<void> {
  const litres = new Map<number, number>();
  const counts = new Map<number, number>();
  for (const row of rows) {
    litres.set(row.year, (litres.get(row.year) ?? 0) + row.litres);
    counts.set(row.year, (counts.get(row.year) ?? 0) + 1);
  }
  const others = await rowsOf<{ year: number; litres: string; n: string }>(
    tx,
    sql`select year, sum(litres) as litres, count(*) as n from ${articleYearlySales} group by year`,
  );
  const known = new Map<number, number>(
    others.filter((row) => Number(row.n) >= NATIONAL_YEAR_MIN_ROWS).map((row) => [Number(row.year), Number(row.litres)]),
  );
  for (const [year, total] of litres) if (!known.has(year) && counts.get(year)! >= NATIONAL_YEAR_MIN_ROWS) known.set(year, total);
  for (const [year, total] of litres) {
    if (storedYears.has(year)) continue;
    // Only a neighbouring year says what this one should hold: the market grew 12 % from 2009 to 2018.
    const nearest = [year - 1, year + 1].find((other) => known.has(other));
    if (nearest === undefined) continue;
    const reference = known.get(nearest)!;
    if (reference > 0 && total < reference * NEW_YEAR_MIN_SHARE) {
      const millions = (value: number) => `${(value / 1e6).toLocaleString("en", { maximumFractionDigits: 1 })} M`;
      throw new ImportRefused(
        `${year} holds ${counts.get(year)!.toLocaleString("en")} rows and ${millions(total)} litres, ${Math.round((total / reference) * 100)} % of ${nearest}'s ${millions(reference)}; is the file cut short? Use --replace to import the year as it is`,
      );
    }
  }
}

/**
 * Size classes from the data: the stores of the snapshot ranked by how many products they list,
 * cut by the shares the generated market uses (10 % XL, 25 % L, 35 % M, 20 % S, 10 % XS), so
 * comparisons with stores of the same size have peers on real data too.
 */
async function deriveSizeClasses(tx: Transaction, observedOn: string): Promise<void> {
  const ranked = await rowsOf<{ site_id: string }>(
    tx,
    sql`
    select a.site_id from ${storeAssortment} a join ${stores} s on s.site_id = a.site_id and not s.is_agent
    where a.observed_on = ${observedOn}::date group by a.site_id order by count(*) desc, a.site_id`,
  );
  const classes: [string, string][] = [];
  let start = 0;
  for (const sizeClass of SIZE_CLASSES) {
    const end = sizeClass === SIZE_CLASSES.at(-1) ? ranked.length : start + Math.round(sizeClass.share * ranked.length);
    for (const { site_id } of ranked.slice(start, end)) classes.push([site_id, sizeClass.name]);
    start = end;
  }
  if (classes.length === 0) return;
  await tx.execute(sql`
    update ${stores} s set size_class = r->>1, updated_at = now()
    from jsonb_array_elements(${JSON.stringify(classes)}::jsonb) as r
    where s.site_id = r->>0`);
}

/** Replaces the assortment of the snapshot's date, in one transaction, 20,000 pairs a statement. */
export interface AssortmentWritten {
  /** Pairs naming a product the catalogue does not know, and the distinct products. */
  pairsWithUnknownProduct: number;
  unknownProducts: number;
  /** Pairs naming a site that is not among the stores, and the distinct sites. */
  pairsWithUnknownStore: number;
  unknownStores: number;
}

export async function writeAssortment(
  db: Database,
  observedOn: string,
  rows: readonly AssortmentRow[],
  progress?: Progress,
): Promise<AssortmentWritten> {
  return db.orm.transaction(async (tx) => {
    await tx.execute(sql`delete from ${storeAssortment} where observed_on = ${observedOn}::date`);
    for (let start = 0; start < rows.length; start += JSON_BATCH) {
      const batch = rows.slice(start, start + JSON_BATCH).map((row) => [row.siteId, row.productNumber, row.temporarilyOutOfStock]);
      await tx.execute(sql`
        insert into ${storeAssortment} (site_id, product_number, observed_on, temporarily_out_of_stock)
        select r->>0, r->>1, ${observedOn}::date, (r->>2)::boolean
        from jsonb_array_elements(${JSON.stringify(batch)}::jsonb) as r`);
      progress?.(start + batch.length, rows.length);
    }
    await deriveSizeClasses(tx, observedOn);
    const [u = {}] = await rowsOf<Record<string, string>>(
      tx,
      sql`
      select
        count(*) filter (where p.product_number is null) as pairs_product,
        count(distinct a.product_number) filter (where p.product_number is null) as products,
        count(*) filter (where s.site_id is null) as pairs_store,
        count(distinct a.site_id) filter (where s.site_id is null) as stores
      from ${storeAssortment} a
      left join ${products} p on p.product_number = a.product_number
      left join ${stores} s on s.site_id = a.site_id
      where a.observed_on = ${observedOn}::date`,
    );
    return {
      pairsWithUnknownProduct: Number(u.pairs_product ?? 0),
      unknownProducts: Number(u.products ?? 0),
      pairsWithUnknownStore: Number(u.pairs_store ?? 0),
      unknownStores: Number(u.stores ?? 0),
    };
  });
}

/** Stores the article register's events in one transaction; says how many were new and how many articles the catalogue lacks. */
export async function writeArticleEvents(db: Database, events: readonly ArticleEventRow[]): Promise<{ stored: number; unknown: number }> {
  return db.orm.transaction(async (tx) => {
    const numbers = [...new Set(events.map((e) => e.productNumber))];
    const [known] = await rowsOf<{ n: number }>(
      tx,
      sql`select count(*)::int as n from ${products} where product_number in (select jsonb_array_elements_text(${JSON.stringify(numbers)}::jsonb))`,
    );
    return { stored: await insertArticleEvents(tx, events), unknown: numbers.length - (known?.n ?? 0) };
  });
}
