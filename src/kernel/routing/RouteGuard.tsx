import { Alert } from "antd";
import { lazy, useEffect, type ReactNode } from "react";
import { useTranslation } from "react-i18next";
import { Navigate, useLocation } from "react-router";
import { rememberRedirect } from "../../providers/auth/redirect";
import { useSession } from "../../providers/auth/react";
import { useAccess } from "../access/useAccess";
import { PageLoading } from "../pages/PageLoading";
import type { RegisteredRoute } from "../registry";

// Rarely shown (antd's Result and its pictures): loaded when it is.
const AccessDenied = lazy(() => import("../pages/AccessDenied").then((module) => ({ default: module.AccessDenied })));

function SignInFirst() {
  const location = useLocation();
  useEffect(() => rememberRedirect(location), [location]);
  return <Navigate to="/login" replace />;
}

/**
 * The role check of a signed-in user's page, answered by refine's access-control provider. The
 * page's code downloads meanwhile, so the check costs no time of its own.
 */
function RoleGate({ route, children }: { route: RegisteredRoute; children: ReactNode }) {
  const role = route.requiredRole ?? "company_user";
  const access = useAccess(role, route.pluginId);
  useEffect(() => {
    if (access.pending) route.page().catch(() => undefined); // a failed download shows when the page renders
  }, [access.pending, route]);
  if (access.pending) return <PageLoading />;
  if (!access.allowed) return <AccessDenied role={role} />;
  return <>{children}</>;
}

/**
 * Public pages pass; others wait for the session, send a signed-out visitor to /login
 * (remembering where they were going) and refuse a role that is too low.
 */
export function RouteGuard({ route, children }: { route: RegisteredRoute; children: ReactNode }) {
  const session = useSession();
  const { t } = useTranslation("common");
  if (route.access === "public") return <>{children}</>;
  if (session.status === "unavailable") {
    return <Alert type="warning" showIcon style={{ margin: 24 }} message={t("session.unavailable")} />;
  }
  if (!session.user) {
    if (session.status === "restoring" || session.status === "signingOut") return <PageLoading />;
    return <SignInFirst />;
  }
  return <RoleGate route={route}>{children}</RoleGate>;
}
