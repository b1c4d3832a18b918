/** Routes as the app's router writes them ("/stores/:storeId"): shared by the page's head script and the server's per-route preloads. */

const segments = (value: string) => value.toLowerCase().split("/").filter(Boolean);

/** A router path against a location's path, segment by segment and, as React Router matches, regardless of case. */
export function matchesRoute(pattern: string, pathname: string): boolean {
  const want = segments(pattern);
  const have = segments(pathname);
  return want.length === have.length && want.every((part, i) => part.startsWith(":") || part === have[i]);
}
