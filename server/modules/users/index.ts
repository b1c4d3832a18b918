import type { ServerModule } from "../../core/server-module";
import { userRoutes } from "./routes";

/** The signed-in user: profile, preferences, password, activity and two-factor authentication. */
export const usersModule: ServerModule = {
  prefix: "/api/v1/users",
  routes: userRoutes,
  tags: [
    { name: "users", description: "The signed-in user's profile, preferences, password and activity" },
    { name: "two-factor", description: "The signed-in user's two-factor authentication (TOTP and backup codes)" },
  ],
};
