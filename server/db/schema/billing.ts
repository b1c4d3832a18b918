import { sql } from "drizzle-orm";
import { check, index, integer, jsonb, pgTable, primaryKey, text, timestamp, uniqueIndex, uuid } from "drizzle-orm/pg-core";
import { companies, users } from "./accounts";

export const BILLING_PERIODS = ["monthly", "yearly"] as const;
export type BillingPeriod = (typeof BILLING_PERIODS)[number];

/**
 * A company's plan. Periods renew from `periodAnchor` until cancelled; a cancellation takes
 * effect at the end of the period in which it was made (`endsAt`).
 */
export const subscriptions = pgTable("subscriptions", {
  companyId: uuid("company_id")
    .primaryKey()
    .references(() => companies.id, { onDelete: "cascade" }),
  tier: text("tier").notNull(),
  billingPeriod: text("billing_period", { enum: BILLING_PERIODS }).notNull(),
  periodAnchor: timestamp("period_anchor", { withTimezone: true }).notNull(),
  endsAt: timestamp("ends_at", { withTimezone: true }),
  cancelReason: text("cancel_reason"),
  createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
});

/** A purchased add-on module; like the plan, a cancelled one stays active to the end of its period. */
export const subscriptionModules = pgTable(
  "subscription_modules",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    companyId: uuid("company_id")
      .notNull()
      .references(() => companies.id, { onDelete: "cascade" }),
    type: text("type").notNull(),
    billingPeriod: text("billing_period", { enum: BILLING_PERIODS }).notNull(),
    periodAnchor: timestamp("period_anchor", { withTimezone: true }).notNull(),
    endsAt: timestamp("ends_at", { withTimezone: true }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    cancelledAt: timestamp("cancelled_at", { withTimezone: true }),
  },
  (t) => [
    index("subscription_modules_company").on(t.companyId, t.createdAt),
    // One running (not cancelled) module of a kind per company.
    uniqueIndex("subscription_modules_running")
      .on(t.companyId, t.type)
      .where(sql`${t.cancelledAt} is null`),
  ],
);

export const creditBalances = pgTable(
  "credit_balances",
  {
    companyId: uuid("company_id")
      .primaryKey()
      .references(() => companies.id, { onDelete: "cascade" }),
    balance: integer("balance").notNull().default(0),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [check("credit_balances_not_negative", sql`${t.balance} >= 0`)],
);

export const CREDIT_KINDS = ["purchase", "consume", "grant"] as const;

/** The credit ledger: every change of a balance, signed, with the balance it left. */
export const creditTransactions = pgTable(
  "credit_transactions",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    companyId: uuid("company_id")
      .notNull()
      .references(() => companies.id, { onDelete: "cascade" }),
    userId: uuid("user_id").references(() => users.id, { onDelete: "set null" }),
    kind: text("kind", { enum: CREDIT_KINDS }).notNull(),
    amount: integer("amount").notNull(),
    balanceAfter: integer("balance_after").notNull(),
    description: text("description").notNull(),
    packageId: text("package_id"),
    service: text("service"),
    operation: text("operation"),
    /** A plan's monthly grant: one key per company, credit month and tier, so a repeat never grants twice. */
    grantKey: text("grant_key"),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index("credit_transactions_company").on(t.companyId, t.createdAt),
    uniqueIndex("credit_transactions_grant")
      .on(t.companyId, t.grantKey)
      .where(sql`${t.grantKey} is not null`),
  ],
);

/** The first answer to a credit request carrying an Idempotency-Key, returned again for a repeat. */
export const creditRequests = pgTable(
  "credit_requests",
  {
    companyId: uuid("company_id")
      .notNull()
      .references(() => companies.id, { onDelete: "cascade" }),
    key: text("key").notNull(),
    operation: text("operation").notNull(),
    statusCode: integer("status_code").notNull(),
    body: jsonb("body").notNull(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.companyId, t.key] })],
);
