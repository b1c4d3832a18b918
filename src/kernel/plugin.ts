import type { ComponentType } from "react";
import type { CustomGet } from "./data/custom-get";
import type { PeriodChoice } from "./ui/period";

import type { Role } from "../providers/auth/user";
import type { Language } from "../providers/i18n/languages";

export type { Language, Role };

/**
 * How a page is framed: "app" adds the content column and footer, "bare" only the header,
 * "none" nothing (the sign-in page).
 */
export type RouteLayout = "app" | "bare" | "none";

export interface PluginRoute {
  path: string;
  /** The route's reference within the plugin: others link to `<pluginId>.<name>` (see route-refs.ts). */
  name?: string;
  page: () => Promise<{ default: ComponentType }>;
  layout?: RouteLayout;
  /** "public" pages need no sign-in; every other page does. */
  access?: "public";
  /** The least role that may open the page (company_user when not given). */
  requiredRole?: Role;
  /**
   * The page renders without the app shell (refine, antd): it imports neither, and a visitor who
   * opens it first downloads neither before it shows. Only for public pages with layout "none";
   * the build fails when such a page's code pulls either in (scripts/vite-route-preloads.ts).
   */
  plain?: boolean;
  /**
   * The calls the page makes first, started as soon as the session has its user when the app
   * opens on this page, not after the page's code has rendered (src/kernel/shell/prefetch-page.ts).
   * They must be the requests the page's hooks make (`useApiRead` with the same path, query and
   * meta), or the page asks again.
   */
  prefetch?: (page: PagePrefetchContext) => readonly CustomGet[];
}

/** What a route's prefetch knows before its page renders. */
export interface PagePrefetchContext {
  /** The company the pages will show (a member's own, or an operator's stored choice), if known. */
  companyId: string | null;
  /** The URL's search parameters. */
  search: URLSearchParams;
  /** The period the page will show, as `usePeriod(fallback)` gives it. */
  period(fallback?: PeriodChoice): PeriodChoice;
}

/** "admin": the operators' administration pages, which the admin plugin's navigation lists. */
export type MenuSlot = "top" | "user" | "footer" | "admin";

export interface PluginMenuItem {
  key: string;
  /** Translation key in the plugin's own namespace. */
  label: string;
  to: string;
  slot: MenuSlot;
  /** Position within the slot, lowest first. */
  order: number;
  /** Shown only to users with at least this role. */
  requiredRole?: Role;
  /** Other route patterns of the plugin on which the entry counts as the active one (`/product/:id`). */
  activeOn?: readonly string[];
}

export interface PluginResource {
  name: string;
  list?: string;
  show?: string;
  create?: string;
  edit?: string;
}

export type LocaleLoader = () => Promise<{ default: Record<string, unknown> }>;

export interface PluginDefinition {
  /** Lower-case id; also the plugin's translation namespace. */
  id: string;
  routes?: readonly PluginRoute[];
  menu?: readonly PluginMenuItem[];
  resources?: readonly PluginResource[];
  locales: Record<Language, LocaleLoader>;
  /** Section names this plugin's pages register for the debug panel's Data tab. */
  debugSections?: readonly string[];
}

export type Plugin = Readonly<PluginDefinition>;

export function definePlugin(definition: PluginDefinition): Plugin {
  return Object.freeze({ ...definition });
}
