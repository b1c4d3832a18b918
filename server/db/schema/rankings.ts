import { sql } from "drizzle-orm";
import {
  date,
  doublePrecision,
  index,
  integer,
  numeric,
  pgTable,
  primaryKey,
  serial,
  smallint,
  text,
  timestamp,
  uniqueIndex,
} from "drizzle-orm/pg-core";

/**
 * A monthly ranking as computed once for a window, a store scope and a state of the data: pages
 * of one walk read the same snapshot, so an ingest in between changes no page. `scope` names the
 * stores ("all", a profile, counties); `dataVersion` the data it was computed from.
 */
export const rankingSnapshots = pgTable(
  "ranking_snapshots",
  {
    id: serial("id").primaryKey(),
    windowFrom: date("window_from").notNull(),
    windowTo: date("window_to").notNull(),
    months: smallint("months").notNull(),
    previousFrom: date("previous_from").notNull(),
    previousTo: date("previous_to").notNull(),
    storeProfile: text("store_profile"),
    counties: text("counties").array().notNull(),
    scope: text("scope").notNull(),
    dataVersion: text("data_version").notNull(),
    computedAt: timestamp("computed_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex("ranking_snapshots_key").on(t.windowFrom, t.months, t.scope, t.dataVersion)],
);

/** The ranked products of a snapshot; `position` orders the whole market by revenue (the cursor's key). */
export const rankingEntries = pgTable(
  "ranking_entries",
  {
    snapshotId: integer("snapshot_id")
      .notNull()
      .references(() => rankingSnapshots.id, { onDelete: "cascade" }),
    position: integer("position").notNull(),
    productId: integer("product_id").notNull(),
    segment: text("segment").notNull(),
    category: text("category").notNull(),
    priceBand: smallint("price_band").notNull(),
    rank: integer("rank").notNull(),
    previousRank: integer("previous_rank"),
    segmentSize: integer("segment_size").notNull(),
    units: integer("units").notNull(),
    litres: numeric("litres", { precision: 14, scale: 3, mode: "number" }).notNull(),
    revenue: numeric("revenue", { precision: 16, scale: 2, mode: "number" }).notNull(),
    previousRevenue: numeric("previous_revenue", { precision: 16, scale: 2, mode: "number" }).notNull(),
    /** Revenue over the same window a year before; null when the data does not reach back so far. */
    yearAgoRevenue: numeric("year_ago_revenue", { precision: 16, scale: 2, mode: "number" }),
    share: doublePrecision("share").notNull(),
    storesListing: integer("stores_listing").notNull(),
    storesSelling: integer("stores_selling").notNull(),
    velocity: doublePrecision("velocity").notNull(),
    placementStores: integer("placement_stores").notNull(),
    /** Bit n set: RANKING_FLAGS[n]. */
    flags: smallint("flags").notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.snapshotId, t.position] }),
    index("ranking_entries_product_idx").on(t.snapshotId, t.productId),
    index("ranking_entries_segment_idx").on(t.snapshotId, t.segment, t.rank),
    index("ranking_entries_flagged_idx")
      .on(t.snapshotId, t.position)
      .where(sql`${t.flags} <> 0`),
  ],
);
