/** /api/v1/subscription/invoices: the company's invoices and each one's document (docs/PRODUCT.md §10 Subscriptions). */
import type { FastifyPluginAsyncTypebox } from "@fastify/type-provider-typebox";
import {
  ErrorResponseSchema,
  InvoiceDocumentSchema,
  InvoiceParamsSchema,
  InvoiceResponseSchema,
  InvoicesResponseSchema,
} from "../../../contracts";
import { requireUser } from "../../core/authenticate";
import type { AppContext } from "../../core/context";
import { RequestError } from "../../core/errors";
import { invoiceDocument } from "../../commerce/payments/invoice-document";
import { companyInvoice, companyInvoices, invoiceView } from "../../commerce/payments/invoices";
import { companyName } from "./queries";
import { companyOf } from "./service";

const tags = ["subscription"];
const errors = { 400: ErrorResponseSchema, 401: ErrorResponseSchema, 403: ErrorResponseSchema, 404: ErrorResponseSchema };

export const invoiceRoutes: FastifyPluginAsyncTypebox<{ ctx: AppContext }> = async (app, { ctx }) => {
  const preParsing = requireUser(ctx);
  const orm = ctx.db.orm;

  const invoiceOf = async (companyId: string, id: string) => {
    const invoice = await companyInvoice(orm, companyId, id);
    if (!invoice) throw new RequestError(404, "Invoice not found", "INVOICE_NOT_FOUND");
    return invoice;
  };

  app.get(
    "/invoices",
    {
      preParsing,
      schema: {
        operationId: "listInvoices",
        tags,
        summary: "Your company's invoices, newest first",
        response: { 200: InvoicesResponseSchema, ...errors },
      },
    },
    async (request) => ({
      data: { invoices: (await companyInvoices(orm, companyOf(request.caller!, "member"))).map((row) => invoiceView(row, new Date())) },
    }),
  );

  app.get(
    "/invoices/:id",
    {
      preParsing,
      schema: {
        operationId: "getInvoice",
        tags,
        summary: "One invoice with its lines",
        params: InvoiceParamsSchema,
        response: { 200: InvoiceResponseSchema, ...errors },
      },
    },
    async (request) => ({
      data: { invoice: invoiceView(await invoiceOf(companyOf(request.caller!, "member"), request.params.id), new Date()) },
    }),
  );

  app.get(
    "/invoices/:id/document",
    {
      preParsing,
      schema: {
        operationId: "getInvoiceDocument",
        tags,
        summary: "The invoice as an HTML document, as an attachment",
        params: InvoiceParamsSchema,
        produces: ["text/html"],
        response: { 200: InvoiceDocumentSchema, ...errors },
      },
    },
    async (request, reply) => {
      const companyId = companyOf(request.caller!, "member");
      const invoice = await invoiceOf(companyId, request.params.id);
      reply
        .type("text/html; charset=utf-8")
        .header("content-disposition", `attachment; filename="fenix-invoice-${invoice.number}.html"`)
        .header("x-content-type-options", "nosniff");
      return invoiceDocument(invoice, (await companyName(orm, companyId)) ?? "");
    },
  );
};
