/**
 * The app shell (refine, antd's theme and locale, the query cache) is a chunk of its own: a plain
 * page (the sign-in page) shows without it, and every other page starts its download at boot,
 * beside the page's own code.
 */
import type { SessionServices } from "../../providers/auth/react";

type AppShellModule = typeof import("./AppShell");

let loading: Promise<AppShellModule> | undefined;
let shell: AppShellModule | undefined;

export function loadAppShell(): Promise<AppShellModule> {
  loading ??= import("./AppShell").then(
    (module) => (shell = module),
    (error: unknown) => {
      loading = undefined; // a failed download may be retried by the next render
      throw error;
    },
  );
  return loading;
}

/** The shell once its code has arrived, so it renders without suspending. */
export function loadedAppShell(): AppShellModule | undefined {
  return shell;
}

/**
 * Loads the shell and starts its data services: from then on, each new user's companies are
 * prefetched the moment the session has the user, not when the first page renders.
 */
export function startAppShell(services: SessionServices): Promise<void> {
  return loadAppShell().then((module) => void module.dataServicesFor(services));
}
