import { PRICE_BAND_INDEXES } from "../../kernel";
import { RANKING_FLAGS, RANKING_WINDOWS, STORE_PROFILES, type RankingFlag, type StoreProfile } from "../../../contracts";

/** What the page shows, as its URL says it (so a view can be shared and a reload restores it). */
export interface RankingFilters {
  /** 1m, 3m, 6m, 12m, or a month (YYYY-MM). */
  window: string;
  profile: StoreProfile | undefined;
  counties: string[];
  categories: string[];
  priceBands: number[];
  flags: RankingFlag[];
  ownOnly: boolean;
  sort: { field: string; order: "ascend" | "descend" } | undefined;
}

const MONTH = /^\d{4}-(0[1-9]|1[0-2])$/;
const isWindow = (value: string | null): value is string =>
  value !== null && ((RANKING_WINDOWS as readonly string[]).includes(value) || MONTH.test(value));

export function readFilters(params: URLSearchParams): RankingFilters {
  const window = params.get("window");
  const profile = params.get("profile");
  const sort = params.get("sort");
  const order = params.get("order");
  return {
    window: isWindow(window) ? window : "1m",
    profile: (STORE_PROFILES as readonly string[]).includes(profile ?? "") ? (profile as StoreProfile) : undefined,
    counties: params.getAll("county").filter(Boolean),
    categories: params.getAll("category").filter(Boolean),
    priceBands: params
      .getAll("band")
      .map(Number)
      .filter((b) => PRICE_BAND_INDEXES.includes(b)),
    flags: params.getAll("flag").filter((f): f is RankingFlag => (RANKING_FLAGS as readonly string[]).includes(f)),
    ownOnly: params.get("own") === "1",
    sort: sort && (order === "ascend" || order === "descend") ? { field: sort, order } : undefined,
  };
}

/** The URL of a view: only what differs from the defaults, repeated keys for lists. */
export function writeFilters(filters: RankingFilters): URLSearchParams {
  const params = new URLSearchParams();
  if (filters.window !== "1m") params.set("window", filters.window);
  if (filters.profile) params.set("profile", filters.profile);
  for (const county of filters.counties) params.append("county", county);
  for (const category of filters.categories) params.append("category", category);
  for (const band of filters.priceBands) params.append("band", String(band));
  for (const flag of filters.flags) params.append("flag", flag);
  if (filters.ownOnly) params.set("own", "1");
  if (filters.sort) {
    params.set("sort", filters.sort.field);
    params.set("order", filters.sort.order);
  }
  return params;
}

/** The API's flag parameter for each flag. */
export const FLAG_PARAMS: Record<RankingFlag, "topPerformers" | "risingStars" | "storePlacementOpportunities" | "delistingRisk"> = {
  topPerformer: "topPerformers",
  risingStar: "risingStars",
  placementOpportunity: "storePlacementOpportunities",
  delistingRisk: "delistingRisk",
};
