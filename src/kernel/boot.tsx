import { startTransition, StrictMode } from "react";
import { createRoot } from "react-dom/client";
import { matchPath } from "react-router";
import { createI18n } from "../providers/i18n";
import { KernelApp } from "./KernelApp";
import { loadLayouts } from "./layout/layout-loader";
import { sentToSignIn } from "./routing/sent-to-sign-in";
import { startAppShell } from "./shell/shell-loader";
import type { Plugin } from "./plugin";
import { createRegistry } from "./registry";
import { createServices } from "./services";
import "./styles.css";
import "./plain-controls.css";

/** Longest wait for the first render's code before rendering with fallbacks for what is missing. */
const FIRST_RENDER_WAIT_MS = 3000;

function firstRenderCode(loads: readonly (Promise<unknown> | undefined)[]): Promise<void> {
  const settled = Promise.allSettled(loads).then(() => undefined);
  return Promise.race([settled, new Promise<void>((resolve) => setTimeout(resolve, FIRST_RENDER_WAIT_MS))]);
}

/** Starts the application with the given plugins; src/main.tsx is its only caller. */
export async function bootKernel(container: HTMLElement, plugins: readonly Plugin[]): Promise<void> {
  const registry = createRegistry(plugins);
  // The page's code (and its layout's: header, menus; and, but for a plain page, the app shell's)
  // downloads while the translations load and the session is restored.
  const route = registry.routes.find((candidate) => matchPath(candidate.path, window.location.pathname));
  void route?.page().catch(() => undefined);
  const withLayout = route?.layout !== "none";
  if (withLayout) void loadLayouts().catch(() => undefined);
  // One batch, in parallel: the kernel's strings, the page's plugin's and, where a header shows
  // them, the menus' labels. A page without a layout (/login) waits for no menu. Asked for before
  // the services start, whose session restore waits on the network anyway.
  const menus = withLayout ? registry.plugins.filter((plugin) => plugin.menu?.length).map((plugin) => plugin.id) : [];
  const translations = createI18n({ bundled: registry.localeLoader, namespaces: [...new Set(route ? [route.pluginId, ...menus] : menus)] });
  const services = createServices();
  const shell = route?.plain ? undefined : startAppShell(services, route).catch(() => undefined);
  const i18n = await translations;
  // The first render waits for the code it draws, already downloading: a part that suspends shows
  // a fallback, and React then holds back the content that replaces it for at least 300 ms. A
  // visitor without a session waits for the page's code only, or for none when the page sends them
  // to sign in; no one waits longer than FIRST_RENDER_WAIT_MS: a failed or slow download renders as before.
  const anonymous = services.actor.getSnapshot().matches("anonymous");
  await firstRenderCode(
    sentToSignIn(route, anonymous) ? [] : [route?.page(), ...(anonymous ? [] : [withLayout ? loadLayouts() : undefined, shell])],
  );
  // A transition: React renders the first screen in slices and lets the browser in between.
  const root = createRoot(container);
  startTransition(() =>
    root.render(
      <StrictMode>
        <KernelApp registry={registry} i18n={i18n} services={services} />
      </StrictMode>,
    ),
  );
}
