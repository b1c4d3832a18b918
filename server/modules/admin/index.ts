import type { ServerModule } from "../../core/server-module";
import { setupRoutes } from "./setup-routes";
import { adminCompanyRoutes } from "./routes";
import { adminOversightRoutes } from "./oversight-routes";
import { adminInvoiceRoutes } from "./invoices-routes";

/** Getting a new company started, and the operators' companies, claims, keys and invoices. */
export const adminModule: ServerModule = {
  prefix: "/api/v1",
  routes: async (app, { ctx }) => {
    await app.register(setupRoutes, { ctx });
    await app.register(adminCompanyRoutes, { ctx, prefix: "/admin" });
    await app.register(adminOversightRoutes, { ctx, prefix: "/admin" });
    await app.register(adminInvoiceRoutes, { ctx, prefix: "/admin" });
  },
  tags: [
    { name: "setup", description: "Getting a new company started: claiming its supplier names" },
    { name: "admin", description: "Operators (super_admin) only: companies, claims, keys, invoices, plans and the cache" },
  ],
};
