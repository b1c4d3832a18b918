import { definePlugin } from "../../kernel";

declare module "../../kernel" {
  interface RouteRefs {
    "auth.login": Record<string, never>;
    "auth.resetPassword": { token?: string };
    "auth.acceptInvite": { token?: string };
  }
}

export default definePlugin({
  id: "auth",
  routes: [
    { name: "login", path: "/login", page: () => import("./LoginPage"), layout: "none", access: "public", plain: true },
    { name: "resetPassword", path: "/reset-password", page: () => import("./ResetPasswordPage"), layout: "none", access: "public" },
    { name: "acceptInvite", path: "/accept-invite", page: () => import("./AcceptInvitePage"), layout: "none", access: "public" },
  ],
  resources: [{ name: "auth", list: "/login" }],
  locales: { sv: () => import("./locales/sv.json"), en: () => import("./locales/en.json") },
});
