// `npm run bench -- first-paint-bytes [dist-dir]`: what each route makes the browser fetch before
// its first paint — index.html's scripts and the route's preloads (dist/route-preloads.json) —
// gzip-compressed (level 9), from a build, without a browser. The page-weight bench (`pages`)
// measures real loads; this one compares two builds byte for byte (build each, run it on both).
import { readFileSync } from "node:fs";
import path from "node:path";
import { gzipSync } from "node:zlib";

const ROUTES = ["/login", "/", "/products", "/help"];

export function firstPaintBytes(dist = "dist"): { route: string; files: number; gzipBytes: number }[] {
  const html = readFileSync(path.join(dist, "index.html"), "utf8");
  const fromHtml = [...html.matchAll(/(?:src|href)="(\/assets\/[^"]+\.js)"/g)].map((m) => m[1]!);
  const preloads = JSON.parse(readFileSync(path.join(dist, "route-preloads.json"), "utf8")) as { path: string; files: string[] }[];
  return ROUTES.map((route) => {
    const own = preloads.find((entry) => entry.path === route)?.files ?? [];
    const files = new Set([...fromHtml, ...own].filter((file) => file.endsWith(".js")));
    let gzipBytes = 0;
    for (const file of files) gzipBytes += gzipSync(readFileSync(path.join(dist, file)), { level: 9 }).length;
    return { route, files: files.size, gzipBytes };
  });
}

export function printFirstPaintBytes(dist?: string): void {
  for (const { route, files, gzipBytes } of firstPaintBytes(dist)) console.log(`${route.padEnd(10)} ${files} files ${gzipBytes} B gzip`);
}
