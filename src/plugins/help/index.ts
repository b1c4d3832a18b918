import { definePlugin } from "../../kernel";

declare module "../../kernel" {
  interface RouteRefs {
    "help.page": Record<string, never>;
  }
}

export default definePlugin({
  id: "help",
  routes: [{ name: "page", path: "/help", page: () => import("./HelpPage"), layout: "bare" }],
  menu: [
    { key: "help", label: "menu.help", to: "/help", slot: "user", order: 20 },
    { key: "help", label: "menu.help", to: "/help", slot: "footer", order: 10 },
  ],
  resources: [{ name: "help", list: "/help" }],
  locales: { sv: () => import("./locales/sv.json"), en: () => import("./locales/en.json") },
});
