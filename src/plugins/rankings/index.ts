import { definePlugin } from "../../kernel";

declare module "../../kernel" {
  interface RouteRefs {
    "rankings.monthly": { window?: string; own?: "1" };
  }
}

export default definePlugin({
  id: "rankings",
  routes: [{ name: "monthly", path: "/monthly-ranking", page: () => import("./MonthlyRankingPage") }],
  menu: [{ key: "monthlyRanking", label: "menu.monthlyRanking", to: "/monthly-ranking", slot: "top", order: 50 }],
  resources: [{ name: "rankings", list: "/monthly-ranking" }],
  locales: { sv: () => import("./locales/sv.json"), en: () => import("./locales/en.json") },
  debugSections: ["rankings", "ranking analysis"],
});
