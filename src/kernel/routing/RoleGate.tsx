import { lazy, useEffect, type ReactNode } from "react";
import { useAccess } from "../access/useAccess";
import { PageLoading } from "../pages/PageLoading";
import type { RegisteredRoute } from "../registry";

// Rarely shown (antd's Result and its pictures): loaded when it is.
const AccessDenied = lazy(() => import("../pages/AccessDenied").then((module) => ({ default: module.AccessDenied })));

/**
 * The role check of a signed-in user's page, answered by refine's access-control provider. The
 * page's code downloads meanwhile, so the check costs no time of its own.
 */
export function RoleGate({ route, children }: { route: RegisteredRoute; children: ReactNode }) {
  const role = route.requiredRole ?? "company_user";
  const access = useAccess(role, route.pluginId);
  useEffect(() => {
    if (access.pending) route.page().catch(() => undefined); // a failed download shows when the page renders
  }, [access.pending, route]);
  if (access.pending) return <PageLoading />;
  if (!access.allowed) return <AccessDenied role={role} />;
  return <>{children}</>;
}
