import { apiRead, type RankingAnalysis, type RankingEntry } from "../../../contracts";
import { dataQuery, useCursorWalk, useApiRead } from "../../kernel";
import { FLAG_PARAMS, type RankingFilters } from "./ranking-filters";

export type { RankingAnalysis, RankingEntry };

/** docs/PRODUCT.md §7 Rankings: pages of 1 000, at most 20 requests. */
const PAGE_SIZE = 1000;
const MAX_REQUESTS = 20;

/** The scope every ranking call shares: the window and the stores whose sales count. */
const scopeQuery = (f: RankingFilters, companyId: string | undefined) => ({
  period: f.window,
  storeProfile: f.profile,
  counties: f.counties,
  companyId,
});

/**
 * Every row of the ranking the filters ask for: the first page, then each `nextCursor` (at most 20
 * requests), restarted once when the server replaced the ranking mid-walk (410). The company, when
 * there is one, is always named so that its rows come marked `own`.
 */
export function useRankingRows(f: RankingFilters, companyId: string | undefined, enabled: boolean) {
  const query = {
    ...scopeQuery(f, companyId),
    categories: f.categories,
    priceBands: f.priceBands,
    ...Object.fromEntries(f.flags.map((flag) => [FLAG_PARAMS[flag], true])),
    ownOnly: f.ownOnly && companyId ? true : undefined,
    limit: PAGE_SIZE,
  };
  const walk = useCursorWalk({
    url: apiRead("rankings"),
    query,
    meta: companyId ? { companyId } : {},
    count: (page) => page.rankings.length,
    enabled,
    maxRequests: MAX_REQUESTS,
  });
  const pages = walk.data?.pages;
  return {
    ...walk,
    rows: pages?.flatMap((p) => p.rankings),
    window: pages?.[0]?.window,
    total: pages?.[0]?.pagination.total,
    complete: walk.data?.complete ?? false,
    /** Pages still arriving: the rows so far are shown. */
    arriving: walk.data?.arriving ?? false,
  };
}

/**
 * Totals, flag counts, segments and movers of the ranking. `segmentFilters` narrows it to the
 * chosen categories and price bands; without them it is the whole scope (whose categories the
 * filter offers). The two are one call when nothing is chosen.
 */
export function useRankingAnalysis(f: RankingFilters, companyId: string | undefined, segmentFilters: boolean, enabled: boolean) {
  const { query } = useApiRead(apiRead("rankings/analysis"), {
    query: {
      ...scopeQuery(f, companyId),
      ...(segmentFilters ? { categories: f.categories, priceBands: f.priceBands } : {}),
    },
    meta: companyId ? { companyId } : {},
    queryOptions: { enabled },
  });
  return dataQuery(query);
}

/** The counties of the store register (the same list the stores page filters by). */
export function useCounties() {
  const { query } = useApiRead(apiRead("stores/filters"));
  return dataQuery(query).data?.counties;
}
