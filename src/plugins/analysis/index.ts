import { definePlugin } from "../../kernel";

declare module "../../kernel" {
  interface RouteRefs {
    "analysis.page": { product?: number };
  }
}

export default definePlugin({
  id: "analysis",
  routes: [{ name: "page", path: "/analysis", page: () => import("./AnalysisPage") }],
  menu: [{ key: "analysis", label: "menu.analysis", to: "/analysis", slot: "top", order: 20 }],
  resources: [{ name: "analysis", list: "/analysis" }],
  locales: { sv: () => import("./locales/sv.json"), en: () => import("./locales/en.json") },
  debugSections: [
    "product info",
    "price history",
    "stock summary",
    "stock by store",
    "sales data",
    "data availability",
    "competitive analysis",
    "stock diff",
    "stock metrics",
    "market position",
    "rivals",
  ],
});
