import type { ServerModule } from "../../core/server-module";
import { weeklyRankingRoutes } from "./routes";
import { registerWeeklyListJob } from "./job";

/** The monopoly's weekly best-seller lists, imported and matched to articles. */
export const weeklyRankingsModule: ServerModule = {
  prefix: "/api/v1/weekly-rankings",
  routes: weeklyRankingRoutes,
  tags: [{ name: "weekly-rankings", description: "The monopoly's weekly best-seller lists, imported and matched to articles" }],
  jobs: (ctx) => {
    registerWeeklyListJob(ctx);
  },
};
