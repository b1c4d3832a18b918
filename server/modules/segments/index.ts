import type { ServerModule } from "../../core/server-module";
import { segmentRoutes } from "./routes";

/** Segments (category × price band per litre), their products and trends. */
export const segmentsModule: ServerModule = {
  prefix: "/api/v1/segments",
  routes: segmentRoutes,
  tags: [{ name: "segments", description: "Segments (category × price band per litre) and their products and trends" }],
};
