import { sql, type SQL } from "drizzle-orm";
import type { Database } from "../db/client";
import { escapeLike } from "../core/like-pattern";
import { queryRows } from "../db/rows";

export interface ProductDto {
  id: number;
  productId: string | null;
  productNumber: string;
  productName: string;
  productNameBold: string;
  productNameThin: string | null;
  producerName: string | null;
  supplierName: string | null;
  country: string | null;
  categoryLevel1: string | null;
  categoryLevel2: string | null;
  categoryLevel3: string | null;
  price: number | null;
  volumeMl: number | null;
  pricePerLitre: number | null;
  alcoholPercentage: number | null;
  assortment: string | null;
  assortmentText: string | null;
  launchDate: string | null;
  discontinued: boolean;
  imageUrl: string | null;
  /** The names the dashboard's product entity uses: producerName, volumeMl, category level 2, alcoholPercentage. */
  producer: string | null;
  volume: number | null;
  category: string | null;
  alcoholContent: number | null;
}

export const PRODUCT_COLUMNS = sql.raw(`p.id, p.product_id, p.product_number, p.name_bold, p.name_thin, p.producer_name, p.supplier_name,
  p.country, p.category_level1, p.category_level2, p.category_level3, p.price, p.volume_ml, p.alcohol_percentage,
  p.assortment_code, p.assortment_text, p.launch_date::text as launch_date, p.discontinued, p.image_url`);

/** The text search looks in: name, producer and number (indexed by products_search_trgm). */
export const PRODUCT_SEARCH_TEXT = sql.raw("p.search_text");

type Row = Record<string, unknown>;
const num = (v: unknown) => (v === null || v === undefined ? null : Number(v));

export function toProductDto(r: Row): ProductDto {
  const price = num(r.price);
  const volume = num(r.volume_ml);
  const bold = String(r.name_bold);
  const thin = (r.name_thin as string | null) ?? null;
  return {
    id: Number(r.id),
    productId: (r.product_id as string | null) ?? null,
    productNumber: String(r.product_number),
    productName: thin ? `${bold} ${thin}` : bold,
    productNameBold: bold,
    productNameThin: thin,
    producerName: (r.producer_name as string | null) ?? null,
    supplierName: (r.supplier_name as string | null) ?? null,
    country: (r.country as string | null) ?? null,
    categoryLevel1: (r.category_level1 as string | null) ?? null,
    categoryLevel2: (r.category_level2 as string | null) ?? null,
    categoryLevel3: (r.category_level3 as string | null) ?? null,
    price,
    volumeMl: volume,
    pricePerLitre: price !== null && volume ? Math.round((price / volume) * 100_000) / 100 : null,
    alcoholPercentage: num(r.alcohol_percentage),
    assortment: (r.assortment_code as string | null) ?? null,
    assortmentText: (r.assortment_text as string | null) ?? null,
    launchDate: (r.launch_date as string | null) ?? null,
    discontinued: Boolean(r.discontinued),
    // Our drawing of its packaging when the catalogue has no image of its own.
    imageUrl: (r.image_url as string | null) ?? `/api/v1/images/products/${encodeURIComponent(String(r.product_number))}`,
    producer: (r.producer_name as string | null) ?? null,
    volume: volume,
    category: (r.category_level2 as string | null) ?? (r.category_level1 as string | null) ?? null,
    alcoholContent: num(r.alcohol_percentage),
  };
}

export interface ProductFilter {
  search?: string | undefined;
  category?: string | undefined;
  subcategory?: string | undefined;
  country?: string | undefined;
  minPrice?: number | undefined;
  maxPrice?: number | undefined;
  assortment?: string | undefined;
  supplier?: string | undefined;
  /** Only the products of this company's suppliers. */
  companyId?: string | undefined;
}

export const PRODUCT_SORTS = {
  name: "p.name_bold",
  price: "p.price",
  number: "p.product_number",
  alcohol: "p.alcohol_percentage",
  volume: "p.volume_ml",
  launched: "p.launch_date",
} as const;
export type ProductSort = keyof typeof PRODUCT_SORTS;

function where(filter: ProductFilter): SQL {
  const parts: SQL[] = [sql`true`];
  const q = filter.search?.trim().toLowerCase();
  if (q)
    parts.push(sql`(p.product_number = ${q} or ${PRODUCT_SEARCH_TEXT} like ${`%${escapeLike(q)}%`} or ${q} <% ${PRODUCT_SEARCH_TEXT})`);
  if (filter.category) parts.push(sql`p.category_level1 = ${filter.category}`);
  if (filter.subcategory) parts.push(sql`p.category_level2 = ${filter.subcategory}`);
  if (filter.country) parts.push(sql`p.country = ${filter.country}`);
  if (filter.minPrice !== undefined) parts.push(sql`p.price >= ${filter.minPrice}`);
  if (filter.maxPrice !== undefined) parts.push(sql`p.price <= ${filter.maxPrice}`);
  if (filter.assortment) parts.push(sql`(p.assortment_code = ${filter.assortment} or p.assortment_text = ${filter.assortment})`);
  if (filter.supplier) parts.push(sql`p.supplier_name = ${filter.supplier}`);
  if (filter.companyId)
    parts.push(sql`p.supplier_name in (select supplier_name from company_suppliers where company_id = ${filter.companyId})`);
  return sql.join(parts, sql` and `);
}

export async function listProducts(
  db: Database,
  filter: ProductFilter,
  page: { limit: number; offset: number; sortBy: ProductSort; sortOrder: "asc" | "desc" },
): Promise<{ items: ProductDto[]; total: number }> {
  const order = sql.raw(`${PRODUCT_SORTS[page.sortBy]} ${page.sortOrder === "desc" ? "desc" : "asc"} nulls last, p.id`);
  const [items, count] = await Promise.all([
    queryRows(
      db,
      sql`select ${PRODUCT_COLUMNS} from products p where ${where(filter)} order by ${order} limit ${page.limit} offset ${page.offset}`,
    ),
    queryRows(db, sql`select count(*) as n from products p where ${where(filter)}`),
  ]);
  return { items: items.map(toProductDto), total: Number(count[0]?.n ?? 0) };
}

export async function findProduct(db: Database, id: number): Promise<ProductDto | null> {
  const [row] = await queryRows(db, sql`select ${PRODUCT_COLUMNS} from products p where p.id = ${id}`);
  return row ? toProductDto(row) : null;
}

/**
 * Typeahead: an exact product number first, then names and producers that start with the
 * query, contain it, or are within a typo or two of it (pg_trgm word similarity).
 */
/** Below this many characters a search matches word starts only: a typo in two letters is just other letters. */
export const FUZZY_SEARCH_MIN_CHARS = 3;

export async function searchProducts(db: Database, query: string, limit: number): Promise<ProductDto[]> {
  const q = query.trim().toLowerCase();
  const rank = sql`case when p.product_number = ${q} then 3 when lower(p.name_bold) like ${`${escapeLike(q)}%`} then 2
               when ${PRODUCT_SEARCH_TEXT} like ${`%${escapeLike(q)}%`} then 1 else 0 end`;
  const rows =
    q.length < FUZZY_SEARCH_MIN_CHARS
      ? await queryRows(
          db,
          sql`select ${PRODUCT_COLUMNS}, ${rank} as rank
              from products p
              where p.product_number = ${q} or ${PRODUCT_SEARCH_TEXT} like ${`${escapeLike(q)}%`} or ${PRODUCT_SEARCH_TEXT} like ${`% ${escapeLike(q)}%`}
              order by rank desc, p.discontinued, p.name_bold, p.id
              limit ${limit}`,
        )
      : await queryRows(
          db,
          sql`select ${PRODUCT_COLUMNS}, ${rank} as rank, word_similarity(${q}, ${PRODUCT_SEARCH_TEXT}) as similarity
              from products p
              where p.product_number = ${q} or ${PRODUCT_SEARCH_TEXT} like ${`%${escapeLike(q)}%`} or ${q} <% ${PRODUCT_SEARCH_TEXT}
              order by rank desc, similarity desc, p.discontinued, p.name_bold, p.id
              limit ${limit}`,
        );
  return rows.map(toProductDto);
}

export async function findProducts(db: Database, ids: readonly number[]): Promise<Map<number, ProductDto>> {
  if (ids.length === 0) return new Map();
  const rows = await queryRows(db, sql`select ${PRODUCT_COLUMNS} from products p where p.id = any(${`{${ids.join(",")}}`}::int[])`);
  return new Map(rows.map((r) => [Number(r.id), toProductDto(r)]));
}
