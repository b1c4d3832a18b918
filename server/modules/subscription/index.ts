import type { ServerModule } from "../../core/server-module";
import { subscriptionRoutes } from "./routes";
import { adminCatalogueRoutes } from "./admin-routes";
import { registerMonthlyCreditsJob } from "../../commerce/billing/monthly-credits-job";

/** The company's plan, modules, credits and invoices; the operators' plan and module catalogue. */
export const subscriptionModule: ServerModule = {
  prefix: "/api/v1",
  routes: async (app, { ctx }) => {
    await app.register(subscriptionRoutes, { ctx, prefix: "/subscription" });
    await app.register(adminCatalogueRoutes, { ctx, prefix: "/admin" });
  },
  tags: [{ name: "subscription", description: "The company's plan, modules, credits and invoices" }],
  jobs: (ctx) => {
    registerMonthlyCreditsJob(ctx.db, ctx.jobs);
  },
};
