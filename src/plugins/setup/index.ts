import { definePlugin } from "../../kernel";

declare module "../../kernel" {
  interface RouteRefs {
    "setup.page": Record<string, never>;
  }
}

/** /setup: a new company's first run — name and language, its supplier names (claimed, approved by an operator), colleagues, a plan. */
export default definePlugin({
  id: "setup",
  routes: [{ name: "page", path: "/setup", page: () => import("./SetupPage"), layout: "bare" }],
  resources: [{ name: "setup", list: "/setup" }],
  locales: { sv: () => import("./locales/sv.json"), en: () => import("./locales/en.json") },
});
