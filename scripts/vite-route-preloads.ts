// A Vite plugin: writes dist/route-preloads.json, what each page needs before its first render
// beyond the entry's chunk: its own chunk and the chunks it imports (for a page with a header, the
// layouts' too; but for a plain page, the app shell's), and per language the translations the boot waits for (the kernel's common
// strings, the page's plugin's and, under a header, the menus' plugins'). The server lists them as
// preload links in the page's HTML, so they download beside the entry instead of after it has run
// (server/core/route-preloads.ts).
import path from "node:path";
import type { Plugin, Rolldown } from "vite";
import type { StyleSheet } from "./vite-antd-static-style";

type OutputChunk = Rolldown.OutputChunk;
type CodeSplittingGroup = Rolldown.CodeSplittingGroup;

const ROUTE_PRELOADS_FILE = "route-preloads.json";

const LANGUAGES = ["sv", "en"] as const;
type Language = (typeof LANGUAGES)[number];

export interface RoutePreload {
  /** The route's path as the router matches it ("/product/:id"). */
  path: string;
  /** Asset paths from the site's root ("/assets/ProductPage-….js"). */
  files: string[];
  /** Per language: the translation chunks and the kernel's strings ("/locales/sv/common.json"). */
  locales: Record<Language, string[]>;
  /** Style sheets the page links before the app's own: antd's build-time styles on a page with the app shell. */
  styles: StyleSheet[];
}

export interface WrittenRoute {
  path: string;
  /** The page's module as the index imports it ("./ProductPage"). */
  page: string;
  withLayout: boolean;
  /** Renders without the app shell (refine, antd): `plain: true`. */
  plain: boolean;
}

/** A route as plugins write them in their index.ts: `{ …, path: "/x", page: () => import("./XPage"), … }`. */
const ROUTE = /\{[^{}]*\bpage:\s*\(\)\s*=>\s*import\("([^"]+)"\)[^{}]*\}/g;
const PATH = /\bpath:\s*"([^"]+)"/;
const NO_LAYOUT = /\blayout:\s*"none"/;
const PLAIN = /\bplain:\s*true\b/;

/** The routes of a plugin's index.ts source (tests/unit/route-preloads.test.ts keeps this in step with the registry). */
export function routesInPluginIndex(source: string): WrittenRoute[] {
  return [...source.matchAll(ROUTE)].flatMap(([literal, page]) => {
    const routePath = PATH.exec(literal)?.[1];
    return routePath ? [{ path: routePath, page: page!, withLayout: !NO_LAYOUT.test(literal), plain: PLAIN.test(literal) }] : [];
  });
}

export interface WrittenPlugin {
  id: string;
  /** Each language's translations as the index imports them ("./locales/sv.json"). */
  locales: Partial<Record<Language, string>>;
  /** It adds entries to a menu, so a page with a header shows (and waits for) its labels. */
  hasMenu: boolean;
}

const PLUGIN_ID = /\bid:\s*"([^"]+)"/;
const LOCALE = /\b(sv|en):\s*\(\)\s*=>\s*import\("([^"]+)"\)/g;
const MENU = /\bmenu:\s*\[/;

/** The plugin a plugin's index.ts source defines: its id, translations and whether it has menu entries. */
export function pluginInIndex(source: string): WrittenPlugin | null {
  const id = PLUGIN_ID.exec(source)?.[1];
  if (!id) return null;
  const locales = Object.fromEntries([...source.matchAll(LOCALE)].map(([, language, file]) => [language, file]));
  return { id, locales, hasMenu: MENU.test(source) };
}

const PLUGIN_INDEX = /[\\/]src[\\/]plugins[\\/][^\\/]+[\\/]index\.ts$/;
const LAYOUTS_MODULE = path.resolve("src/kernel/layout/Layouts.tsx");
const APP_SHELL_MODULE = path.resolve("src/kernel/shell/AppShell.tsx");
/** What a plain page must not load before it shows: antd, its rc-* parts and styles, refine. */
const SHELL_PACKAGES =
  /[\\/]node_modules[\\/](antd|@refinedev[\\/][^\\/]+|rc-[^\\/]+|@rc-component[\\/][^\\/]+|@ant-design[\\/]cssinjs)[\\/]/;

export interface RoutePreloadsApi {
  /**
   * Code-splitting groups that put each language's translations of the plugins without a plain
   * page into one chunk: a page with a header waits for nearly all of them (the menus'), which as
   * one file each took fifteen of HTTP/1.1's six connections' turns. A plugin with a plain page
   * keeps its own, so the sign-in page loads only its strings.
   */
  localeGroups(): CodeSplittingGroup[];
  /**
   * Code-splitting groups for the app shell's code and the layouts' (what they import statically,
   * less what the entry or a plain page imports): every page but a plain one loads the shell, and
   * every page with a header the layouts, before its first render. As two files instead of some
   * twenty small ones shared with the pages, they no longer wait for HTTP/1.1's six connections.
   */
  shellGroups(): CodeSplittingGroup[];
}

export interface RoutePreloadsOptions {
  /** The app shell's style sheets (antd's build-time styles), known once the modules have loaded. */
  shellStyles?: () => RoutePreload["styles"];
}

export function routePreloads({ shellStyles = () => [] }: RoutePreloadsOptions = {}): Plugin<RoutePreloadsApi> {
  const routes: { path: string; pageId: string; withLayout: boolean; plain: boolean; pluginId: string }[] = [];
  const plugins: { id: string; hasMenu: boolean; localeIds: Partial<Record<Language, string>> }[] = [];
  const merged: Record<Language, Set<string>> = { sv: new Set(), en: new Set() };
  const grouped = { shell: new Set<string>(), layouts: new Set<string>() };
  return {
    name: "fenix-route-preloads",
    apply: "build",
    enforce: "pre",
    api: {
      localeGroups: () => LANGUAGES.map((language) => ({ name: `locales-${language}`, test: (id: string) => merged[language].has(id) })),
      shellGroups: () => [
        { name: "shell", test: (id: string) => grouped.shell.has(id) },
        { name: "layouts", test: (id: string) => grouped.layouts.has(id) },
      ],
    },
    buildStart() {
      grouped.shell.clear();
      grouped.layouts.clear();
      routes.length = 0;
      plugins.length = 0;
      for (const language of LANGUAGES) merged[language].clear();
    },
    async transform(code, id) {
      if (!PLUGIN_INDEX.test(id)) return null;
      const plugin = pluginInIndex(code);
      if (!plugin) this.error(`${id}: no plugin id`);
      const resolve = async (file: string) => {
        const resolved = await this.resolve(file, id);
        if (!resolved) this.error(`${id}: cannot resolve ${file}`);
        return resolved.id;
      };
      const localeIds: Partial<Record<Language, string>> = {};
      for (const language of LANGUAGES) {
        const file = plugin.locales[language];
        if (file) localeIds[language] = await resolve(file);
      }
      plugins.push({ id: plugin.id, hasMenu: plugin.hasMenu, localeIds });
      const written = routesInPluginIndex(code);
      if (!written.some((route) => route.plain)) {
        for (const language of LANGUAGES) if (localeIds[language]) merged[language].add(localeIds[language]);
      }
      for (const route of written) {
        routes.push({
          path: route.path,
          pageId: await resolve(route.page),
          withLayout: route.withLayout,
          plain: route.plain,
          pluginId: plugin.id,
        });
      }
      return null;
    },
    buildEnd(error) {
      if (error) return;
      const staticClosure = (from: readonly string[], into = new Set<string>()): Set<string> => {
        const queue = [...from];
        while (queue.length) {
          const id = queue.pop()!;
          if (into.has(id)) continue;
          into.add(id);
          queue.push(...(this.getModuleInfo(id)?.importedIds ?? []));
        }
        return into;
      };
      const entries = [...this.getModuleIds()].filter((id) => this.getModuleInfo(id)?.isEntry);
      const elsewhere = staticClosure([...entries, ...routes.filter((route) => route.plain).map((route) => route.pageId)]);
      const shell = staticClosure([APP_SHELL_MODULE]);
      const keep = (id: string) => !elsewhere.has(id) && !/\.css(\?|$)/.test(id);
      for (const id of shell) if (keep(id)) grouped.shell.add(id);
      for (const id of staticClosure([LAYOUTS_MODULE])) if (keep(id) && !shell.has(id)) grouped.layouts.add(id);
    },
    generateBundle(_options, bundle) {
      const chunks = Object.values(bundle).filter((output): output is OutputChunk => output.type === "chunk");
      const byFile = new Map(chunks.map((chunk) => [chunk.fileName, chunk]));
      // The chunk a dynamic import of a module loads. A translation shares its chunk with other
      // plugins' (localeGroups), and a page or layout chunk that took in a common chunk may have no
      // facade; none of them is copied into other chunks (only small common chunks are inlined).
      const byModule = new Map(chunks.flatMap((chunk) => (chunk.facadeModuleId ? [[chunk.facadeModuleId, chunk] as const] : [])));
      const holders = new Map<string, OutputChunk[]>();
      for (const chunk of chunks) for (const id of chunk.moduleIds) holders.set(id, [...(holders.get(id) ?? []), chunk]);
      const chunkOf = (id: string): OutputChunk | undefined => {
        const facade = byModule.get(id);
        if (facade) return facade;
        const held = holders.get(id) ?? [];
        return held.length === 1 ? held[0] : undefined;
      };
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
      const layouts = chunkOf(LAYOUTS_MODULE);
      const shell = chunkOf(APP_SHELL_MODULE);
      if (!entry || !layouts || !shell)
        this.error(`route preloads: no ${entry ? (layouts ? "app shell" : "layouts") : "entry"} chunk in the bundle`);
      // index.html already preloads the entry's own imports.
      const initial = closure(entry);
      const asset = (file: string) => `/${file}`;
      // What the boot asks i18next for (src/kernel/boot.tsx): the page's plugin's namespace and, under a header, the menus'.
      const localesOf = (route: (typeof routes)[number], language: Language): string[] => {
        const namespaces = new Set([route.pluginId, ...(route.withLayout ? plugins.filter((p) => p.hasMenu).map((p) => p.id) : [])]);
        const chunks = plugins.flatMap((plugin) => {
          const id = namespaces.has(plugin.id) ? plugin.localeIds[language] : undefined;
          const chunk = id ? chunkOf(id) : undefined;
          return chunk ? [asset(chunk.fileName)] : [];
        });
        return [`/locales/${language}/common.json`, ...new Set(chunks)];
      };
      const preloads: RoutePreload[] = routes.map((route) => {
        const page = chunkOf(route.pageId);
        if (!page) this.error(`route ${route.path}: no chunk for ${route.pageId}`);
        const files = closure(page);
        if (route.plain) {
          const loaded = [...closure(entry, new Set(files))].flatMap((file) => byFile.get(file)?.moduleIds ?? []);
          const pulled = loaded.find((id) => SHELL_PACKAGES.test(id));
          if (pulled) this.error(`plain route ${route.path} loads ${pulled} before it shows: import neither antd nor refine there`);
        } else closure(shell, files);
        if (route.withLayout) closure(layouts, files);
        return {
          path: route.path,
          files: [...files].filter((file) => !initial.has(file)).map(asset),
          locales: { sv: localesOf(route, "sv"), en: localesOf(route, "en") },
          styles: route.plain ? [] : shellStyles(),
        };
      });
      this.emitFile({ type: "asset", fileName: ROUTE_PRELOADS_FILE, source: `${JSON.stringify(preloads, null, 2)}\n` });
    },
  };
}
