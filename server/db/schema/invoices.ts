import { sql } from "drizzle-orm";
import { check, index, integer, pgTable, text, timestamp, uuid } from "drizzle-orm/pg-core";
import { companies, users } from "./accounts";

/** An invoice for one purchase; amounts in SEK öre-free whole kronor, VAT 25 %. */
export const invoices = pgTable(
  "invoices",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    /** Sequential over the installation, without gaps (see invoice_counter). */
    number: integer("number").notNull().unique(),
    companyId: uuid("company_id")
      .notNull()
      .references(() => companies.id, { onDelete: "cascade" }),
    provider: text("provider").notNull(),
    status: text("status", { enum: ["open", "paid", "void"] }).notNull(),
    currency: text("currency").notNull(),
    subtotal: integer("subtotal").notNull(),
    vat: integer("vat").notNull(),
    total: integer("total").notNull(),
    issuedAt: timestamp("issued_at", { withTimezone: true }).notNull(),
    dueAt: timestamp("due_at", { withTimezone: true }).notNull(),
    /** Who started the purchase: the company itself, or an operator changing its plan from /admin. */
    issuedBy: text("issued_by", { enum: ["company", "operator"] })
      .notNull()
      .default("company"),
    /** When the payment was recorded (status paid); null while open. */
    paidAt: timestamp("paid_at", { withTimezone: true }),
    /** The operator who recorded the payment; null for an invoice with nothing to pay. */
    paidBy: uuid("paid_by").references(() => users.id, { onDelete: "set null" }),
  },
  (t) => [index("invoices_company").on(t.companyId, t.issuedAt), check("invoices_total", sql`${t.total} = ${t.subtotal} + ${t.vat}`)],
);

export const invoiceLines = pgTable(
  "invoice_lines",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    invoiceId: uuid("invoice_id")
      .notNull()
      .references(() => invoices.id, { onDelete: "cascade" }),
    position: integer("position").notNull(),
    description: text("description").notNull(),
    /** What was bought: plan, module or credits, and its id (tier, type, package). */
    itemKind: text("item_kind").notNull(),
    itemId: text("item_id").notNull(),
    period: text("period"),
    quantity: integer("quantity").notNull(),
    unitPrice: integer("unit_price").notNull(),
    amount: integer("amount").notNull(),
  },
  (t) => [index("invoice_lines_invoice").on(t.invoiceId, t.position)],
);

/** One row: the last invoice number handed out; taken with an update, so numbers have no gaps. */
export const invoiceCounter = pgTable("invoice_counter", {
  id: text("id").primaryKey(),
  value: integer("value").notNull(),
});
