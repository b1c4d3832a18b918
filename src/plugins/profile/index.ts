import { definePlugin } from "../../kernel";

declare module "../../kernel" {
  interface RouteRefs {
    "profile.page": Record<string, never>;
  }
}

export default definePlugin({
  id: "profile",
  routes: [{ name: "page", path: "/profile", page: () => import("./ProfilePage"), layout: "bare" }],
  menu: [{ key: "profile", label: "menu.profile", to: "/profile", slot: "user", order: 10 }],
  resources: [{ name: "profile", list: "/profile" }],
  locales: { sv: () => import("./locales/sv.json"), en: () => import("./locales/en.json") },
});
