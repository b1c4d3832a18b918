/** /api/v1/admin/invoices: every company's invoices, and recording a payment (super_admin only, audited). */
import type { FastifyPluginAsyncTypebox } from "@fastify/type-provider-typebox";
import {
  AdminInvoiceResponseSchema,
  AdminInvoicesQuerySchema,
  AdminInvoicesResponseSchema,
  ErrorResponseSchema,
  InvoiceParamsSchema,
} from "../../../contracts";
import { requireSuperAdmin } from "../../core/authenticate";
import type { AppContext } from "../../core/context";
import { listInvoices, markInvoicePaid } from "./invoices-service";
import { adminErrors, adminTags, requestMeta } from "./routes";

export const adminInvoiceRoutes: FastifyPluginAsyncTypebox<{ ctx: AppContext }> = async (app, { ctx }) => {
  const operator = requireSuperAdmin(ctx);
  const common = { tags: adminTags };

  app.get(
    "/invoices",
    {
      preParsing: operator,
      schema: {
        operationId: "listAllInvoices",
        ...common,
        summary: "Every company's invoices, newest first; state unpaid, overdue or paid",
        querystring: AdminInvoicesQuerySchema,
        response: { 200: AdminInvoicesResponseSchema, ...adminErrors },
      },
    },
    async (request) => ({ data: await listInvoices(ctx.db.orm, request.query, new Date()) }),
  );

  app.post(
    "/invoices/:id/paid",
    {
      preParsing: operator,
      schema: {
        operationId: "markInvoicePaid",
        ...common,
        summary: "Record that an open invoice was paid (409 when it is paid already or void)",
        params: InvoiceParamsSchema,
        response: { 200: AdminInvoiceResponseSchema, 409: ErrorResponseSchema, ...adminErrors },
      },
    },
    async (request) => ({ data: await markInvoicePaid(ctx, request.caller!, request.params.id, requestMeta(request)) }),
  );
};
