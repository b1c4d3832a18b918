import { sql } from "drizzle-orm";
import { date, index, integer, pgTable, primaryKey, text, timestamp, uniqueIndex, uuid } from "drizzle-orm/pg-core";
import { companies, users } from "./accounts";
import { apiKeys } from "./organisation";

export const CLAIM_STATUSES = ["pending", "approved", "refused"] as const;
export type ClaimStatus = (typeof CLAIM_STATUSES)[number];

/**
 * A company's claim that a supplier name of the market data is its own (made on /setup). An
 * operator approves it (the name is then linked in company_suppliers) or refuses it.
 */
export const supplierClaims = pgTable(
  "supplier_claims",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    companyId: uuid("company_id")
      .notNull()
      .references(() => companies.id, { onDelete: "cascade" }),
    supplierName: text("supplier_name").notNull(),
    status: text("status", { enum: CLAIM_STATUSES }).notNull().default("pending"),
    requestedBy: uuid("requested_by").references(() => users.id, { onDelete: "set null" }),
    requestedAt: timestamp("requested_at", { withTimezone: true }).notNull().defaultNow(),
    decidedBy: uuid("decided_by").references(() => users.id, { onDelete: "set null" }),
    decidedByEmail: text("decided_by_email"),
    decidedAt: timestamp("decided_at", { withTimezone: true }),
    reason: text("reason"),
  },
  (t) => [
    index("supplier_claims_status_idx").on(t.status, t.requestedAt),
    // One open claim per company and name.
    uniqueIndex("supplier_claims_pending_key")
      .on(t.companyId, t.supplierName)
      .where(sql`${t.status} = 'pending'`),
  ],
);

/** Calls and failed calls per key, day (UTC) and endpoint ("GET /api/v1/products/{id}"), added in batches with api_key_usage. */
export const apiKeyEndpointUsage = pgTable(
  "api_key_endpoint_usage",
  {
    keyId: uuid("key_id")
      .notNull()
      .references(() => apiKeys.id, { onDelete: "cascade" }),
    day: date("day", { mode: "string" }).notNull(),
    endpoint: text("endpoint").notNull(),
    calls: integer("calls").notNull().default(0),
    errors: integer("errors").notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.keyId, t.day, t.endpoint] })],
);
