/**
 * Where the header search goes: pure functions of the current location and the registry's
 * routes, tested on their own. Targets are built from route references, never from the plugins'
 * paths.
 */
import { matchPath } from "react-router";
import type { RegisteredRoute, Registry } from "../registry";

interface Place {
  pathname: string;
  search: string;
}

/** What navigation needs of the registry: its links and which plugin's route a path is. */
export type Routes = Pick<Registry, "link" | "routes">;

const withQuery = (pathname: string, params: URLSearchParams) => {
  const query = params.toString();
  return query ? `${pathname}?${query}` : pathname;
};

/** The registered route this path opens. */
const routeAt = (routes: Routes, pathname: string): RegisteredRoute | undefined =>
  routes.routes.find((route) => matchPath(route.path, pathname) !== null);

/** Enter without a highlighted result: the products page, filtered by the text. */
export function productsPageFor(routes: Routes, text: string): string {
  return routes.link("products.list", { search: text.trim() });
}

/** Choosing a product keeps dashboard, comparison and analysis on their page; elsewhere opens the product. */
export function afterSelecting(routes: Routes, place: Place, productId: number): string {
  switch (routeAt(routes, place.pathname)?.pluginId) {
    case "dashboard":
      return routes.link("dashboard.home", { product: productId });
    case "comparison":
      return routes.link("comparison.page", { product: productId });
    case "analysis":
      return routes.link("analysis.page", { product: productId });
    default:
      return routes.link("products.product", { id: productId });
  }
}

/** Removing the chosen product: leave a product's page for the start page, or drop it from the query. */
export function afterClearing(routes: Routes, place: Place): string {
  const route = routeAt(routes, place.pathname);
  if (route?.pluginId === "products" && route.name === "product") return routes.link("dashboard.home");
  const params = new URLSearchParams(place.search);
  params.delete("product");
  if (route?.pluginId === "comparison") params.delete("products");
  return withQuery(place.pathname, params);
}
