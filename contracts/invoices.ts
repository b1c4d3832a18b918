/** /api/v1/subscription/invoices: what each purchase was invoiced (Fenix's addition to §7). */
import { Type, type Static } from "typebox";
import { Nullable } from "./common";

const Timestamp = Type.String({ format: "date-time" });

export const InvoiceLineSchema = Type.Object({
  description: Type.String(),
  itemKind: Type.String({ description: "plan, module or credits" }),
  itemId: Type.String({ description: "The tier, module type or credit package" }),
  period: Nullable(Type.String({ description: "monthly or yearly; null for credits" })),
  quantity: Type.Integer(),
  unitPrice: Type.Integer({ description: "SEK excluding VAT" }),
  amount: Type.Integer({ description: "SEK excluding VAT" }),
});
export type InvoiceLine = Static<typeof InvoiceLineSchema>;

export const InvoiceSchema = Type.Object({
  id: Type.String({ format: "uuid" }),
  number: Type.Integer({ description: "Sequential, without gaps" }),
  provider: Type.String({ description: "The payment provider: invoice" }),
  status: Type.String({ description: "open, paid or void" }),
  currency: Type.String(),
  subtotal: Type.Integer(),
  vatRate: Type.Number({ description: "0.25" }),
  vat: Type.Integer(),
  total: Type.Integer(),
  issuedAt: Timestamp,
  dueAt: Timestamp,
  lines: Type.Array(InvoiceLineSchema),
});
export type Invoice = Static<typeof InvoiceSchema>;
export const InvoicesResponseSchema = Type.Object({ data: Type.Object({ invoices: Type.Array(InvoiceSchema) }) });
export const InvoiceResponseSchema = Type.Object({ data: Type.Object({ invoice: InvoiceSchema }) });
export const InvoiceParamsSchema = Type.Object({ id: Type.String({ format: "uuid" }) });
export type InvoiceParams = Static<typeof InvoiceParamsSchema>;
export const InvoiceDocumentSchema = Type.String({ description: "The invoice as an HTML document" });
