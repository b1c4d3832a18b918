import { definePlugin } from "../../kernel";

declare module "../../kernel" {
  interface RouteRefs {
    "admin-cache.page": Record<string, never>;
  }
}

/** The operators' view of the response cache: hit rate, per-route figures, warm and purge. */
export default definePlugin({
  id: "admin-cache",
  routes: [{ name: "page", path: "/admin/cache", page: () => import("./CachePage"), requiredRole: "super_admin" }],
  menu: [{ key: "cache", label: "menu.cache", to: "/admin/cache", slot: "admin", order: 30, requiredRole: "super_admin" }],
  locales: { sv: () => import("./locales/sv.json"), en: () => import("./locales/en.json") },
  debugSections: ["cache"],
});
