import type { ServerModule } from "../../core/server-module";
import { apiKeyRoutes } from "./routes";

/** The signed-in user's personal API keys. */
export const apiKeysModule: ServerModule = {
  prefix: "/api/v1/users/me/api-keys",
  routes: apiKeyRoutes,
  tags: [{ name: "api-keys", description: "The signed-in user's personal API keys: create, rename, revoke, usage" }],
};
