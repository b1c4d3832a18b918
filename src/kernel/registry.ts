import { pageLoader, type PageLoader } from "./routing/page-loader";
import type { Language, LocaleLoader, MenuSlot, Plugin, PluginMenuItem, PluginRoute } from "./plugin";
import { buildPath, type RouteRefParams } from "./routing/route-refs";

/** Paths the kernel itself answers (redirects); no plugin may claim them. */
export const KERNEL_REDIRECTS: Readonly<Record<string, string>> = {
  "/settings": "/profile",
  "/team-management": "/company",
  "/billing": "/company?tab=subscription",
};

export interface RegisteredRoute extends PluginRoute {
  page: PageLoader;
  pluginId: string;
}

export interface RegisteredMenuItem extends PluginMenuItem {
  pluginId: string;
}

export interface RefineResource {
  name: string;
  list?: string;
  show?: string;
  create?: string;
  edit?: string;
  meta: { pluginId: string };
}

export interface Registry {
  plugins: readonly Plugin[];
  routes: readonly RegisteredRoute[];
  resources: readonly RefineResource[];
  menu(slot: MenuSlot): readonly RegisteredMenuItem[];
  /** Debug sections, keyed "<pluginId>:<section>". */
  debugSections: readonly string[];
  localeLoader(namespace: string, language: Language): LocaleLoader | undefined;
  /** The path of a named route (`<pluginId>.<name>`) with its parameters; throws for an unknown name. */
  link(ref: string, params?: RouteRefParams): string;
}

export class PluginRegistryError extends Error {
  override name = "PluginRegistryError";
}

const ID_PATTERN = /^[a-z][a-z0-9-]*$/;

function claim(seen: Map<string, string>, what: string, value: string, pluginId: string) {
  const owner = seen.get(value);
  if (owner !== undefined) {
    throw new PluginRegistryError(`${what} "${value}" of plugin "${pluginId}" is already registered by "${owner}"`);
  }
  seen.set(value, pluginId);
}

/** Checks the plugins against each other and derives everything the shell renders from them. */
export function createRegistry(plugins: readonly Plugin[]): Registry {
  const ids = new Map<string, string>([["common", "kernel"]]);
  const paths = new Map<string, string>(Object.keys(KERNEL_REDIRECTS).map((p) => [p, "kernel"]));
  const resourceNames = new Map<string, string>();
  const menuKeys = new Map<string, string>();
  const refOwners = new Map<string, string>();
  const refPaths = new Map<string, string>();
  const routes: RegisteredRoute[] = [];
  const resources: RefineResource[] = [];
  const menu: RegisteredMenuItem[] = [];
  const debugSections: string[] = [];

  for (const plugin of plugins) {
    if (!ID_PATTERN.test(plugin.id)) {
      throw new PluginRegistryError(`Plugin id "${plugin.id}" must be lower-case letters, digits and dashes`);
    }
    claim(ids, "Plugin id", plugin.id, plugin.id);
    for (const route of plugin.routes ?? []) {
      if (!route.path.startsWith("/")) {
        throw new PluginRegistryError(`Route "${route.path}" of plugin "${plugin.id}" must start with /`);
      }
      claim(paths, "Route", route.path, plugin.id);
      if (route.plain && (route.access !== "public" || route.layout !== "none")) {
        throw new PluginRegistryError(`Plain route "${route.path}" of plugin "${plugin.id}" must be public and have layout "none"`);
      }
      if (route.name !== undefined) {
        const ref = `${plugin.id}.${route.name}`;
        claim(refOwners, "Route reference", ref, plugin.id);
        refPaths.set(ref, route.path);
      }
      routes.push({ ...route, page: pageLoader(route.page), pluginId: plugin.id });
    }
    for (const resource of plugin.resources ?? []) {
      if (resource.name !== plugin.id && !resource.name.startsWith(`${plugin.id}-`)) {
        throw new PluginRegistryError(
          `Resource "${resource.name}" of plugin "${plugin.id}" must be named "${plugin.id}" or "${plugin.id}-…"`,
        );
      }
      claim(resourceNames, "Resource", resource.name, plugin.id);
      resources.push({ ...resource, meta: { pluginId: plugin.id } });
    }
    for (const item of plugin.menu ?? []) {
      claim(menuKeys, "Menu entry", `${item.slot}:${item.key}`, plugin.id);
      menu.push({ ...item, pluginId: plugin.id });
    }
    for (const section of plugin.debugSections ?? []) debugSections.push(`${plugin.id}:${section}`);
  }

  // Keys are identifiers: compared by code unit, as localeCompare's first call builds a collator
  // (some 15 ms of a desktop's boot, four times that on a phone).
  const byKey = (a: string, b: string) => (a < b ? -1 : a > b ? 1 : 0);
  const bySlot = (slot: MenuSlot) => menu.filter((item) => item.slot === slot).sort((a, b) => a.order - b.order || byKey(a.key, b.key));
  const slots: Record<MenuSlot, readonly RegisteredMenuItem[]> = {
    top: bySlot("top"),
    user: bySlot("user"),
    footer: bySlot("footer"),
    admin: bySlot("admin"),
  };
  const loaders = new Map(plugins.map((plugin) => [plugin.id, plugin.locales]));

  return {
    plugins,
    routes,
    resources,
    menu: (slot) => slots[slot],
    debugSections,
    localeLoader: (namespace, language) => loaders.get(namespace)?.[language],
    link(ref, params) {
      const path = refPaths.get(ref);
      if (path === undefined) throw new PluginRegistryError(`No route is named "${ref}": is its plugin registered?`);
      return buildPath(path, params);
    },
  };
}
