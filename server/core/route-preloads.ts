import { existsSync, readFileSync } from "node:fs";
import path from "node:path";

/** What the build writes per route (scripts/vite-route-preloads.ts). */
interface RoutePreload {
  path: string;
  files: string[];
}

const PRELOADS_FILE = "route-preloads.json";
const ASSET = /^\/assets\/[\w.-]+\.js$/;

function readPreloads(staticDir: string): RoutePreload[] {
  const file = path.join(staticDir, PRELOADS_FILE);
  if (!existsSync(file)) return [];
  const parsed: unknown = JSON.parse(readFileSync(file, "utf8"));
  if (!Array.isArray(parsed)) throw new Error(`${file}: expected a list of routes`);
  return parsed.map((entry: Partial<RoutePreload>) => {
    if (
      typeof entry.path !== "string" ||
      !Array.isArray(entry.files) ||
      !entry.files.every((f) => typeof f === "string" && ASSET.test(f))
    ) {
      throw new Error(`${file}: a route without a path or with a file outside /assets`);
    }
    return { path: entry.path, files: entry.files };
  });
}

const segments = (value: string) => value.split("/").filter(Boolean);

/** A router path ("/stores/:storeId") against a request's path, segment by segment. */
function matches(pattern: string, pathname: string): boolean {
  const want = segments(pattern);
  const have = segments(pathname);
  return want.length === have.length && want.every((part, i) => part.startsWith(":") || part === have[i]);
}

/**
 * index.html for a browser navigation, with `<link rel="modulepreload">` for the code of the page
 * at that path (its chunk, what it imports, the header's layouts): the browser downloads them
 * beside the entry instead of after the entry has run and asked for them. One copy per route.
 */
export function pageHtml(staticDir: string, indexHtml: string): (pathname: string) => string {
  const preloads = readPreloads(staticDir);
  // Static paths first: "/stores/new" would otherwise be claimed by "/stores/:storeId".
  preloads.sort((a, b) => Number(a.path.includes(":")) - Number(b.path.includes(":")));
  const pages = new Map<string, string>();
  return (pathname) => {
    const route = preloads.find((candidate) => matches(candidate.path, pathname));
    if (!route) return indexHtml;
    let html = pages.get(route.path);
    if (html === undefined) {
      const links = route.files.map((file) => `    <link rel="modulepreload" crossorigin href="${file}">\n`).join("");
      html = indexHtml.replace("</head>", `${links}  </head>`);
      pages.set(route.path, html);
    }
    return html;
  };
}
