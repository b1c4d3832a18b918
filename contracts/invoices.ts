/** /api/v1/subscription/invoices: what each purchase was invoiced (docs/PRODUCT.md §10 Subscriptions). */
import { Type, type Static } from "typebox";
import { LiteralUnion, Nullable, PaginationSchema } from "./common";
import { EXAMPLE_COMPANY_ID } from "./examples";

const Timestamp = Type.String({ format: "date-time" });

const EXAMPLE_INVOICE = {
  id: "e4d2c0b8-9a7f-4e5d-b3c1-a9f7e5d3c1b0",
  number: 1042,
  provider: "invoice",
  status: "open",
  overdue: false,
  paidAt: null,
  issuedBy: "company",
  currency: "SEK",
  subtotal: 1990,
  vatRate: 0.25,
  vat: 498,
  total: 2488,
  issuedAt: "2026-11-20T08:31:00.000Z",
  dueAt: "2026-12-20T08:31:00.000Z",
  lines: [
    { description: "500 credits", itemKind: "credits", itemId: "credits-500", period: null, quantity: 1, unitPrice: 1990, amount: 1990 },
  ],
};

export const InvoiceLineSchema = Type.Object(
  {
    description: Type.String(),
    itemKind: Type.String({ description: "plan, module, credits, or proration: the unused rest of the previous plan, credited" }),
    itemId: Type.String({ description: "The tier, module type or credit package" }),
    period: Nullable(Type.String({ description: "monthly or yearly; null for credits" })),
    quantity: Type.Integer(),
    unitPrice: Type.Integer({ description: "SEK excluding VAT" }),
    amount: Type.Integer({ description: "SEK excluding VAT; negative for a credit" }),
  },
  { examples: [EXAMPLE_INVOICE.lines[0]] },
);
export type InvoiceLine = Static<typeof InvoiceLineSchema>;

export const InvoiceSchema = Type.Object(
  {
    id: Type.String({ format: "uuid" }),
    number: Type.Integer({ description: "Sequential, without gaps" }),
    provider: Type.String({ description: "The payment provider: invoice" }),
    status: Type.String({ description: "open, paid or void" }),
    overdue: Type.Boolean({ description: "Open past its due date (by the server's clock)" }),
    paidAt: Nullable(Timestamp),
    issuedBy: LiteralUnion(["company", "operator"], { description: "operator: an operator changed the company's plan from /admin" }),
    currency: Type.String(),
    subtotal: Type.Integer(),
    vatRate: Type.Number({ description: "0.25" }),
    vat: Type.Integer(),
    total: Type.Integer(),
    issuedAt: Timestamp,
    dueAt: Timestamp,
    lines: Type.Array(InvoiceLineSchema),
  },
  { examples: [EXAMPLE_INVOICE] },
);
export type Invoice = Static<typeof InvoiceSchema>;
export const InvoicesResponseSchema = Type.Object({ data: Type.Object({ invoices: Type.Array(InvoiceSchema) }) });
export const InvoiceResponseSchema = Type.Object({ data: Type.Object({ invoice: InvoiceSchema }) });
export const InvoiceParamsSchema = Type.Object({ id: Type.String({ format: "uuid" }) });
export type InvoiceParams = Static<typeof InvoiceParamsSchema>;
export const InvoiceDocumentSchema = Type.String({ description: "The invoice as an HTML document" });

/** /api/v1/admin/invoices: every company's invoices for the operators, and recording a payment. */
export const INVOICE_STATES = ["unpaid", "overdue", "paid"] as const;
export type InvoiceState = (typeof INVOICE_STATES)[number];
export const AdminInvoiceSchema = Type.Object(
  { ...InvoiceSchema.properties, companyId: Type.String({ format: "uuid" }), companyName: Type.String() },
  { examples: [{ ...EXAMPLE_INVOICE, companyId: EXAMPLE_COMPANY_ID, companyName: "Nordvik Dryck AB" }] },
);
export type AdminInvoice = Static<typeof AdminInvoiceSchema>;
export const AdminInvoicesQuerySchema = Type.Object(
  {
    state: Type.Optional(LiteralUnion(INVOICE_STATES, { description: "unpaid: open (overdue ones too); overdue: open past due; paid" })),
    companyId: Type.Optional(Type.String({ format: "uuid" })),
    limit: Type.Optional(Type.Integer({ minimum: 1, maximum: 100, default: 20 })),
    cursor: Type.Optional(Type.String({ pattern: "^[0-9]{1,7}$", description: "nextCursor of the previous page" })),
  },
  { additionalProperties: false },
);
export type AdminInvoicesQuery = Static<typeof AdminInvoicesQuerySchema>;
export const AdminInvoicesResponseSchema = Type.Object({
  data: Type.Object({ items: Type.Array(AdminInvoiceSchema), pagination: PaginationSchema }),
});
export const AdminInvoiceResponseSchema = Type.Object({ data: AdminInvoiceSchema });
