import { definePlugin } from "../../kernel";

declare module "../../kernel" {
  interface RouteRefs {
    "auth.login": Record<string, never>;
    "auth.resetPassword": { token?: string };
    "auth.setup": Record<string, never>;
    "auth.acceptInvite": { token?: string };
  }
}

export default definePlugin({
  id: "auth",
  routes: [
    { name: "login", path: "/login", page: () => import("./LoginPage"), layout: "none", access: "public" },
    { name: "resetPassword", path: "/reset-password", page: () => import("./ResetPasswordPage"), layout: "bare", access: "public" },
    { name: "acceptInvite", path: "/accept-invite", page: () => import("./AcceptInvitePage"), layout: "none", access: "public" },
    { name: "setup", path: "/setup", page: () => import("./SetupPage"), layout: "bare" },
  ],
  resources: [{ name: "auth", list: "/login" }],
  locales: { sv: () => import("./locales/sv.json"), en: () => import("./locales/en.json") },
});
