import { sql } from "drizzle-orm";
import type { Database } from "../db/client";
import { escapeLike } from "../core/like-pattern";
import { queryRows } from "../db/rows";
import { productIdSet } from "./sales";

export interface StoreDto {
  id: number;
  siteId: string;
  displayName: string;
  alias: string | null;
  address: string | null;
  city: string | null;
  county: string | null;
  latitude: number | null;
  longitude: number | null;
  isAgent: boolean;
  isActive: boolean;
  sizeClass: string | null;
  /** The names the dashboard's store entity uses: storeId = siteId, siteName = displayName. */
  storeId: string;
  siteName: string;
}

export const STORE_COLUMNS = sql.raw(
  "s.id, s.site_id, s.display_name, s.alias, s.address, s.city, s.county, s.latitude, s.longitude, s.is_agent, s.is_active, s.size_class",
);
const STORE_SEARCH_TEXT = sql.raw(
  `lower(s.display_name || ' ' || coalesce(s.alias, '') || ' ' || coalesce(s.city, '') || ' ' || s.site_id)`,
);

export function toStoreDto(r: Record<string, unknown>): StoreDto {
  const n = (v: unknown) => (v === null || v === undefined ? null : Number(v));
  return {
    id: Number(r.id),
    siteId: String(r.site_id),
    displayName: String(r.display_name),
    alias: (r.alias as string | null) ?? null,
    address: (r.address as string | null) ?? null,
    city: (r.city as string | null) ?? null,
    county: (r.county as string | null) ?? null,
    latitude: n(r.latitude),
    longitude: n(r.longitude),
    isAgent: Boolean(r.is_agent),
    isActive: Boolean(r.is_active),
    sizeClass: (r.size_class as string | null) ?? null,
    storeId: String(r.site_id),
    siteName: String(r.display_name),
  };
}

/** Stores by site id (exact first), name, alias or city, typo-tolerant. */
export async function searchStores(db: Database, query: string, limit: number): Promise<StoreDto[]> {
  const q = query.trim().toLowerCase();
  const rows = await queryRows(
    db,
    sql`select ${STORE_COLUMNS},
          case when s.site_id = ${q} then 3 when lower(s.display_name) like ${`${escapeLike(q)}%`} or lower(s.city) like ${`${escapeLike(q)}%`} then 2
               when ${STORE_SEARCH_TEXT} like ${`%${escapeLike(q)}%`} then 1 else 0 end as rank,
          word_similarity(${q}, ${STORE_SEARCH_TEXT}) as similarity
        from stores s
        where s.site_id = ${q} or ${STORE_SEARCH_TEXT} like ${`%${escapeLike(q)}%`} or ${q} <% ${STORE_SEARCH_TEXT}
        order by rank desc, s.is_agent, similarity desc, s.display_name
        limit ${limit}`,
  );
  return rows.map(toStoreDto);
}

/** A store by its number (site id) or, when no site has that number, by Fenix's internal id. */
export async function findStoreByRef(db: Database, ref: string): Promise<StoreDto | null> {
  const internalId = /^[0-9]{1,9}$/.test(ref) ? Number(ref) : null;
  const [row] = await queryRows(
    db,
    sql`select ${STORE_COLUMNS} from stores s where s.site_id = ${ref} or s.id = ${internalId}
        order by (s.site_id = ${ref}) desc limit 1`,
  );
  return row ? toStoreDto(row) : null;
}

export async function findStore(db: Database, id: number): Promise<StoreDto | null> {
  const [row] = await queryRows(db, sql`select ${STORE_COLUMNS} from stores s where s.id = ${id}`);
  return row ? toStoreDto(row) : null;
}

export async function findStores(db: Database, ids: readonly number[]): Promise<Map<number, StoreDto>> {
  if (ids.length === 0) return new Map();
  const rows = await queryRows(db, sql`select ${STORE_COLUMNS} from stores s where s.id = any(${productIdSet(ids)})`);
  return new Map(rows.map((r) => [Number(r.id), toStoreDto(r)]));
}
