import { Alert } from "antd";
import { useEffect, type ReactNode } from "react";
import { useTranslation } from "react-i18next";
import { Navigate, useLocation } from "react-router";
import { rememberRedirect } from "../../providers/auth/redirect";
import { useSession } from "../../providers/auth/react";
import { hasRole } from "../../providers/auth/user";
import { AccessDenied } from "../pages/AccessDenied";
import { PageLoading } from "../pages/PageLoading";
import type { RegisteredRoute } from "../registry";

function SignInFirst() {
  const location = useLocation();
  useEffect(() => rememberRedirect(location), [location]);
  return <Navigate to="/login" replace />;
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
  const required = route.requiredRole ?? "company_user";
  if (!hasRole(session.user.role, required)) return <AccessDenied role={required} />;
  return <>{children}</>;
}
