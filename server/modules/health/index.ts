import type { ServerModule } from "../../core/server-module";
import { healthRoutes } from "./routes";

/** Liveness and status of the service. */
export const healthModule: ServerModule = {
  prefix: "",
  routes: healthRoutes,
  tags: [{ name: "health", description: "Liveness and status of the service" }],
};
