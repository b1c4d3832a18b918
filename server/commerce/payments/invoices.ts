/** The invoices table: writing one with its lines and a gap-free number, and reading a company's. */
import { and, asc, count, desc, eq, inArray, sql, type SQL } from "drizzle-orm";
import type { Orm } from "../../db/client";
import { companies, invoiceCounter, invoiceLines, invoices } from "../../db/schema";
import { stockholmDay } from "../../core/stockholm-day";
import { PAYMENT_TERMS_DAYS, VAT_RATE, type Purchase } from "./provider";

export type InvoiceRow = typeof invoices.$inferSelect;
export type InvoiceLineRow = typeof invoiceLines.$inferSelect;
export type InvoiceWithLines = InvoiceRow & { lines: InvoiceLineRow[] };

/** The next invoice number: one counter row updated in the caller's transaction, so numbers run without gaps. */
async function nextInvoiceNumber(tx: Orm): Promise<number> {
  const [row] = await tx
    .insert(invoiceCounter)
    .values({ id: "invoice", value: 1 })
    .onConflictDoUpdate({ target: invoiceCounter.id, set: { value: sql`${invoiceCounter.value} + 1` } })
    .returning({ value: invoiceCounter.value });
  return row!.value;
}

/** Writes the invoice open, or settled at once when it leaves nothing to pay (a downgrade's credit can exceed the new plan). */
export async function writeInvoice(tx: Orm, purchase: Purchase, provider: string, paid = false): Promise<InvoiceRow> {
  const subtotal = purchase.lines.reduce((sum, line) => sum + line.quantity * line.unitPrice, 0);
  const vat = Math.round(subtotal * VAT_RATE);
  const number = await nextInvoiceNumber(tx);
  const dueAt = new Date(purchase.at.getTime() + PAYMENT_TERMS_DAYS * 86_400_000);
  const settled = paid || subtotal + vat <= 0;
  const [invoice] = await tx
    .insert(invoices)
    .values({
      number,
      companyId: purchase.companyId,
      provider,
      status: settled ? "paid" : "open",
      paidAt: settled ? purchase.at : null,
      issuedBy: purchase.issuedBy ?? "company",
      currency: purchase.currency,
      subtotal,
      vat,
      total: subtotal + vat,
      issuedAt: purchase.at,
      dueAt,
    })
    .returning();
  await tx
    .insert(invoiceLines)
    .values(
      purchase.lines.map((line, position) => ({ ...line, invoiceId: invoice!.id, position, amount: line.quantity * line.unitPrice })),
    );
  return invoice!;
}

async function withLines(orm: Orm, rows: InvoiceRow[]): Promise<InvoiceWithLines[]> {
  if (rows.length === 0) return [];
  const lines = await orm
    .select()
    .from(invoiceLines)
    .where(
      inArray(
        invoiceLines.invoiceId,
        rows.map((row) => row.id),
      ),
    )
    .orderBy(asc(invoiceLines.position));
  return rows.map((row) => ({ ...row, lines: lines.filter((line) => line.invoiceId === row.id) }));
}

/** The company's invoices, newest first (at most `limit`). */
export async function companyInvoices(orm: Orm, companyId: string, limit = 100): Promise<InvoiceWithLines[]> {
  const rows = await orm.select().from(invoices).where(eq(invoices.companyId, companyId)).orderBy(desc(invoices.number)).limit(limit);
  return withLines(orm, rows);
}

/** One invoice of the company; undefined for another company's. */
export async function companyInvoice(orm: Orm, companyId: string, id: string): Promise<InvoiceWithLines | undefined> {
  const rows = await orm
    .select()
    .from(invoices)
    .where(and(eq(invoices.id, id), eq(invoices.companyId, companyId)));
  return (await withLines(orm, rows))[0];
}

/** The invoice row, locked for the caller's transaction; undefined when there is none. */
export async function lockInvoice(tx: Orm, id: string): Promise<InvoiceRow | undefined> {
  const [row] = await tx.select().from(invoices).where(eq(invoices.id, id)).for("update");
  return row;
}

export async function setInvoicePaid(tx: Orm, id: string, paidBy: string, at: Date): Promise<void> {
  await tx.update(invoices).set({ status: "paid", paidAt: at, paidBy }).where(eq(invoices.id, id));
}

type InvoiceState = "unpaid" | "overdue" | "paid";

interface InvoiceFilter {
  state?: InvoiceState;
  companyId?: string;
  invoiceId?: string;
  limit: number;
  offset: number;
  now: Date;
}

const stateCondition = (state: InvoiceState | undefined, now: Date): SQL | undefined =>
  state === "paid"
    ? eq(invoices.status, "paid")
    : state === "overdue"
      ? and(
          eq(invoices.status, "open"),
          sql`(${invoices.dueAt} at time zone 'Europe/Stockholm')::date < (${now.toISOString()}::timestamptz at time zone 'Europe/Stockholm')::date`,
        )
      : state === "unpaid"
        ? eq(invoices.status, "open")
        : undefined;

/** Every company's invoices for the operators, newest first, with the company's name and the filter's total. */
export async function invoicesAcrossCompanies(orm: Orm, filter: InvoiceFilter) {
  const where = and(
    stateCondition(filter.state, filter.now),
    filter.companyId ? eq(invoices.companyId, filter.companyId) : undefined,
    filter.invoiceId ? eq(invoices.id, filter.invoiceId) : undefined,
  );
  const [total] = await orm.select({ n: count() }).from(invoices).where(where);
  const rows = await orm
    .select({ invoice: invoices, companyName: companies.name })
    .from(invoices)
    .innerJoin(companies, eq(companies.id, invoices.companyId))
    .where(where)
    .orderBy(desc(invoices.number))
    .limit(filter.limit)
    .offset(filter.offset);
  const full = await withLines(
    orm,
    rows.map((row) => row.invoice),
  );
  return { total: total?.n ?? 0, items: full.map((invoice, i) => ({ invoice, companyName: rows[i]!.companyName })) };
}

/**
 * `overdue` by the server's clock: open after its due day — a due date means through the end of
 * that day, Stockholm time (an invoice due 27 November is not overdue on 27 November).
 */
export const invoiceView = (row: InvoiceWithLines, now: Date) => ({
  id: row.id,
  number: row.number,
  provider: row.provider,
  status: row.status,
  overdue: row.status === "open" && stockholmDay(row.dueAt.getTime()) < stockholmDay(now.getTime()),
  paidAt: row.paidAt?.toISOString() ?? null,
  issuedBy: row.issuedBy,
  currency: row.currency,
  subtotal: row.subtotal,
  vatRate: VAT_RATE,
  vat: row.vat,
  total: row.total,
  issuedAt: row.issuedAt.toISOString(),
  dueAt: row.dueAt.toISOString(),
  lines: row.lines.map(({ description, itemKind, itemId, period, quantity, unitPrice, amount }) => ({
    description,
    itemKind,
    itemId,
    period,
    quantity,
    unitPrice,
    amount,
  })),
});
