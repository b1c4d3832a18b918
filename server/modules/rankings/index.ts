import type { ServerModule } from "../../core/server-module";
import { rankingRoutes } from "./routes";

/** Monthly rankings within segments, producers, store optimisation and competitive analysis. */
export const rankingsModule: ServerModule = {
  prefix: "/api/v1",
  routes: rankingRoutes,
  tags: [{ name: "rankings", description: "Products and producers ranked within their segments over whole months" }],
};
