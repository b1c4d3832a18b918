import type { ServerModule } from "../../core/server-module";
import { organizationRoutes } from "./routes";

/** The caller's organization: members, roles, invitations and audit log. */
export const organizationsModule: ServerModule = {
  prefix: "/api/v1/organizations",
  routes: organizationRoutes,
  tags: [{ name: "organizations", description: "The caller's organization: members, roles, invitations and audit log" }],
};
