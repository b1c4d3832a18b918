import { definePlugin } from "../../kernel";

declare module "../../kernel" {
  interface RouteRefs {
    "changelog.page": Record<string, never>;
  }
}

export default definePlugin({
  id: "changelog",
  routes: [{ name: "page", path: "/changelog", page: () => import("./ChangelogPage"), layout: "bare" }],
  menu: [
    { key: "changelog", label: "menu.changelog", to: "/changelog", slot: "user", order: 30 },
    { key: "changelog", label: "menu.changelog", to: "/changelog", slot: "footer", order: 20 },
  ],
  resources: [{ name: "changelog", list: "/changelog" }],
  locales: { sv: () => import("./locales/sv.json"), en: () => import("./locales/en.json") },
});
