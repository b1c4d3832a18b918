import type { ServerModule } from "../../core/server-module";
import { authRoutes } from "./routes";

/** Sign-in, registration, tokens and password resets. */
export const authModule: ServerModule = {
  prefix: "/api/v1/auth",
  routes: authRoutes,
  tags: [{ name: "auth", description: "Sign-in, registration, tokens and password resets" }],
};
