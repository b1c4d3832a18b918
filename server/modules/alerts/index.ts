import type { ServerModule } from "../../core/server-module";
import { queueEvaluation, registerAlertJobs } from "./jobs";
import { alertRoutes } from "./routes";

/** Alert rules and the alerts they raise after each ingest (docs/PRODUCT.md §12b). */
export const alertsModule: ServerModule = {
  prefix: "/api/v1/alerts",
  routes: async (app, { ctx }) => {
    await app.register(alertRoutes, { ctx });
    // Where the jobs run: data imported by the CLI while the server was off is evaluated at start.
    if (ctx.config.role !== "api") app.addHook("onReady", () => queueEvaluation(ctx));
  },
  tags: [{ name: "alerts", description: "Alert rules (yours and your company's) and the alerts they raise after each ingest" }],
  jobs: registerAlertJobs,
};
