import type { ServerModule } from "../../core/server-module";
import { adminCacheRoutes } from "./routes";
import { registerWarmJob } from "./service";

/** The operators' view of the response cache (documented under admin). */
export const adminCacheModule: ServerModule = {
  prefix: "/api/v1/admin/cache",
  routes: adminCacheRoutes,
  jobs: (ctx) => {
    registerWarmJob(ctx);
  },
};
