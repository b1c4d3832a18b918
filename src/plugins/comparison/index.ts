import { definePlugin } from "../../kernel";

declare module "../../kernel" {
  interface RouteRefs {
    "comparison.page": { product?: number; products?: readonly number[] };
  }
}

export default definePlugin({
  id: "comparison",
  routes: [{ name: "page", path: "/comparison", page: () => import("./ComparisonPage") }],
  resources: [{ name: "comparison", list: "/comparison" }],
  locales: { sv: () => import("./locales/sv.json"), en: () => import("./locales/en.json") },
  debugSections: ["comparison", "chart data"],
});
