import { definePlugin } from "../../kernel";

declare module "../../kernel" {
  interface RouteRefs {
    "weeklyRankings.list": { week?: string; product?: string };
  }
}

export default definePlugin({
  id: "weekly-rankings",
  routes: [{ name: "list", path: "/weekly-ranking", page: () => import("./WeeklyRankingPage") }],
  menu: [{ key: "weeklyRanking", label: "menu.weeklyRanking", to: "/weekly-ranking", slot: "top", order: 70 }],
  resources: [{ name: "weekly-rankings", list: "/weekly-ranking" }],
  locales: { sv: () => import("./locales/sv.json"), en: () => import("./locales/en.json") },
  debugSections: ["weekly rows", "weekly statistics", "weekly lists"],
});
