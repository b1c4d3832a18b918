import { definePlugin } from "../../kernel";

declare module "../../kernel" {
  interface RouteRefs {
    "company.page": { tab?: string; module?: string };
  }
}

export default definePlugin({
  id: "company",
  routes: [{ name: "page", path: "/company", page: () => import("./CompanyPage"), requiredRole: "company_admin" }],
  menu: [
    { key: "company", label: "menu.company", to: "/company", slot: "user", order: 15, requiredRole: "company_admin" },
    { key: "billing", label: "menu.billing", to: "/billing", slot: "user", order: 16, requiredRole: "company_admin" },
  ],
  resources: [{ name: "company", list: "/company" }],
  locales: { sv: () => import("./locales/sv.json"), en: () => import("./locales/en.json") },
  debugSections: ["summary"],
});
