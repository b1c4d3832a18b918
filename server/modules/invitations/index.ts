import type { ServerModule } from "../../core/server-module";
import { invitationRoutes } from "./routes";

/** Invitations: looked up and accepted by the invited (documented under organizations). */
export const invitationsModule: ServerModule = {
  prefix: "/api/v1",
  routes: invitationRoutes,
};
