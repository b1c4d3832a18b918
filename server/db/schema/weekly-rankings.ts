import { sql } from "drizzle-orm";
import {
  boolean,
  bigserial,
  check,
  index,
  integer,
  jsonb,
  numeric,
  pgTable,
  primaryKey,
  real,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from "drizzle-orm/pg-core";
import { companies, users } from "./accounts";
import { uploads } from "./uploads";

/**
 * A weekly top list as imported from a file: the monopoly's published list (no company; everyone
 * sees it) or a company's own (only its members see it). `week` is an ISO week, 2026-W46.
 */
export const weeklyRankingLists = pgTable(
  "weekly_ranking_lists",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    companyId: uuid("company_id").references(() => companies.id, { onDelete: "cascade" }),
    uploadId: uuid("upload_id").references(() => uploads.id, { onDelete: "set null" }),
    week: text("week").notNull(),
    title: text("title").notNull(),
    /** Made by the demo from its simulated sales, not the monopoly's published list. */
    simulated: boolean("simulated").notNull().default(false),
    status: text("status").notNull().default("processing"),
    message: text("message"),
    /** Why the import failed, as a stable code the page translates. */
    errorCode: text("error_code"),
    progress: real("progress").notNull().default(0),
    rowCount: integer("row_count").notNull().default(0),
    matched: integer("matched").notNull().default(0),
    ambiguous: integer("ambiguous").notNull().default(0),
    unmatched: integer("unmatched").notNull().default(0),
    /** Rows of the file that were not kept, with why: [{line, reason}]. */
    skipped: jsonb("skipped")
      .notNull()
      .default(sql`'[]'::jsonb`),
    createdBy: uuid("created_by").references(() => users.id, { onDelete: "set null" }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    processedAt: timestamp("processed_at", { withTimezone: true }),
  },
  (t) => [
    // Processing the same file for the same week again replaces its list.
    uniqueIndex("weekly_ranking_lists_upload_week").on(t.uploadId, t.week),
    index("weekly_ranking_lists_week").on(t.week),
    check("weekly_ranking_lists_status", sql`${t.status} in ('processing', 'processed', 'failed')`),
    check("weekly_ranking_lists_week_format", sql`${t.week} ~ '^[0-9]{4}-W[0-9]{2}$'`),
  ],
);

/** A row of a list as the file gave it, and the catalogue article it was matched to. */
export const weeklyRankingEntries = pgTable(
  "weekly_ranking_entries",
  {
    id: bigserial("id", { mode: "number" }).primaryKey(),
    listId: uuid("list_id")
      .notNull()
      .references(() => weeklyRankingLists.id, { onDelete: "cascade" }),
    position: integer("position").notNull(),
    articleNumber: text("article_number"),
    name: text("name").notNull(),
    producer: text("producer"),
    volumeMl: integer("volume_ml"),
    category: text("category"),
    county: text("county"),
    units: integer("units"),
    litres: numeric("litres", { precision: 14, scale: 3, mode: "number" }),
    /** What a manual match is remembered by: the article number, else name | producer | volume, normalised. */
    rowKey: text("row_key").notNull(),
    productId: integer("product_id"),
    matchingStatus: text("matching_status").notNull(),
    matchScore: real("match_score").notNull().default(0),
    /** The best candidates the matching found: [{productId, score}]. */
    candidates: jsonb("candidates")
      .notNull()
      .default(sql`'[]'::jsonb`),
    /** Who matched the row by hand (their name), when someone did. */
    manualBy: text("manual_by"),
  },
  (t) => [
    index("weekly_ranking_entries_list").on(t.listId, t.position),
    index("weekly_ranking_entries_product").on(t.productId),
    check("weekly_ranking_entries_status", sql`${t.matchingStatus} in ('matched', 'ambiguous', 'unmatched')`),
  ],
);

/** A company's own decision for a row: this article (or none, `productId` null); kept when a file is processed again. */
export const weeklyRankingManualMatches = pgTable(
  "weekly_ranking_manual_matches",
  {
    companyId: uuid("company_id")
      .notNull()
      .references(() => companies.id, { onDelete: "cascade" }),
    rowKey: text("row_key").notNull(),
    productId: integer("product_id"),
    userId: uuid("user_id").references(() => users.id, { onDelete: "set null" }),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.companyId, t.rowKey] })],
);
