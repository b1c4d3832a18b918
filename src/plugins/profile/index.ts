import { definePlugin } from "../../kernel";

export default definePlugin({
  id: "profile",
  routes: [{ path: "/profile", page: () => import("./ProfilePage"), layout: "bare" }],
  menu: [{ key: "profile", label: "menu.profile", to: "/profile", slot: "user", order: 10 }],
  resources: [{ name: "profile", list: "/profile" }],
  locales: { sv: () => import("./locales/sv.json"), en: () => import("./locales/en.json") },
});
