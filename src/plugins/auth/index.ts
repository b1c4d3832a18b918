import { definePlugin } from "../../kernel";

export default definePlugin({
  id: "auth",
  routes: [
    { path: "/login", page: () => import("./LoginPage"), layout: "none", access: "public" },
    { path: "/reset-password", page: () => import("./ResetPasswordPage"), layout: "bare", access: "public" },
    { path: "/setup", page: () => import("./SetupPage"), layout: "bare" },
  ],
  resources: [{ name: "auth", list: "/login" }],
  locales: { sv: () => import("./locales/sv.json"), en: () => import("./locales/en.json") },
});
