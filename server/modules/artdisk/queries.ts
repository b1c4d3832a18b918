import { sql, type SQL } from "drizzle-orm";
import type { ArticleEventKind } from "../../../contracts";
import { escapeLike } from "../../core/like-pattern";
import type { Database } from "../../db/client";
import { queryRows } from "../../db/rows";
import { productIdSet } from "../../market/sales";

/**
 * Every event of the register: the stored ones, and price changes read from the catalogue's price
 * history (a row whose price differs from the one before it).
 */
const EVENT_LOG = sql`
  select product_number, event_date, kind, assortment_from, assortment_to,
         null::numeric as price_from, null::numeric as price_to, source, id as seq
  from article_events
  union all
  select product_number, valid_from, 'price_change', null, null, previous, price, 'catalogue', 4611686018427387904
  from (select product_number, valid_from, price,
               lag(price) over (partition by product_number order by valid_from) as previous
        from price_history) h
  where previous is not null and previous <> price`;

/**
 * One row per article the register knows: the catalogue's products and every article with an
 * event. The catalogue describes what it holds; other articles keep what their newest event said.
 * The newest assortment event decides where the article is (none after a delisting).
 */
const REGISTER = sql`
  latest as (
    select distinct on (product_number) product_number, kind, assortment_to, name, producer_name,
           category_level1, category_level2, volume_ml, price
    from article_events order by product_number, event_date desc, id desc
  ),
  launched as (select product_number, min(event_date) as day from article_events where kind = 'launch' group by product_number),
  register as materialized (
    select coalesce(p.product_number, e.product_number) as product_number, p.id as product_id,
           coalesce(nullif(trim(p.name_bold || ' ' || coalesce(p.name_thin, '')), ''), e.name, coalesce(p.product_number, e.product_number)) as name,
           coalesce(p.producer_name, e.producer_name) as producer,
           coalesce(p.category_level1, e.category_level1) as category,
           coalesce(p.category_level2, e.category_level2) as subcategory,
           coalesce(p.volume_ml, e.volume_ml) as volume_ml,
           coalesce(p.price, e.price) as price,
           case when e.kind is not null then (case when e.kind = 'delisting' then null else e.assortment_to end)
                when p.discontinued then null else p.assortment_text end as assortment,
           case when e.kind = 'delisting' or (e.kind is null and p.discontinued) then 'delisted' else 'listed' end as status,
           coalesce(l.day, p.launch_date) as launch_date
    from products p
    full join latest e on e.product_number = p.product_number
    left join launched l on l.product_number = coalesce(p.product_number, e.product_number)
  )`;

export interface RegisterFilter {
  search?: string | undefined;
  category?: string | undefined;
  assortment?: string | undefined;
  producer?: string | undefined;
  status?: "listed" | "delisted" | undefined;
  /** Only these catalogue products (the company's own). */
  products?: number[] | undefined;
}

export interface EventFilter {
  kind?: ArticleEventKind | undefined;
  from?: string | undefined;
  to?: string | undefined;
}

function registerWhere(f: RegisterFilter): SQL {
  const conditions: SQL[] = [sql`true`];
  if (f.search) {
    const like = `%${escapeLike(f.search.toLowerCase())}%`;
    conditions.push(sql`(r.product_number = ${f.search} or lower(r.name) like ${like} or lower(coalesce(r.producer, '')) like ${like})`);
  }
  if (f.category) conditions.push(sql`r.category = ${f.category}`);
  if (f.producer) conditions.push(sql`r.producer = ${f.producer}`);
  if (f.status) conditions.push(sql`r.status = ${f.status}`);
  if (f.assortment)
    conditions.push(
      sql`(r.assortment = ${f.assortment} or r.product_number in (select a.product_number from article_events a
            where a.assortment_from = ${f.assortment} or a.assortment_to = ${f.assortment}))`,
    );
  if (f.products) conditions.push(sql`r.product_id = any(${productIdSet(f.products)})`);
  return sql.join(conditions, sql` and `);
}

/**
 * The order-goods range by its Swedish and English names (the 2020 catalogue is in English). Its
 * articles are ordered, never on a shelf, and a crawl of the site sees many of them leave and
 * come back; entries and exits there are counted apart so the register's launches and delistings
 * are the shelves' (PRODUCT.md §7, Artdisk).
 */
const ORDER_GOODS = sql`('Ordervaror', 'Order goods')`;

/** A launch or delisting counts as one only out of or into the shelves: order goods' are counted apart. */
const SHELF_MOVE = (alias: string) =>
  sql`coalesce(${sql.raw(`${alias}.assortment_to`)}, ${sql.raw(`${alias}.assortment_from`)}, '') not in ${ORDER_GOODS}`;

function eventWhere(f: EventFilter, alias: string): SQL {
  const column = (name: string) => sql.raw(`${alias}.${name}`);
  const conditions: SQL[] = [sql`true`];
  if (f.kind) conditions.push(sql`${column("kind")} = ${f.kind}`);
  if (f.kind === "launch" || f.kind === "delisting") conditions.push(SHELF_MOVE(alias));
  if (f.from) conditions.push(sql`${column("event_date")} >= ${f.from}::date`);
  if (f.to) conditions.push(sql`${column("event_date")} <= ${f.to}::date`);
  return sql.join(conditions, sql` and `);
}

const hasEventFilter = (f: EventFilter) => Boolean(f.kind || f.from || f.to);

export interface EventRow {
  event_date: string;
  kind: ArticleEventKind;
  assortment_from: string | null;
  assortment_to: string | null;
  price_from: string | null;
  price_to: string | null;
  source: "catalogue" | "changelog" | "demo";
}

export interface ArticleRow {
  product_number: string;
  product_id: number | null;
  name: string;
  producer: string | null;
  category: string | null;
  subcategory: string | null;
  volume_ml: number | null;
  price: string | null;
  assortment: string | null;
  status: "listed" | "delisted";
  launch_date: string | null;
  event_count: number;
  /** The newest event (matching the event filter); null fields when the article has none. */
  event_date: string | null;
  kind: ArticleEventKind | null;
  assortment_from: string | null;
  assortment_to: string | null;
  price_from: string | null;
  price_to: string | null;
  source: EventRow["source"] | null;
  total: number;
}

export type RegisterSort = "latest" | "name" | "number" | "launch";

/** Each sort's natural order (newest first for dates, A–Z and low to high otherwise), or its reverse. */
const ORDER: Record<RegisterSort, (reversed: boolean) => SQL> = {
  latest: (reversed) => sql.raw(`m.event_date ${reversed ? "asc" : "desc"} nulls last, r.product_number`),
  name: (reversed) => sql.raw(`lower(r.name) ${reversed ? "desc" : "asc"}, r.product_number`),
  number: (reversed) => sql.raw(`length(r.product_number) ${reversed ? "desc" : "asc"}, r.product_number ${reversed ? "desc" : "asc"}`),
  launch: (reversed) => sql.raw(`r.launch_date ${reversed ? "asc" : "desc"} nulls last, r.product_number`),
};

/** A page of the register, each article with its newest (matching) event and its count of events. */
export async function registerPage(
  db: Database,
  filter: RegisterFilter,
  events: EventFilter,
  sort: { by: RegisterSort; reversed: boolean },
  page: { limit: number; offset: number },
): Promise<ArticleRow[]> {
  return queryRows<ArticleRow>(
    db,
    sql`with log as materialized (${EVENT_LOG}), ${REGISTER},
      matching as materialized (
        select distinct on (product_number) * from log l where ${eventWhere(events, "l")}
        order by product_number, event_date desc, seq desc
      ),
      counts as materialized (select product_number, count(*)::int as n from log group by product_number)
      select r.product_number, r.product_id, r.name, r.producer, r.category, r.subcategory, r.volume_ml, r.price::text,
             r.assortment, r.status, r.launch_date::text, coalesce(c.n, 0) as event_count,
             m.event_date::text, m.kind, m.assortment_from, m.assortment_to, m.price_from::text, m.price_to::text, m.source,
             count(*) over ()::int as total
      from register r
      ${hasEventFilter(events) ? sql`join` : sql`left join`} matching m on m.product_number = r.product_number
      left join counts c on c.product_number = r.product_number
      where ${registerWhere(filter)}
      order by ${ORDER[sort.by](sort.reversed)}
      limit ${page.limit} offset ${page.offset}`,
  );
}

/** One article of the register, or none. */
export async function registerArticle(db: Database, productNumber: string): Promise<ArticleRow | undefined> {
  const [row] = await queryRows<ArticleRow>(
    db,
    sql`with log as materialized (${EVENT_LOG}), ${REGISTER},
      newest as (select * from log where product_number = ${productNumber} order by event_date desc, seq desc limit 1)
      select r.product_number, r.product_id, r.name, r.producer, r.category, r.subcategory, r.volume_ml, r.price::text,
             r.assortment, r.status, r.launch_date::text,
             (select count(*)::int from log where product_number = ${productNumber}) as event_count,
             m.event_date::text, m.kind, m.assortment_from, m.assortment_to, m.price_from::text, m.price_to::text, m.source, 1 as total
      from register r left join newest m on true
      where r.product_number = ${productNumber}`,
  );
  return row;
}

/** An article's events, oldest first. */
export async function articleEvents(db: Database, productNumber: string): Promise<EventRow[]> {
  return queryRows<EventRow>(
    db,
    sql`select event_date::text, kind, assortment_from, assortment_to, price_from::text, price_to::text, source
        from (${EVENT_LOG}) l where product_number = ${productNumber} order by event_date, seq`,
  );
}

/** The newest day with an event, or null for an empty register. */
export async function newestEventDay(db: Database): Promise<string | null> {
  const [row] = await queryRows<{ day: string | null }>(db, sql`select max(event_date)::text as day from (${EVENT_LOG}) l`);
  return row?.day ?? null;
}

export interface MonthKindCount {
  month: string;
  kind: ArticleEventKind;
  category: string | null;
  /** A launch into or a delisting from order goods, which the statistics count apart. */
  order_goods: boolean;
  n: number;
}

/** Events per month, kind and category of the articles a filter keeps, within the days given. */
export async function eventCounts(db: Database, filter: RegisterFilter, from: string, to: string): Promise<MonthKindCount[]> {
  return queryRows<MonthKindCount>(
    db,
    sql`with log as materialized (${EVENT_LOG}), ${REGISTER}
      select to_char(l.event_date, 'YYYY-MM') as month, l.kind, r.category,
             (l.kind in ('launch', 'delisting') and coalesce(l.assortment_to, l.assortment_from) in ${ORDER_GOODS}) as order_goods,
             count(*)::int as n
      from log l join register r on r.product_number = l.product_number
      where l.event_date between ${from}::date and ${to}::date and ${registerWhere(filter)}
      group by 1, 2, 3, 4 order by 1, 2, 3, 4`,
  );
}

/** Articles with at least one event within the days, among those the filter keeps. */
export async function articlesWithEvents(db: Database, filter: RegisterFilter, from: string, to: string): Promise<number> {
  const [row] = await queryRows<{ n: number }>(
    db,
    sql`with log as materialized (${EVENT_LOG}), ${REGISTER}
      select count(distinct l.product_number)::int as n
      from log l join register r on r.product_number = l.product_number
      where l.event_date between ${from}::date and ${to}::date and ${registerWhere(filter)}`,
  );
  return row?.n ?? 0;
}

export interface FilterValueRow {
  facet: "category" | "assortment" | "producer" | "kind";
  value: string;
  count: number;
}

/** The values each filter can take, with how many articles (events for kinds) have them. */
export async function filterValues(db: Database): Promise<{ values: FilterValueRow[]; first: string | null; last: string | null }> {
  const values = await queryRows<FilterValueRow>(
    db,
    sql`with log as materialized (${EVENT_LOG}), ${REGISTER},
      facets as (
        select 'category' as facet, category as value, count(*)::int as count from register where category is not null group by category
        union all
        select 'assortment', assortment, count(*)::int from register where assortment is not null group by assortment
        union all
        (select 'producer', producer, count(*)::int from register where producer is not null group by producer order by 3 desc, 2 limit 300)
        union all
        select 'kind', kind, count(*)::int from log l where kind not in ('launch', 'delisting') or ${SHELF_MOVE("l")} group by kind
      )
      select * from facets order by facet, count desc, value`,
  );
  const [range] = await queryRows<{ first: string | null; last: string | null }>(
    db,
    sql`select min(event_date)::text as first, max(event_date)::text as last from (${EVENT_LOG}) l`,
  );
  return { values, first: range?.first ?? null, last: range?.last ?? null };
}
