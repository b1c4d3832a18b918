import { MATCHING_STATUSES, type MatchingStatus } from "../../../contracts";

/** The page's view as its URL says it: the week, narrowing filters, the tab and a chosen product. */
export interface WeeklyFilters {
  week: string | undefined;
  category: string | undefined;
  county: string | undefined;
  status: MatchingStatus | "all";
  ownOnly: boolean;
  product: number | undefined;
}

const WEEK = /^\d{4}-W\d{2}$/;

export function readFilters(params: URLSearchParams): WeeklyFilters {
  const week = params.get("week");
  const status = params.get("status");
  const product = Number(params.get("product"));
  return {
    week: week && WEEK.test(week) ? week : undefined,
    category: params.get("category") || undefined,
    county: params.get("county") || undefined,
    status: (MATCHING_STATUSES as readonly string[]).includes(status ?? "") ? (status as MatchingStatus) : "all",
    ownOnly: params.get("own") === "1",
    product: Number.isInteger(product) && product > 0 ? product : undefined,
  };
}

export function writeFilters(filters: WeeklyFilters): URLSearchParams {
  const params = new URLSearchParams();
  if (filters.week) params.set("week", filters.week);
  if (filters.category) params.set("category", filters.category);
  if (filters.county) params.set("county", filters.county);
  if (filters.status !== "all") params.set("status", filters.status);
  if (filters.ownOnly) params.set("own", "1");
  if (filters.product) params.set("product", String(filters.product));
  return params;
}

/** "2026-W46" → 46. */
export const weekNumber = (week: string) => Number(week.slice(6));
