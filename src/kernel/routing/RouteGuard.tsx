import { useContext, useEffect, type ReactNode } from "react";
import { useTranslation } from "react-i18next";
import { Navigate, useLocation } from "react-router";
import { rememberRedirect } from "../../providers/auth/redirect";
import { useSession } from "../../providers/auth/react";
import { PageLoading } from "../pages/PageLoading";
import type { RegisteredRoute } from "../registry";
import { RoleGateContext } from "./role-gate-context";

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
  const RoleGate = useContext(RoleGateContext);
  const { t } = useTranslation("common");
  if (route.access === "public") return <>{children}</>;
  if (session.status === "unavailable") {
    return (
      <div className="fx-alert fx-alert-warning" role="alert" style={{ margin: 24 }}>
        {t("session.unavailable")}
      </div>
    );
  }
  if (!session.user) {
    if (session.status === "restoring" || session.status === "signingOut") return <PageLoading />;
    return <SignInFirst />;
  }
  // Signed-in pages render inside the app shell, which provides the check (AppShellGate).
  if (!RoleGate) return <PageLoading />;
  return <RoleGate route={route}>{children}</RoleGate>;
}
