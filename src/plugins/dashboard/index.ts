import { definePlugin } from "../../kernel";
import { prefetchCompanyDashboard } from "./requests";

declare module "../../kernel" {
  interface RouteRefs {
    "dashboard.home": { product?: number; period?: string };
  }
}

export default definePlugin({
  id: "dashboard",
  routes: [
    { name: "home", path: "/", page: () => import("./DashboardPage"), prefetch: prefetchCompanyDashboard },
    { path: "/sales-dashboard", page: () => import("./DashboardPage"), prefetch: prefetchCompanyDashboard },
  ],
  menu: [{ key: "dashboard", label: "menu.dashboard", to: "/", slot: "top", order: 10, activeOn: ["/sales-dashboard"] }],
  resources: [{ name: "dashboard", list: "/" }],
  locales: { sv: () => import("./locales/sv.json"), en: () => import("./locales/en.json") },
  debugSections: ["summary", "chart data", "sales data", "data availability"],
});
