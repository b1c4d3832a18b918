import { sql } from "drizzle-orm";
import { bigserial, date, index, integer, jsonb, pgTable, primaryKey, text, timestamp, uniqueIndex, uuid } from "drizzle-orm/pg-core";
import { companies, ROLES, users } from "./accounts";

export const INVITATION_STATUSES = ["pending", "accepted", "cancelled", "replaced"] as const;
export type InvitationStatus = (typeof INVITATION_STATUSES)[number];

/**
 * An invitation to join a company. The token (256 bits) is only ever stored as its SHA-256; a
 * new invitation of the same address marks the pending one `replaced`, so one token at a time
 * works per address and company.
 */
export const invitations = pgTable(
  "invitations",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    companyId: uuid("company_id")
      .notNull()
      .references(() => companies.id, { onDelete: "cascade" }),
    email: text("email").notNull(),
    role: text("role", { enum: ROLES }).notNull(),
    tokenHash: text("token_hash").notNull().unique(),
    invitedBy: uuid("invited_by").references(() => users.id, { onDelete: "set null" }),
    language: text("language").notNull().default("sv"),
    status: text("status", { enum: INVITATION_STATUSES }).notNull().default("pending"),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
    acceptedAt: timestamp("accepted_at", { withTimezone: true }),
    acceptedBy: uuid("accepted_by").references(() => users.id, { onDelete: "set null" }),
    cancelledAt: timestamp("cancelled_at", { withTimezone: true }),
  },
  (t) => [
    index("invitations_company_idx").on(t.companyId, t.createdAt),
    // One pending invitation per address and company.
    uniqueIndex("invitations_pending_email_key")
      .on(t.companyId, sql`lower(${t.email})`)
      .where(sql`${t.status} = 'pending'`),
  ],
);

/** A personal API key: acts as its owner. Only the SHA-256 of the secret is kept, and its first characters to recognise it. */
export const apiKeys = pgTable(
  "api_keys",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    userId: uuid("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    name: text("name").notNull(),
    description: text("description").notNull().default(""),
    keyHash: text("key_hash").notNull().unique(),
    /** The secret's first characters (fnx_ and 6 more), shown in lists. */
    prefix: text("prefix").notNull(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
    lastUsedAt: timestamp("last_used_at", { withTimezone: true }),
    revokedAt: timestamp("revoked_at", { withTimezone: true }),
    revokedReason: text("revoked_reason"),
  },
  (t) => [index("api_keys_user_idx").on(t.userId)],
);

/** Calls and failed calls per key and day (UTC), added to in batches by the usage recorder. */
export const apiKeyUsage = pgTable(
  "api_key_usage",
  {
    keyId: uuid("key_id")
      .notNull()
      .references(() => apiKeys.id, { onDelete: "cascade" }),
    day: date("day", { mode: "string" }).notNull(),
    calls: integer("calls").notNull().default(0),
    errors: integer("errors").notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.keyId, t.day] })],
);

/**
 * Who did what to which object, when and from where. Append-only: a trigger refuses updates and
 * deletes. No foreign keys, so the history outlives the people and companies it names.
 */
export const auditLog = pgTable(
  "audit_log",
  {
    id: bigserial("id", { mode: "number" }).primaryKey(),
    companyId: uuid("company_id"),
    actorId: uuid("actor_id"),
    actorEmail: text("actor_email"),
    action: text("action").notNull(),
    objectType: text("object_type").notNull(),
    objectId: text("object_id"),
    details: jsonb("details").$type<Record<string, unknown>>().notNull().default({}),
    ip: text("ip"),
    at: timestamp("at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index("audit_log_company_idx").on(t.companyId, t.at), index("audit_log_at_idx").on(t.at)],
);
