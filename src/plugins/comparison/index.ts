import { definePlugin } from "../../kernel";

export default definePlugin({
  id: "comparison",
  routes: [{ path: "/comparison", page: () => import("./ComparisonPage") }],
  resources: [{ name: "comparison", list: "/comparison" }],
  locales: { sv: () => import("./locales/sv.json"), en: () => import("./locales/en.json") },
  debugSections: ["comparison", "chart data"],
});
