import { definePlugin } from "../../../src/kernel";

declare module "../../../src/kernel" {
  interface RouteRefs {
    "shelf-watch.page": { minStores?: number };
  }
}

/** The shelf watch: one page, one top link, its own translations. Its page loads only when opened. */
export default definePlugin({
  id: "shelf-watch",
  routes: [{ name: "page", path: "/shelf-watch", page: () => import("./ShelfWatchPage") }],
  menu: [{ key: "shelf-watch", label: "menu", to: "/shelf-watch", slot: "top", order: 80 }],
  resources: [{ name: "shelf-watch", list: "/shelf-watch" }],
  locales: { sv: () => import("./locales/sv.json"), en: () => import("./locales/en.json") },
  debugSections: ["shelf watch"],
});
