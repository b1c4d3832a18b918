import type { ServerModule } from "../../core/server-module";
import { artdiskRoutes } from "./routes";

/** The article register and its lifecycle events. */
export const artdiskModule: ServerModule = {
  prefix: "/api/v1/artdisk",
  routes: artdiskRoutes,
  tags: [{ name: "artdisk", description: "The article register: every article the catalogue has held and its lifecycle events" }],
};
