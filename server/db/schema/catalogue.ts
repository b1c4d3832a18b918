import { sql } from "drizzle-orm";
import {
  uuid,
  boolean,
  date,
  doublePrecision,
  index,
  integer,
  jsonb,
  numeric,
  pgTable,
  primaryKey,
  text,
  timestamp,
} from "drizzle-orm/pg-core";
import { companies } from "./accounts";
/** The monopoly's sites: stores and agents (ombud). */
export const stores = pgTable(
  "stores",
  {
    siteId: text("site_id").primaryKey(),
    /** Compact key for the movement tables, which hold millions of rows per store. */
    id: integer("id").generatedAlwaysAsIdentity().notNull().unique(),
    alias: text("alias"),
    displayName: text("display_name").notNull(),
    address: text("address"),
    city: text("city"),
    county: text("county"),
    latitude: doublePrecision("latitude"),
    longitude: doublePrecision("longitude"),
    isAgent: boolean("is_agent").notNull().default(false),
    isActive: boolean("is_active").notNull().default(true),
    /** Store size class (set from assortment breadth); null for agents. */
    sizeClass: text("size_class"),
    openingHours: jsonb("opening_hours").$type<{ date: string; openFrom: string; openTo: string; reason: string }[]>(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index("stores_county_idx").on(t.county),
    index("stores_city_idx").on(t.city),
    index("stores_search_trgm").using(
      "gin",
      sql`(lower(${t.displayName} || ' ' || coalesce(${t.alias}, '') || ' ' || coalesce(${t.city}, '') || ' ' || ${t.siteId})) gin_trgm_ops`,
    ),
  ],
);

/**
 * The catalogue, keyed by the article number (productNumber), which every source shares;
 * productId is the id the latest source used (official export and website differ).
 */
export const products = pgTable(
  "products",
  {
    productNumber: text("product_number").primaryKey(),
    /** Compact key for the movement tables. */
    id: integer("id").generatedAlwaysAsIdentity().notNull().unique(),
    productId: text("product_id"),
    nameBold: text("name_bold").notNull(),
    nameThin: text("name_thin"),
    producerName: text("producer_name"),
    supplierName: text("supplier_name"),
    country: text("country"),
    categoryLevel1: text("category_level1"),
    categoryLevel2: text("category_level2"),
    categoryLevel3: text("category_level3"),
    price: numeric("price", { precision: 10, scale: 2, mode: "number" }),
    volumeMl: integer("volume_ml"),
    alcoholPercentage: numeric("alcohol_percentage", { precision: 5, scale: 2, mode: "number" }),
    assortmentCode: text("assortment_code"),
    assortmentText: text("assortment_text"),
    launchDate: date("launch_date"),
    discontinued: boolean("discontinued").notNull().default(false),
    /** bottle, can, box (bag-in-box), pouch, carton, keg or pack (PACKAGING_KINDS), from the catalogue's packaging text. */
    packaging: text("packaging"),
    imageUrl: text("image_url"),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
    /** What the typeahead searches, kept by PostgreSQL so a search never rebuilds it row by row. */
    searchText: text("search_text").generatedAlwaysAs(
      sql`lower(name_bold || ' ' || coalesce(name_thin, '') || ' ' || coalesce(producer_name, '') || ' ' || product_number)`,
    ),
  },
  (t) => [
    index("products_supplier_idx").on(t.supplierName),
    index("products_category_idx").on(t.categoryLevel1, t.categoryLevel2),
    // Typo-tolerant search over name, producer and number (pg_trgm; migration 0006 creates the extension).
    index("products_search_trgm").using("gin", sql`${t.searchText} gin_trgm_ops`),
  ],
);

/** A product's price from a date on; a new row only when the price changes. */
export const priceHistory = pgTable(
  "price_history",
  {
    productNumber: text("product_number")
      .notNull()
      .references(() => products.productNumber, { onDelete: "cascade" }),
    validFrom: date("valid_from").notNull(),
    price: numeric("price", { precision: 10, scale: 2, mode: "number" }).notNull(),
  },
  (t) => [primaryKey({ columns: [t.productNumber, t.validFrom] })],
);

/**
 * The monopoly's published yearly sales per article (Försäljningsstatistik / Artikellistan):
 * national litres per article and calendar year; negative litres are returns. Artikel ID is
 * the stable key (the article number, Artnr, is reused).
 */
export const articleYearlySales = pgTable(
  "article_yearly_sales",
  {
    year: integer("year").notNull(),
    articleId: text("article_id").notNull(),
    productNumber: text("product_number").notNull(),
    name: text("name"),
    producerName: text("producer_name"),
    category: text("category"),
    categoryDetail: text("category_detail"),
    price: numeric("price", { precision: 10, scale: 2, mode: "number" }),
    volumeMl: integer("volume_ml"),
    country: text("country"),
    litres: numeric("litres", { precision: 14, scale: 2, mode: "number" }).notNull(),
  },
  (t) => [primaryKey({ columns: [t.year, t.articleId] }), index("article_yearly_sales_number_idx").on(t.productNumber, t.year)],
);

/**
 * Which products a store lists on a date (presence, no quantities), from the monopoly's in-store
 * assortment. Site and product are not foreign keys: old snapshots name closed stores and
 * retired articles.
 */
export const storeAssortment = pgTable(
  "store_assortment",
  {
    siteId: text("site_id").notNull(),
    productNumber: text("product_number").notNull(),
    observedOn: date("observed_on").notNull(),
    temporarilyOutOfStock: boolean("temporarily_out_of_stock").notNull().default(false),
  },
  (t) => [
    primaryKey({ columns: [t.observedOn, t.siteId, t.productNumber] }),
    index("store_assortment_product_idx").on(t.productNumber, t.observedOn),
  ],
);

/** The supplier names (as the catalogue spells them) whose products are a company's own. */
export const companySuppliers = pgTable(
  "company_suppliers",
  {
    companyId: uuid("company_id")
      .notNull()
      .references(() => companies.id, { onDelete: "cascade" }),
    supplierName: text("supplier_name").notNull(),
  },
  (t) => [primaryKey({ columns: [t.companyId, t.supplierName] }), index("company_suppliers_supplier_idx").on(t.supplierName)],
);

/**
 * The segments (category level 2 × band of price per litre) a company chose to compare its sales
 * against; without a choice the dashboard compares with the segments of its own products.
 */
export const companySegments = pgTable(
  "company_segments",
  {
    companyId: uuid("company_id")
      .notNull()
      .references(() => companies.id, { onDelete: "cascade" }),
    category: text("category").notNull(),
    band: integer("band").notNull(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.companyId, t.category, t.band] })],
);
