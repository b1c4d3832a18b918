import { definePlugin } from "../../kernel";

export default definePlugin({
  id: "analysis",
  routes: [{ path: "/analysis", page: () => import("./AnalysisPage") }],
  menu: [{ key: "analysis", label: "menu.analysis", to: "/analysis", slot: "top", order: 20 }],
  resources: [{ name: "analysis", list: "/analysis" }],
  locales: { sv: () => import("./locales/sv.json"), en: () => import("./locales/en.json") },
  debugSections: ["product info", "price history", "stock summary", "stock by store", "sales data", "data availability", "competitive analysis", "stock diff", "stock metrics"],
});
