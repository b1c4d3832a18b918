/**
 * Route references: a plugin names its routes once (`{ name: "product", path: "/product/:id" }`
 * in plugin "products" is `products.product`) and every other part of the app links by that
 * name, never by the path. The names and their parameters are typed: each plugin adds its
 * routes to `RouteRefs` in its index.ts, e.g.
 *
 *   declare module "../../kernel" {
 *     interface RouteRefs { "products.product": { id: number } }
 *   }
 */
// Filled by the plugins through declaration merging; empty here on purpose.
// eslint-disable-next-line @typescript-eslint/no-empty-object-type
export interface RouteRefs {}

export type RouteRefName = keyof RouteRefs & string;
export type RouteRefParams = Record<string, string | number | boolean | readonly (string | number)[] | null | undefined>;

/** Fills a path's `:name` segments from `params`; the other parameters become its query string. */
export function buildPath(path: string, params: RouteRefParams = {}): string {
  const used = new Set<string>();
  const filled = path.replace(/:(\w+)/g, (_, name: string) => {
    const value = params[name];
    if (value === undefined || value === null || value === "") throw new Error(`Route "${path}" needs the parameter "${name}"`);
    used.add(name);
    return encodeURIComponent(String(value));
  });
  const query = new URLSearchParams();
  for (const [key, value] of Object.entries(params)) {
    if (used.has(key) || value === undefined || value === null || value === "") continue;
    if (Array.isArray(value)) {
      if (value.length > 0) query.set(key, value.join(","));
    } else query.set(key, String(value));
  }
  // commas stay readable, as in ?products=1,2,3
  const search = query.toString().replaceAll("%2C", ",");
  return search ? `${filled}?${search}` : filled;
}
