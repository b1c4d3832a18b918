import { bit, date, index, integer, numeric, pgTable, primaryKey, smallint, timestamp, uuid } from "drizzle-orm/pg-core";

/*
 * Stock movements, keyed by the compact ids of stores and products. Raw snapshots are kept for
 * a rolling window; everything derived from them is kept for good.
 */

/** One observation of a store's stock: parallel arrays of product ids and quantities. */
export const stockSnapshots = pgTable(
  "stock_snapshots",
  {
    storeId: integer("store_id").notNull(),
    observedAt: timestamp("observed_at", { withTimezone: true }).notNull(),
    productIds: integer("product_ids").array().notNull(),
    quantities: integer("quantities").array().notNull(),
  },
  (t) => [primaryKey({ columns: [t.storeId, t.observedAt] }), index("stock_snapshots_observed_idx").on(t.observedAt)],
);

/** The latest known quantity of every listed store × product pair. */
export const stockLevels = pgTable(
  "stock_levels",
  {
    storeId: integer("store_id").notNull(),
    productId: integer("product_id").notNull(),
    quantity: integer("quantity").notNull(),
    observedAt: timestamp("observed_at", { withTimezone: true }).notNull(),
  },
  (t) => [primaryKey({ columns: [t.storeId, t.productId] }), index("stock_levels_product_idx").on(t.productId)],
);

/**
 * A stock round's answers so far, per product: the stores that list it and their stock, as parallel
 * arrays. A round stopped in the middle (a crash, a restart) leaves them, and the round that runs
 * next asks the source only for the rest; the round's snapshots delete them as they are written.
 */
export const stockRoundAnswers = pgTable("stock_round_answers", {
  productId: integer("product_id").primaryKey(),
  answeredAt: timestamp("answered_at", { withTimezone: true }).notNull(),
  storeIds: integer("store_ids").array().notNull(),
  quantities: integer("quantities").array().notNull(),
});

/** The time of the latest snapshot ingested per store: older or equal snapshots are skipped. */
export const stockIngestState = pgTable("stock_ingest_state", {
  storeId: integer("store_id").primaryKey(),
  lastObservedAt: timestamp("last_observed_at", { withTimezone: true }).notNull(),
});

export const CHANGE_KINDS = { sale: 1, delivery: 2, correction: 3 } as const;
export type ChangeKind = keyof typeof CHANGE_KINDS;

/**
 * The hourly stock diff: for each observation of a store, what changed since its previous one,
 * as parallel arrays (product ids, signed changes, kinds). One row per observation rather than
 * per product keeps ingest fast; a product's changes are found with `array_position`.
 */
export const stockChanges = pgTable(
  "stock_changes",
  {
    storeId: integer("store_id").notNull(),
    observedAt: timestamp("observed_at", { withTimezone: true }).notNull(),
    previousAt: timestamp("previous_at", { withTimezone: true }).notNull(),
    productIds: integer("product_ids").array().notNull(),
    changes: integer("changes").array().notNull(),
    kinds: smallint("kinds").array().notNull(),
  },
  (t) => [primaryKey({ columns: [t.storeId, t.observedAt] }), index("stock_changes_observed_brin").using("brin", t.observedAt)],
);

/**
 * The daily stock diff and sales estimate per pair and Stockholm calendar day: units sold,
 * delivered and corrected, the closing quantity, and the sales' litres and SEK at the day's price.
 * A row exists only for days on which the pair changed.
 */
export const stockDaily = pgTable(
  "stock_daily",
  {
    productId: integer("product_id").notNull(),
    day: date("day").notNull(),
    storeId: integer("store_id").notNull(),
    sold: integer("sold").notNull(),
    delivered: integer("delivered").notNull(),
    corrected: integer("corrected").notNull(),
    closing: integer("closing").notNull(),
    litres: numeric("litres", { precision: 12, scale: 3, mode: "number" }).notNull(),
    revenue: numeric("revenue", { precision: 14, scale: 2, mode: "number" }).notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.productId, t.day, t.storeId] }),
    index("stock_daily_store_idx").on(t.storeId, t.day),
    // One store's days of one product (a stock-out's sales before it began); INCLUDE (sold) is in migration 0022.
    index("stock_daily_pair_idx").on(t.productId, t.storeId, t.day),
    // Rows arrive in day order, so a BRIN index finds a day's rows for the rollups at almost no cost.
    index("stock_daily_day_brin").using("brin", t.day),
  ],
);

/** Periods in which a listed pair had nothing on the shelf; `until` is null while it lasts. */
export const stockOuts = pgTable(
  "stock_outs",
  {
    storeId: integer("store_id").notNull(),
    productId: integer("product_id").notNull(),
    since: date("since").notNull(),
    until: date("until"),
  },
  (t) => [primaryKey({ columns: [t.storeId, t.productId, t.since] }), index("stock_outs_product_idx").on(t.productId, t.since)],
);

const rollupColumns = {
  productId: integer("product_id").notNull(),
  units: integer("units").notNull(),
  litres: numeric("litres", { precision: 14, scale: 3, mode: "number" }).notNull(),
  revenue: numeric("revenue", { precision: 16, scale: 2, mode: "number" }).notNull(),
};

/**
 * Store ids are bit positions in the selling-store bitmaps of the rollups, so they must stay
 * below this width (the monopoly has about 450 stores and 460 agents; ids are stable per site).
 */
export const STORE_BITMAP_BITS = 1024;
/** An empty selling-store bitmap, as SQL. */
export const NO_STORES_SQL = `repeat('0', ${STORE_BITMAP_BITS})::bit(${STORE_BITMAP_BITS})`;

/**
 * National sales per product and day, week (Monday) and month (first day): what rankings read.
 * Weeks and months are sums of the days. A distinct count of stores cannot be summed, so days,
 * weeks and months also keep the set of stores that sold as a bitmap (bit n = store id n): the stores
 * selling any of a company's products over any period are the OR of a few such rows.
 */
export const productSalesDaily = pgTable(
  "product_sales_daily",
  {
    ...rollupColumns,
    period: date("day").notNull(),
    storesSelling: integer("stores_selling").notNull(),
    sellingStores: bit("selling_stores", { dimensions: STORE_BITMAP_BITS }).notNull(),
  },
  (t) => [primaryKey({ columns: [t.productId, t.period] }), index("product_sales_daily_day_idx").on(t.period)],
);
export const productSalesWeekly = pgTable(
  "product_sales_weekly",
  { ...rollupColumns, period: date("week").notNull(), sellingStores: bit("selling_stores", { dimensions: STORE_BITMAP_BITS }).notNull() },
  (t) => [primaryKey({ columns: [t.productId, t.period] }), index("product_sales_weekly_week_idx").on(t.period)],
);
export const productSalesMonthly = pgTable(
  "product_sales_monthly",
  { ...rollupColumns, period: date("month").notNull(), sellingStores: bit("selling_stores", { dimensions: STORE_BITMAP_BITS }).notNull() },
  (t) => [primaryKey({ columns: [t.productId, t.period] }), index("product_sales_monthly_month_idx").on(t.period)],
);

/**
 * National sales of products the market holds no store detail for (no stock, no snapshots): the
 * demo's range beyond the products it simulates store by store, per day where the market has days
 * and per month before them. The rollups add them to product_sales_* beside the sums of stock_daily,
 * so segment totals, shares and ranks count every product; store figures cannot. national_products
 * names those products: the collector does not ask the source for their stock.
 */
export const nationalProducts = pgTable("national_products", {
  productId: integer("product_id").primaryKey(),
  /** The stores that list the product (bit n = store id n). */
  listingStores: bit("listing_stores", { dimensions: STORE_BITMAP_BITS }).notNull(),
});
export const nationalSalesDaily = pgTable(
  "national_sales_daily",
  { ...rollupColumns, period: date("day").notNull(), sellingStores: bit("selling_stores", { dimensions: STORE_BITMAP_BITS }).notNull() },
  (t) => [primaryKey({ columns: [t.period, t.productId] })],
);
export const nationalSalesMonthly = pgTable(
  "national_sales_monthly",
  { ...rollupColumns, period: date("month").notNull(), sellingStores: bit("selling_stores", { dimensions: STORE_BITMAP_BITS }).notNull() },
  (t) => [primaryKey({ columns: [t.period, t.productId] })],
);

/**
 * Sales per product, store and calendar month: what store figures over whole months read (a
 * store's year is 12 rows per product instead of 300 days). Months with stock data are summed
 * from stock_daily by the rollups; months before the first stock data may hold history written
 * whole (the demo's 21 months before its 90 days of movements).
 */
export const storeSalesMonthly = pgTable(
  "store_sales_monthly",
  { ...rollupColumns, storeId: integer("store_id").notNull(), period: date("month").notNull() },
  (t) => [primaryKey({ columns: [t.productId, t.period, t.storeId] }), index("store_sales_monthly_store_idx").on(t.storeId, t.period)],
);

const storeTotalColumns = {
  storeId: integer("store_id").notNull(),
  units: integer("units").notNull(),
  litres: numeric("litres", { precision: 14, scale: 3, mode: "number" }).notNull(),
  revenue: numeric("revenue", { precision: 16, scale: 2, mode: "number" }).notNull(),
};

/**
 * The market's sales per store and day, and per store and calendar month: what the market's best
 * stores read (a year is 451 × 12 rows instead of one per product, store and month; summed at
 * request time it was the one market statement that held PGlite's connection for a second or
 * more). Sums of stock_daily and store_sales_monthly, recomputed by the rollups, never incremented.
 */
export const storeTotalsDaily = pgTable("store_totals_daily", { ...storeTotalColumns, period: date("day").notNull() }, (t) => [
  primaryKey({ columns: [t.period, t.storeId] }),
]);
export const storeTotalsMonthly = pgTable("store_totals_monthly", { ...storeTotalColumns, period: date("month").notNull() }, (t) => [
  primaryKey({ columns: [t.period, t.storeId] }),
]);

const companyStoreColumns = {
  companyId: uuid("company_id").notNull(),
  storeId: integer("store_id").notNull(),
  units: integer("units").notNull(),
  litres: numeric("litres", { precision: 14, scale: 3, mode: "number" }).notNull(),
  revenue: numeric("revenue", { precision: 16, scale: 2, mode: "number" }).notNull(),
};

/**
 * A company's sales (its suppliers' products, as company_suppliers says) per store and day, and
 * per store and calendar month: what a company's best stores read (a company's 30 days are one row
 * per store and day instead of one per product, store and day). Sums of stock_daily and
 * store_sales_monthly, recomputed never incremented: by the rollups for the days an ingest touches,
 * and by the function company_store_sales_refresh (migration 0024), which triggers call for a
 * whole company when its supplier names or a product's supplier change.
 */
export const companyStoreSalesDaily = pgTable(
  "company_store_sales_daily",
  { ...companyStoreColumns, period: date("day").notNull() },
  (t) => [primaryKey({ columns: [t.companyId, t.period, t.storeId] })],
);
export const companyStoreSalesMonthly = pgTable(
  "company_store_sales_monthly",
  { ...companyStoreColumns, period: date("month").notNull() },
  (t) => [primaryKey({ columns: [t.companyId, t.period, t.storeId] })],
);
