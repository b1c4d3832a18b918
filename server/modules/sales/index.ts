import type { ServerModule } from "../../core/server-module";
import { salesRoutes } from "./routes";

/** The market's sales totals, best sellers and daily series. */
export const salesModule: ServerModule = {
  prefix: "/api/v1/sales",
  routes: salesRoutes,
  tags: [
    {
      name: "sales",
      description:
        "Sales totals, best sellers and daily series over a period, for the whole market.\n\n`getSalesSummary?period=30d` is the market's totals; `listTopProducts` and `listTopStores` its best sellers; `getDailySalesTotals` one point a day. Your own companies' figures are under companies.",
    },
  ],
};
