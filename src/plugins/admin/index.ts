import { definePlugin } from "../../kernel";

declare module "../../kernel" {
  interface RouteRefs {
    "admin.page": Record<string, never>;
    "admin.claims": Record<string, never>;
    "admin.invoices": { companyId?: string };
  }
}

const operator = "super_admin" as const;

export default definePlugin({
  id: "admin",
  routes: [
    { name: "page", path: "/admin", page: () => import("./CompaniesPage"), requiredRole: operator },
    { name: "claims", path: "/admin/claims", page: () => import("./ClaimsPage"), requiredRole: operator },
    { name: "invoices", path: "/admin/invoices", page: () => import("./InvoicesPage"), requiredRole: operator },
    { path: "/admin/api-keys", page: () => import("./ApiKeysPage"), requiredRole: operator },
    { path: "/admin/invitations", page: () => import("./InvitationsPage"), requiredRole: operator },
    { path: "/admin/activity", page: () => import("./ActivityPage"), requiredRole: operator },
  ],
  menu: [
    { key: "administration", label: "menu.administration", to: "/admin", slot: "user", order: 40, requiredRole: operator },
    { key: "companies", label: "nav.companies", to: "/admin", slot: "admin", order: 10, requiredRole: operator },
    { key: "claims", label: "nav.claims", to: "/admin/claims", slot: "admin", order: 20, requiredRole: operator },
    { key: "invoices", label: "nav.invoices", to: "/admin/invoices", slot: "admin", order: 25, requiredRole: operator },
    { key: "apiKeys", label: "nav.apiKeys", to: "/admin/api-keys", slot: "admin", order: 30, requiredRole: operator },
    { key: "invitations", label: "nav.invitations", to: "/admin/invitations", slot: "admin", order: 40, requiredRole: operator },
    { key: "activity", label: "nav.activity", to: "/admin/activity", slot: "admin", order: 50, requiredRole: operator },
  ],
  resources: [{ name: "admin", list: "/admin" }],
  locales: { sv: () => import("./locales/sv.json"), en: () => import("./locales/en.json") },
});
