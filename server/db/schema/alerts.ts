import {
  bigint,
  bigserial,
  date,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from "drizzle-orm/pg-core";
import { companies, users } from "./accounts";

/**
 * A user's alert rule, or a company-wide one (user_id null) that a company admin set for every
 * member. Scope: one product (product_id), or the company's own products (null).
 */
export const alertRules = pgTable(
  "alert_rules",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    companyId: uuid("company_id")
      .notNull()
      .references(() => companies.id, { onDelete: "cascade" }),
    userId: uuid("user_id").references(() => users.id, { onDelete: "cascade" }),
    createdBy: uuid("created_by").references(() => users.id, { onDelete: "set null" }),
    name: text("name").notNull(),
    /** One of contracts/alerts.ts ALERT_RULE_KINDS. */
    kind: text("kind").notNull(),
    productId: integer("product_id"),
    minStores: integer("min_stores").notNull(),
    minDays: integer("min_days").notNull(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index("alert_rules_company_idx").on(t.companyId)],
);

/** What a rule finds true now, per subject (a product): an alert is raised when a subject enters it, once. */
export const alertStates = pgTable(
  "alert_states",
  {
    ruleId: uuid("rule_id")
      .notNull()
      .references(() => alertRules.id, { onDelete: "cascade" }),
    subject: text("subject").notNull(),
    since: date("since").notNull(),
  },
  (t) => [primaryKey({ columns: [t.ruleId, t.subject] })],
);

/** An alert: a rule's subject entering its condition on a day of data, with the figures that triggered it. */
export const alertEvents = pgTable(
  "alert_events",
  {
    id: bigserial("id", { mode: "number" }).primaryKey(),
    ruleId: uuid("rule_id")
      .notNull()
      .references(() => alertRules.id, { onDelete: "cascade" }),
    subject: text("subject").notNull(),
    day: date("day").notNull(),
    productId: integer("product_id"),
    figures: jsonb("figures").$type<Record<string, number>>().notNull(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex("alert_events_occurrence_idx").on(t.ruleId, t.subject, t.day), index("alert_events_rule_idx").on(t.ruleId, t.id)],
);

/** Who has read which alert (a company-wide rule's alert is each member's to read). */
export const alertReads = pgTable(
  "alert_reads",
  {
    eventId: bigint("event_id", { mode: "number" })
      .notNull()
      .references(() => alertEvents.id, { onDelete: "cascade" }),
    userId: uuid("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    readAt: timestamp("read_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.eventId, t.userId] })],
);
