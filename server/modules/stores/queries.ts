/** The stores module's own SQL: the store list, its filter values, counts, locations and opening hours. */
import { sql } from "drizzle-orm";
import type { City, OpeningHours, StoreFilters, StoreListQuery, StoreLocation, StoreSort, StoreStatistics } from "../../../contracts";
import { escapeLike } from "../../core/like-pattern";
import type { Database } from "../../db/client";
import { queryRows } from "../../db/rows";
import { STORE_COLUMNS, toStoreDto } from "../../market/stores";

const SORT_COLUMNS: Record<StoreSort, string> = { name: "s.display_name", city: "s.city", county: "s.county", siteId: "s.site_id" };

/** One page of the filtered, sorted store list, and how many match in all. */
export async function storeListPage(db: Database, q: StoreListQuery, limit: number, offset: number) {
  const text = q.search?.trim().toLowerCase();
  const conditions = [
    text
      ? sql`(s.site_id = ${text} or lower(s.display_name || ' ' || coalesce(s.alias, '') || ' ' || coalesce(s.city, '') || ' ' || s.site_id) like ${`%${escapeLike(text)}%`})`
      : null,
    q.county ? sql`s.county = ${q.county}` : null,
    q.city ? sql`s.city = ${q.city}` : null,
    q.sizeClass ? sql`s.size_class = ${q.sizeClass}` : null,
    q.isAgent !== undefined ? sql`s.is_agent = ${q.isAgent}` : null,
    q.isActive !== undefined ? sql`s.is_active = ${q.isActive}` : null,
  ].filter((c) => c !== null);
  const where = conditions.length ? sql.join(conditions, sql` and `) : sql`true`;
  const order = sql.raw(`${SORT_COLUMNS[q.sortBy ?? "name"]} ${q.sortOrder === "desc" ? "desc" : "asc"} nulls last, s.id`);
  const rows = await queryRows(
    db,
    sql`select ${STORE_COLUMNS}, count(*) over () as total from stores s where ${where} order by ${order} limit ${limit} offset ${offset}`,
  );
  // A page past the end has no rows to carry the total: count separately.
  const total = rows.length
    ? Number(rows[0]!.total)
    : Number((await queryRows<{ n: string }>(db, sql`select count(*) as n from stores s where ${where}`))[0]?.n ?? 0);
  return { items: rows.map(toStoreDto), total };
}

export async function storeCities(db: Database): Promise<City[]> {
  const rows = await queryRows<{ city: string; county: string | null; n: string }>(
    db,
    sql`select city, min(county) as county, count(*) as n from stores where city is not null and not is_agent group by city order by city`,
  );
  return rows.map((r) => ({ city: r.city, county: r.county, stores: Number(r.n) }));
}

export async function storeFilterValues(db: Database): Promise<StoreFilters> {
  const distinct = async (column: string) =>
    (
      await queryRows<{ v: string }>(
        db,
        sql`select distinct ${sql.raw(column)} as v from stores where ${sql.raw(column)} is not null order by 1`,
      )
    ).map((r) => r.v);
  const [counties, cities, sizeClasses] = await Promise.all([distinct("county"), distinct("city"), distinct("size_class")]);
  return { counties, cities, sizeClasses };
}

export async function storeStatistics(db: Database): Promise<StoreStatistics> {
  const [[totals], byCounty, bySize] = await Promise.all([
    queryRows<Record<string, string>>(
      db,
      sql`select count(*) filter (where not is_agent) as stores, count(*) filter (where is_agent) as agents, count(*) filter (where is_active) as active from stores`,
    ),
    queryRows<{ name: string; n: string }>(
      db,
      sql`select county as name, count(*) as n from stores where not is_agent and county is not null group by 1 order by 2 desc, 1`,
    ),
    queryRows<{ name: string; n: string }>(
      db,
      sql`select size_class as name, count(*) as n from stores where size_class is not null group by 1 order by 1`,
    ),
  ]);
  const counts = (rows: { name: string; n: string }[]) => rows.map((r) => ({ name: r.name, stores: Number(r.n) }));
  return {
    stores: Number(totals?.stores ?? 0),
    agents: Number(totals?.agents ?? 0),
    active: Number(totals?.active ?? 0),
    byCounty: counts(byCounty),
    bySizeClass: counts(bySize),
  };
}

export async function storeLocations(db: Database, isActive: boolean | undefined): Promise<StoreLocation[]> {
  const active = isActive === undefined ? sql`true` : sql`is_active = ${isActive}`;
  const rows = await queryRows<Record<string, string | number | boolean>>(
    db,
    sql`select id, site_id, display_name, latitude, longitude, is_agent, is_active from stores where latitude is not null and longitude is not null and ${active} order by id`,
  );
  return rows.map((r) => ({
    id: Number(r.id),
    siteId: String(r.site_id),
    displayName: String(r.display_name),
    latitude: Number(r.latitude),
    longitude: Number(r.longitude),
    isAgent: Boolean(r.is_agent),
    isActive: Boolean(r.is_active),
  }));
}

export async function openingHours(db: Database, storeId: number): Promise<OpeningHours[]> {
  const [hours] = await queryRows<{ opening_hours: OpeningHours[] | null }>(
    db,
    sql`select opening_hours from stores where id = ${storeId}`,
  );
  return hours?.opening_hours ?? [];
}
