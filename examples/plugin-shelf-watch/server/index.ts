import type { ServerModule } from "../../../server/core/server-module";
import { shelfWatchRoutes } from "./routes";

/** The shelf watch's server module: `buildApp({ ctx, modules: [shelfWatchModule] })`. */
export const shelfWatchModule: ServerModule = {
  prefix: "/api/v1/shelf-watch",
  routes: shelfWatchRoutes,
  tags: [{ name: "shelf-watch", description: "An example module: a company's products out of stock today in several stores" }],
};
