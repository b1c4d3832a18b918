import type { i18n } from "i18next";
import { useEffect } from "react";
import type { SessionServices } from "../../providers/auth/react";
import { loadLayouts } from "../layout/layout-loader";
import { startAppShell } from "../shell/shell-loader";
import type { Registry } from "../registry";

/**
 * What the start page needs besides its data — its code, the app shell's (refine, antd), the
 * layout's (header, menus) and their translations — is fetched while the visitor types on the sign-in form (from the first key or
 * input), and at the latest with the sign-in request: the dashboard then renders, and asks for its
 * data, as soon as the session exists, not one download later. Nothing of it loads before the
 * visitor does something, so the sign-in page's own first paint does not share the line.
 */
export function usePreloadHomeOnSignIn(registry: Registry, services: SessionServices, i18n: i18n): void {
  const { actor } = services;
  useEffect(() => {
    const home = registry.routes.find((route) => route.path === "/");
    if (!home) return;
    let started = false;
    const stopListening = () => {
      document.removeEventListener("keydown", onInput, { capture: true });
      document.removeEventListener("input", onInput, { capture: true });
    };
    const preload = () => {
      if (started) return;
      started = true;
      stopListening();
      void home.page().catch(() => undefined);
      if (!home.plain) void startAppShell(services).catch(() => undefined);
      if (home.layout !== "none") void loadLayouts().catch(() => undefined);
      const menus = registry.plugins.filter((plugin) => plugin.menu?.length).map((plugin) => plugin.id);
      void i18n.loadNamespaces([home.pluginId, ...menus]).catch(() => undefined);
    };
    // A key pressed while the session is still restoring does not use the listeners up.
    function onInput() {
      if (actor.getSnapshot().value === "anonymous") preload();
    }
    // Not on a click: the sign-in button's would put some forty downloads in front of the sign-in request.
    document.addEventListener("keydown", onInput, { capture: true });
    document.addEventListener("input", onInput, { capture: true });
    const subscription = actor.subscribe((snapshot) => {
      if (snapshot.value === "signingIn") preload();
    });
    return () => {
      subscription.unsubscribe();
      stopListening();
    };
  }, [registry, services, actor, i18n]);
}
