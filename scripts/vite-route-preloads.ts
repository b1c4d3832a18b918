// A Vite plugin: writes dist/route-preloads.json, the code each page needs beyond the entry's
// (its own chunk and the chunks it imports; for a page with a header, the layouts' too). The
// server lists them as <link rel="modulepreload"> in the page's HTML, so they download beside the
// entry instead of after it has run (server/core/route-preloads.ts).
import path from "node:path";
import type { Plugin, Rolldown } from "vite";

type OutputChunk = Rolldown.OutputChunk;

export const ROUTE_PRELOADS_FILE = "route-preloads.json";

export interface RoutePreload {
  /** The route's path as the router matches it ("/product/:id"). */
  path: string;
  /** Asset paths from the site's root ("/assets/ProductPage-….js"). */
  files: string[];
}

export interface WrittenRoute {
  path: string;
  /** The page's module as the index imports it ("./ProductPage"). */
  page: string;
  withLayout: boolean;
}

/** A route as plugins write them in their index.ts: `{ …, path: "/x", page: () => import("./XPage"), … }`. */
const ROUTE = /\{[^{}]*\bpage:\s*\(\)\s*=>\s*import\("([^"]+)"\)[^{}]*\}/g;
const PATH = /\bpath:\s*"([^"]+)"/;
const NO_LAYOUT = /\blayout:\s*"none"/;

/** The routes of a plugin's index.ts source (tests/unit/route-preloads.test.ts keeps this in step with the registry). */
export function routesInPluginIndex(source: string): WrittenRoute[] {
  return [...source.matchAll(ROUTE)].flatMap(([literal, page]) => {
    const routePath = PATH.exec(literal)?.[1];
    return routePath ? [{ path: routePath, page: page!, withLayout: !NO_LAYOUT.test(literal) }] : [];
  });
}

const PLUGIN_INDEX = /[\\/]src[\\/]plugins[\\/][^\\/]+[\\/]index\.ts$/;
const LAYOUTS_MODULE = path.resolve("src/kernel/layout/Layouts.tsx");

export function routePreloads(): Plugin {
  const routes: { path: string; pageId: string; withLayout: boolean }[] = [];
  return {
    name: "fenix-route-preloads",
    apply: "build",
    enforce: "pre",
    async transform(code, id) {
      if (!PLUGIN_INDEX.test(id)) return null;
      for (const route of routesInPluginIndex(code)) {
        const resolved = await this.resolve(route.page, id);
        if (!resolved) this.error(`route ${route.path}: cannot resolve ${route.page} from ${id}`);
        routes.push({ path: route.path, pageId: resolved.id, withLayout: route.withLayout });
      }
      return null;
    },
    generateBundle(_options, bundle) {
      const chunks = Object.values(bundle).filter((output): output is OutputChunk => output.type === "chunk");
      const byFile = new Map(chunks.map((chunk) => [chunk.fileName, chunk]));
      const byModule = new Map(chunks.flatMap((chunk) => (chunk.facadeModuleId ? [[chunk.facadeModuleId, chunk] as const] : [])));
      const closure = (chunk: OutputChunk, into = new Set<string>()): Set<string> => {
        if (into.has(chunk.fileName)) return into;
        into.add(chunk.fileName);
        for (const file of chunk.imports) {
          const imported = byFile.get(file);
          if (imported) closure(imported, into);
        }
        return into;
      };
      const entry = chunks.find((chunk) => chunk.isEntry);
      const layouts = byModule.get(LAYOUTS_MODULE);
      if (!entry || !layouts) this.error(`route preloads: no ${entry ? "layouts" : "entry"} chunk in the bundle`);
      // index.html already preloads the entry's own imports.
      const initial = closure(entry);
      const preloads: RoutePreload[] = routes.map((route) => {
        const page = byModule.get(route.pageId);
        if (!page) this.error(`route ${route.path}: no chunk for ${route.pageId}`);
        const files = closure(page);
        if (route.withLayout) closure(layouts, files);
        return { path: route.path, files: [...files].filter((file) => !initial.has(file)).map((file) => `/${file}`) };
      });
      this.emitFile({ type: "asset", fileName: ROUTE_PRELOADS_FILE, source: `${JSON.stringify(preloads, null, 2)}\n` });
    },
  };
}
