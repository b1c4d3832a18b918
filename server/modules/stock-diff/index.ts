import type { ServerModule } from "../../core/server-module";
import { stockDiffRoutes } from "./routes";

/** Stock movements per hour or day. */
export const stockDiffModule: ServerModule = {
  prefix: "/api/v1/stock-diff",
  routes: stockDiffRoutes,
  tags: [{ name: "stock-diff", description: "Stock movements: units sold, delivered and corrected per hour or day" }],
};
