import { definePlugin } from "../../kernel";

export default definePlugin({
  id: "dashboard",
  routes: [
    { path: "/", page: () => import("./DashboardPage") },
    { path: "/sales-dashboard", page: () => import("./DashboardPage") },
  ],
  menu: [{ key: "dashboard", label: "menu.dashboard", to: "/", slot: "top", order: 10 }],
  resources: [{ name: "dashboard", list: "/" }],
  locales: { sv: () => import("./locales/sv.json"), en: () => import("./locales/en.json") },
  debugSections: ["summary", "chart data", "sales data", "data availability"],
});
