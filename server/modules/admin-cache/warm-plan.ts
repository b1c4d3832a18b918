/** One answer to precompute: a cached route's pattern, its parameters and query. */
export interface WarmCall {
  route: string;
  params: Record<string, unknown>;
  query: Record<string, unknown>;
}

/** The dashboard's periods: the default alone, or every one it offers. */
const PERIODS = { normal: ["30d"], aggressive: ["7d", "30d", "90d", "12m"] } as const;
const TOP = 10;

/** What the dashboard asks for a company (src/plugins/dashboard/api.ts), per period. */
export function companyDashboardCalls(companyId: string, mode: "normal" | "aggressive"): WarmCall[] {
  const id = { id: companyId };
  const calls: WarmCall[] = [{ route: "/api/v1/companies/:id/stock-outs", params: id, query: { limit: TOP } }];
  for (const period of PERIODS[mode]) {
    calls.push(
      { route: "/api/v1/companies/:id/sales", params: id, query: { period } },
      { route: "/api/v1/companies/:id/products", params: id, query: { period, limit: TOP } },
      { route: "/api/v1/sales/top-stores", params: {}, query: { companyId, period, limit: TOP } },
    );
  }
  if (mode === "aggressive") {
    calls.push(
      { route: "/api/v1/rankings/analysis", params: {}, query: { companyId } },
      { route: "/api/v1/rankings/sales-performance", params: {}, query: { companyId } },
    );
  }
  return calls;
}
