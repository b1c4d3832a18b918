import { lazy, Suspense, useState, type ReactNode } from "react";
import { matchPath, useLocation } from "react-router";
import { useSelector } from "@xstate/react";
import type { SessionServices } from "../../providers/auth/react";
import { PageLoading } from "../pages/PageLoading";
import type { Registry } from "../registry";
import { PageLoadBoundary } from "../routing/PageLoadBoundary";
import { sentToSignIn } from "../routing/sent-to-sign-in";
import { loadAppShell, loadedAppShell } from "./shell-loader";

/** The shell's code could not be downloaded (as opposed to an error of a page rendered in it). */
class AppShellLoadError extends Error {
  override name = "AppShellLoadError";
}

const lazyAppShell = () =>
  lazy(() =>
    loadAppShell().then(
      (module) => ({ default: module.AppShell }),
      (cause: unknown) => {
        throw new AppShellLoadError("The app shell's code could not be downloaded", { cause });
      },
    ),
  );
const isShellLoadError = (error: unknown) => error instanceof AppShellLoadError;
// A failed download (offline, or gone after a new deployment) shows the retry card; a retry is a
// fresh lazy component, as React keeps a lazy component's failure for good. An error of a page
// inside the shell is not caught here.
let LazyAppShell = lazyAppShell();

/** Whether the path shows without the shell: a plain page, or one that sends its visitor to the (plain) sign-in page. */
function withoutShell(registry: Registry, pathname: string, anonymous: boolean): boolean {
  const route = registry.routes.find((candidate) => matchPath(candidate.path, pathname));
  return route?.plain === true || sentToSignIn(route, anonymous);
}

/**
 * Renders the routes in the app shell, except while only plain pages have been shown: the sign-in
 * page then shows without downloading refine and antd, also when a visitor without a session
 * opened a signed-in page (a bookmark after the session ended) and is sent there. Once needed, the
 * shell stays (a later plain page renders in it too), so the routes below are remounted at most
 * once, when the visitor leaves the first plain page.
 */
export function AppShellGate({ registry, services, children }: { registry: Registry; services: SessionServices; children: ReactNode }) {
  const { pathname } = useLocation();
  const anonymous = useSelector(services.actor, (state) => state.matches("anonymous"));
  const [, rerender] = useState(0);
  const plain = withoutShell(registry, pathname, anonymous);
  // Whether the shell's code had arrived when it was first needed: the choice of component is made
  // once, so it never changes type (and remounts the pages) when the code arrives.
  const [shell, setShell] = useState<"none" | "loaded" | "lazy">(() => (plain ? "none" : loadedAppShell() ? "loaded" : "lazy"));
  if (!plain && shell === "none") setShell(loadedAppShell() ? "loaded" : "lazy");
  if (shell === "none") return <>{children}</>;
  const Loaded = shell === "loaded" ? loadedAppShell()?.AppShell : undefined;
  if (Loaded) {
    return (
      <Loaded registry={registry} services={services}>
        {children}
      </Loaded>
    );
  }
  const retry = () => {
    LazyAppShell = lazyAppShell();
    rerender((n) => n + 1);
  };
  return (
    <PageLoadBoundary onRetry={retry} catches={isShellLoadError}>
      <Suspense fallback={<PageLoading />}>
        <LazyAppShell registry={registry} services={services}>
          {children}
        </LazyAppShell>
      </Suspense>
    </PageLoadBoundary>
  );
}
