import { useCustomMutation } from "@refinedev/core";
import { apiRead, type WeeklyRankingEntry, type WeeklyRankingList } from "../../../contracts";
import { dataQuery, useCursorWalk, useInvalidatePaths, useApiRead } from "../../kernel";
import type { WeeklyFilters } from "./weekly-filters";

export type { WeeklyRankingEntry, WeeklyRankingList };

const PAGE_SIZE = 500;
const MAX_REQUESTS = 20;

/**
 * The status filter as docs/PRODUCT.md §7 Weekly rankings sends it: matched rows are asked with
 * hasProductMatch, matchingStatus=matched and onlyMatched.
 */
function statusQuery(status: WeeklyFilters["status"]) {
  if (status === "all") return {};
  if (status === "matched") return { hasProductMatch: true, matchingStatus: "matched", onlyMatched: true };
  return { matchingStatus: status };
}

/** Every row of the week's lists the filters ask for. */
export function useWeeklyRows(f: WeeklyFilters, enabled: boolean) {
  const walk = useCursorWalk({
    url: apiRead("weekly-rankings"),
    query: {
      week: f.week,
      category: f.category,
      county: f.county,
      ownOnly: f.ownOnly || undefined,
      ...statusQuery(f.status),
      limit: PAGE_SIZE,
    },
    count: (page) => page.items.length,
    enabled,
    maxRequests: MAX_REQUESTS,
  });
  const pages = walk.data?.pages;
  const rows = pages?.flatMap((p) => p.items);
  return {
    ...walk,
    // A server that ignores the filter still shows only matched rows under "Matched" (docs/PRODUCT.md §7 Weekly rankings).
    rows: f.status === "matched" ? rows?.filter((r) => r.matchedProduct && r.matchingStatus === "matched") : rows,
    week: pages?.[0]?.week ?? null,
    total: pages?.[0]?.pagination.total,
  };
}

/** Every list and the weeks that have lists; asked again every 1.5 s while one is being processed. */
export function useWeeklyLists() {
  const { query } = useApiRead(apiRead("weekly-rankings/lists"), {
    queryOptions: {
      refetchInterval: (q) => (q.state.data?.data.items.some((l) => l.status === "processing") ? 1500 : false),
    },
  });
  return dataQuery(query);
}

export function useWeeklyStatistics(week: string | undefined, enabled: boolean) {
  const { query } = useApiRead(apiRead("weekly-rankings/statistics"), { query: { week }, queryOptions: { enabled } });
  return dataQuery(query);
}

export function useProductHistory(productId: number | undefined) {
  const { query } = useApiRead(apiRead("weekly-rankings/products/{id}", { id: productId ?? 0 }), {
    queryOptions: { enabled: productId !== undefined },
  });
  return dataQuery(query);
}

export function useCounties() {
  const { query } = useApiRead(apiRead("stores/filters"));
  return dataQuery(query).data?.counties;
}

/** Starts the import of an uploaded list. */
export function useProcessList() {
  const invalidate = useInvalidatePaths();
  const { mutation } = useCustomMutation<WeeklyRankingList>();
  return async (uploadId: string, week: string) => {
    const { data } = await mutation.mutateAsync({ url: "weekly-rankings/process", method: "post", values: { uploadId, week } });
    await invalidate("weekly-rankings");
    return data;
  };
}

/** Matches a row by hand (null: no article in the catalogue). */
export function useMatchByHand() {
  const invalidate = useInvalidatePaths();
  const { mutation } = useCustomMutation<WeeklyRankingEntry>();
  return {
    isPending: mutation.isPending,
    run: async (entryId: number, productId: number | null) => {
      await mutation.mutateAsync({ url: `weekly-rankings/entries/${entryId}/match`, method: "put", values: { productId } });
      await invalidate("weekly-rankings");
    },
  };
}

export function useDeleteList() {
  const invalidate = useInvalidatePaths();
  const { mutation } = useCustomMutation();
  return async (listId: string) => {
    await mutation.mutateAsync({ url: `weekly-rankings/lists/${listId}`, method: "delete", values: {} });
    await invalidate("weekly-rankings");
  };
}
