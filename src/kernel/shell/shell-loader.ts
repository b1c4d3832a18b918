import type { SessionServices } from "../../providers/auth/react";
import type { PluginRoute } from "../plugin";
import { importOnce } from "../routing/import-once";
import { loadAntdStyles } from "./antd-styles";

/**
 * The app shell (refine, antd's theme and locale, the query cache) is a chunk of its own: a plain
 * page (the sign-in page) shows without it, and every other page starts its download at boot,
 * beside the page's own code. It is loaded once antd's build-time styles are on the page too.
 */
const shell = importOnce(() => Promise.all([import("./AppShell"), loadAntdStyles()]).then(([module]) => module));

export const loadAppShell = () => shell();

/** The shell once its code has arrived, so it renders without suspending. */
export const loadedAppShell = () => shell.loaded();

/**
 * Loads the shell and starts its data services: from then on, each new user's companies are
 * prefetched the moment the session has the user, not when the first page renders; and so are
 * the calls of the page the app opened on, when its route names them.
 */
export function startAppShell(services: SessionServices, openedOn?: Pick<PluginRoute, "prefetch">): Promise<void> {
  return loadAppShell().then((module) => {
    const data = module.dataServicesFor(services);
    if (openedOn?.prefetch) module.prefetchPage(openedOn.prefetch, services, data);
  });
}
