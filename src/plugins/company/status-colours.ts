/** Solid tag colours with white text (AA contrast) for a plan's or module's status. */
export const STATUS_COLOURS = { active: "#237804", cancelling: "#ad4e00" } as const;

/** What an invoice's reader needs to know: paid, unpaid, overdue (open past its due date), a credit note, or void. */
export type InvoiceState = "paid" | "open" | "overdue" | "credit" | "void";
export function invoiceState(invoice: { status: string; overdue: boolean; total: number }): InvoiceState {
  if (invoice.status === "void") return "void";
  if (invoice.total < 0) return "credit";
  if (invoice.status === "paid") return "paid";
  return invoice.overdue ? "overdue" : "open";
}
export const INVOICE_STATE_COLOURS: Record<InvoiceState, string | undefined> = {
  paid: "#237804",
  open: "#0958d9",
  overdue: "#a8071a",
  credit: "#531dab",
  void: undefined,
};
