/** The operators' invoices: every company's, filtered by payment state, and recording that one was paid. */
import type { AdminInvoicesQuery } from "../../../contracts";
import { recordAudit } from "../../core/audit";
import type { Caller } from "../../core/authenticate";
import { RequestError } from "../../core/errors";
import { paymentProviderNamed } from "../../commerce/payments/invoice-provider";
import { invoicesAcrossCompanies, invoiceView, lockInvoice } from "../../commerce/payments/invoices";
import type { Orm } from "../../db/client";
import { actorOf, type Ctx, type RequestMeta } from "./actor";
import { offsetOf, pageInfo } from "./rows";

export async function listInvoices(orm: Orm, query: AdminInvoicesQuery, now: Date) {
  const limit = query.limit ?? 20;
  const offset = offsetOf(query.cursor);
  const { total, items } = await invoicesAcrossCompanies(orm, { state: query.state, companyId: query.companyId, limit, offset, now });
  return {
    items: items.map(({ invoice, companyName }) => ({ ...invoiceView(invoice, now), companyId: invoice.companyId, companyName })),
    pagination: pageInfo(total, offset, items.length),
  };
}

async function oneInvoice(orm: Orm, id: string, now: Date) {
  const { items } = await invoicesAcrossCompanies(orm, { invoiceId: id, limit: 1, offset: 0, now });
  const [found] = items;
  if (!found) throw new RequestError(404, "Invoice not found", "INVOICE_NOT_FOUND");
  return { ...invoiceView(found.invoice, now), companyId: found.invoice.companyId, companyName: found.companyName };
}

/** Records the payment through the invoice's provider, audited in the same transaction; a second time is 409. */
export async function markInvoicePaid(ctx: Ctx, caller: Caller, id: string, meta: RequestMeta) {
  const actor = await actorOf(ctx, caller);
  const now = new Date();
  return ctx.db.orm.transaction(async (tx) => {
    const invoice = await lockInvoice(tx, id);
    if (!invoice) throw new RequestError(404, "Invoice not found", "INVOICE_NOT_FOUND");
    if (invoice.status === "paid") throw new RequestError(409, "The invoice is paid already", "INVOICE_ALREADY_PAID");
    if (invoice.status === "void") throw new RequestError(409, "The invoice is void", "INVOICE_VOID");
    const provider = paymentProviderNamed(invoice.provider);
    if (!provider) throw new Error(`invoice ${id} names the unknown payment provider ${invoice.provider}`);
    await provider.markPaid(tx, id, caller.userId, now);
    await recordAudit(tx, {
      action: "invoice.marked_paid",
      companyId: invoice.companyId,
      actor,
      objectType: "invoice",
      objectId: id,
      details: { number: invoice.number, total: invoice.total, currency: invoice.currency, dueAt: invoice.dueAt.toISOString() },
      ip: meta.ip,
    });
    return oneInvoice(tx, id, now);
  });
}
