import { lazy, Suspense, useMemo, useState, type ComponentType, type ReactNode } from "react";
import { Navigate, Route, Routes } from "react-router";
import { loadedLayouts, loadLayouts } from "../layout/layout-loader";
import { useSession } from "../../providers/auth/react";
import { PageLoading } from "../pages/PageLoading";
import { PageLoadBoundary } from "./PageLoadBoundary";
import { RouteGuard } from "./RouteGuard";
import { sentToSignIn } from "./sent-to-sign-in";
import { KERNEL_REDIRECTS, type RegisteredRoute, type Registry } from "../registry";

const NotFoundPage = lazy(() => import("../pages/NotFoundPage"));
const LazyAppLayout = lazy(() => loadLayouts().then((module) => ({ default: module.AppLayout })));
const LazyBareLayout = lazy(() => loadLayouts().then((module) => ({ default: module.BareLayout })));

/**
 * The app or bare layout: rendered directly when its code has arrived (the boot starts it for a
 * page with a layout), lazily otherwise. The choice is made once per mounted layout, so it never
 * changes type (and remounts the page) when the code arrives.
 */
function Layout({ bare, children }: { bare: boolean; children: ReactNode }) {
  const [layouts] = useState(loadedLayouts);
  if (layouts) {
    const Loaded = bare ? layouts.BareLayout : layouts.AppLayout;
    return <Loaded>{children}</Loaded>;
  }
  const Lazy = bare ? LazyBareLayout : LazyAppLayout;
  return (
    <Suspense fallback={<PageLoading />}>
      <Lazy>{children}</Lazy>
    </Suspense>
  );
}

interface LazyRoute {
  route: RegisteredRoute;
  Page: ComponentType;
}

/**
 * A page that suspends only while its code is still downloading: React reveals content that
 * replaces a shown fallback no sooner than 300 ms later, which a preloaded page should not pay.
 * A failed download shows a retry card; a retry is a fresh lazy component (React keeps a lazy
 * component's failure for good), kept per route so later visits use it too.
 */
function routePage(route: RegisteredRoute): ComponentType {
  let Lazy = lazy(route.page);
  return function RoutePage() {
    const [, rerender] = useState(0);
    const Loaded = route.page.loaded();
    if (Loaded) return <Loaded />;
    const retry = () => {
      Lazy = lazy(route.page);
      rerender((n) => n + 1);
    };
    return (
      <PageLoadBoundary onRetry={retry}>
        <Lazy />
      </PageLoadBoundary>
    );
  };
}

function Framed({ route, Page }: LazyRoute) {
  const anonymous = useSession().status === "anonymous";
  const withoutLayout = route.layout === "none" || sentToSignIn(route, anonymous);
  const page = (
    <RouteGuard route={route}>
      <Page />
    </RouteGuard>
  );
  if (withoutLayout) return <Suspense fallback={<PageLoading />}>{page}</Suspense>;
  return <Layout bare={route.layout === "bare"}>{page}</Layout>;
}

/** "/" belongs to whichever plugin claims it; until one does, new visitors land on help. */
function fallbackHome(registry: Registry): string | undefined {
  if (registry.routes.some((route) => route.path === "/")) return undefined;
  return registry.routes.find((route) => route.path === "/help")?.path ?? registry.routes[0]?.path;
}

export function AppRoutes({ registry }: { registry: Registry }) {
  const lazyRoutes = useMemo<LazyRoute[]>(() => registry.routes.map((route) => ({ route, Page: routePage(route) })), [registry]);
  const home = fallbackHome(registry);
  return (
    <Routes>
      {lazyRoutes.map(({ route, Page }) => (
        <Route key={route.path} path={route.path} element={<Framed route={route} Page={Page} />} />
      ))}
      {Object.entries(KERNEL_REDIRECTS).map(([from, to]) => (
        <Route key={from} path={from} element={<Navigate to={to} replace />} />
      ))}
      {home && <Route path="/" element={<Navigate to={home} replace />} />}
      <Route
        path="*"
        element={
          <Layout bare={false}>
            <NotFoundPage />
          </Layout>
        }
      />
    </Routes>
  );
}
