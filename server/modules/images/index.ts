import type { ServerModule } from "../../core/server-module";
import { imageRoutes } from "./routes";

/** Product images. */
export const imagesModule: ServerModule = {
  prefix: "",
  routes: imageRoutes,
  tags: [{ name: "images", description: "Product images" }],
};
