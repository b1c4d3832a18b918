import type { ServerModule } from "../../core/server-module";
import { searchRoutes } from "./routes";

/** Typeahead search over products and stores. */
export const searchModule: ServerModule = {
  prefix: "/api/v1/search",
  routes: searchRoutes,
  tags: [{ name: "search", description: "Typeahead search over products and stores" }],
};
