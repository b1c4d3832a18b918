/** The invoices table: writing one with its lines and a gap-free number, and reading a company's. */
import { and, asc, desc, eq, inArray, sql } from "drizzle-orm";
import type { Orm } from "../../db/client";
import { invoiceCounter, invoiceLines, invoices } from "../../db/schema";
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

export async function writeInvoice(tx: Orm, purchase: Purchase, provider: string, status: "open" | "paid"): Promise<InvoiceRow> {
  const subtotal = purchase.lines.reduce((sum, line) => sum + line.quantity * line.unitPrice, 0);
  const vat = Math.round(subtotal * VAT_RATE);
  const number = await nextInvoiceNumber(tx);
  const dueAt = new Date(purchase.at.getTime() + PAYMENT_TERMS_DAYS * 86_400_000);
  const [invoice] = await tx
    .insert(invoices)
    .values({
      number,
      companyId: purchase.companyId,
      provider,
      status,
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

export const invoiceView = (row: InvoiceWithLines) => ({
  id: row.id,
  number: row.number,
  provider: row.provider,
  status: row.status,
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
