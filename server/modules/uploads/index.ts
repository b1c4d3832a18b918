import type { ServerModule } from "../../core/server-module";
import { uploadRoutes } from "./routes";
import { registerExpiryJob } from "./expiry-job";
import { registerModuleDataJob } from "./module-data-job";

/** Files a company uploads through signed URLs. */
export const uploadsModule: ServerModule = {
  prefix: "/api/v1/uploads",
  routes: uploadRoutes,
  tags: [{ name: "uploads", description: "Files a company uploads (weekly lists, module data) through signed URLs" }],
  jobs: (ctx) => {
    registerModuleDataJob(ctx);
    registerExpiryJob(ctx);
  },
};
