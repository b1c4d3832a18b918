import { sql } from "drizzle-orm";
import { bigint, check, date, index, integer, numeric, pgTable, text, timestamp, uniqueIndex } from "drizzle-orm/pg-core";

/**
 * The article register's lifecycle events (the artdisk): an article entering an assortment
 * (launch), moving between assortments, or leaving one (delisting). Price changes are read from
 * `price_history`, not stored twice. No foreign key to `products`: the register keeps articles
 * that have left the catalogue, with the name (and what else the source said) as of the event.
 */
export const articleEvents = pgTable(
  "article_events",
  {
    id: bigint("id", { mode: "number" }).primaryKey().generatedAlwaysAsIdentity(),
    productNumber: text("product_number").notNull(),
    eventDate: date("event_date").notNull(),
    kind: text("kind").notNull(),
    assortmentFrom: text("assortment_from"),
    assortmentTo: text("assortment_to"),
    name: text("name"),
    producerName: text("producer_name"),
    categoryLevel1: text("category_level1"),
    categoryLevel2: text("category_level2"),
    volumeMl: integer("volume_ml"),
    price: numeric("price", { precision: 10, scale: 2, mode: "number" }),
    /** catalogue (a catalogue import's diff), changelog (the monopoly's assortment changelog), demo (the generator). */
    source: text("source").notNull(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check("article_events_kind", sql`${t.kind} in ('launch', 'assortment_change', 'delisting')`),
    check("article_events_source", sql`${t.source} in ('catalogue', 'changelog', 'demo')`),
    // The same event from a file imported twice is stored once.
    uniqueIndex("article_events_identity").on(
      t.productNumber,
      t.eventDate,
      t.kind,
      sql`coalesce(${t.assortmentFrom}, '')`,
      sql`coalesce(${t.assortmentTo}, '')`,
    ),
    index("article_events_date_idx").on(t.eventDate, t.kind),
  ],
);
