import "@ant-design/v5-patch-for-react-19";
import { StrictMode } from "react";
import { createRoot } from "react-dom/client";
import { matchPath } from "react-router";
import { createI18n } from "../providers/i18n";
import { KernelApp } from "./KernelApp";
import type { Plugin } from "./plugin";
import { createRegistry } from "./registry";
import { createServices } from "./services";
import "./styles.css";

/** Starts the application with the given plugins; src/main.tsx is its only caller. */
export async function bootKernel(container: HTMLElement, plugins: readonly Plugin[]): Promise<void> {
  const registry = createRegistry(plugins);
  // The page's code downloads while the translations load and the session is restored.
  void registry.routes
    .find((route) => matchPath(route.path, window.location.pathname))
    ?.page()
    .catch(() => undefined);
  const services = createServices();
  const i18n = await createI18n({ bundled: registry.localeLoader });
  // Menu labels appear on every page; their namespaces load before the first render.
  await i18n.loadNamespaces(registry.plugins.filter((plugin) => plugin.menu?.length).map((plugin) => plugin.id));
  createRoot(container).render(
    <StrictMode>
      <KernelApp registry={registry} i18n={i18n} services={services} />
    </StrictMode>,
  );
}
