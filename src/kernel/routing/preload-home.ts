import { useEffect } from "react";
import type { SessionServices } from "../../providers/auth/react";
import type { Registry } from "../registry";

/**
 * While the sign-in request is on its way, the start page's code is fetched too: the dashboard
 * then renders (and asks for its data) as soon as the session exists, not one download later.
 */
export function usePreloadHomeOnSignIn(registry: Registry, actor: SessionServices["actor"]): void {
  useEffect(() => {
    const home = registry.routes.find((route) => route.path === "/");
    if (!home) return;
    const subscription = actor.subscribe((snapshot) => {
      if (snapshot.value === "signingIn" && !home.page.loaded()) void home.page().catch(() => undefined);
    });
    return () => subscription.unsubscribe();
  }, [registry, actor]);
}
