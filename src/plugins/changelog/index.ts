import { definePlugin } from "../../kernel";

export default definePlugin({
  id: "changelog",
  routes: [{ path: "/changelog", page: () => import("./ChangelogPage"), layout: "bare" }],
  menu: [
    { key: "changelog", label: "menu.changelog", to: "/changelog", slot: "user", order: 30 },
    { key: "changelog", label: "menu.changelog", to: "/changelog", slot: "footer", order: 20 },
  ],
  resources: [{ name: "changelog", list: "/changelog" }],
  locales: { sv: () => import("./locales/sv.json"), en: () => import("./locales/en.json") },
});
