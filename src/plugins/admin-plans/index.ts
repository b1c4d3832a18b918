import { definePlugin } from "../../kernel";

declare module "../../kernel" {
  interface RouteRefs {
    "admin-plans.page": Record<string, never>;
  }
}

/** The operators' catalogue: plans and modules with their prices (super_admin). */
export default definePlugin({
  id: "admin-plans",
  routes: [{ name: "page", path: "/admin/plans", page: () => import("./PlansPage"), requiredRole: "super_admin" }],
  menu: [{ key: "plans", label: "menu.plans", to: "/admin/plans", slot: "admin", order: 50, requiredRole: "super_admin" }],
  resources: [{ name: "admin-plans", list: "/admin/plans" }],
  locales: { sv: () => import("./locales/sv.json"), en: () => import("./locales/en.json") },
});
