import type { ServerModule } from "../../core/server-module";
import { freshnessRoutes } from "./routes";

/** How fresh the market data is: the newest observation and what the collection schedule promised. */
export const freshnessModule: ServerModule = {
  prefix: "/api/v1/freshness",
  routes: freshnessRoutes,
  tags: [{ name: "freshness", description: "How fresh the market data is against the collection schedule" }],
};
