import { definePlugin } from "../../kernel";

declare module "../../kernel" {
  interface RouteRefs {
    "admin-feed.page": Record<string, never>;
  }
}

/** The operators' view of the market feed: its source and schedule, its rounds, run now, pause. */
export default definePlugin({
  id: "admin-feed",
  routes: [{ name: "page", path: "/admin/feed", page: () => import("./FeedPage"), requiredRole: "super_admin" }],
  menu: [{ key: "feed", label: "menu.feed", to: "/admin/feed", slot: "admin", order: 35, requiredRole: "super_admin" }],
  resources: [{ name: "admin-feed", list: "/admin/feed" }],
  locales: { sv: () => import("./locales/sv.json"), en: () => import("./locales/en.json") },
  debugSections: ["feed"],
});
