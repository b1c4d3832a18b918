import { useInvalidate } from "@refinedev/core";
import { useCallback } from "react";
import { queryPath } from "../../providers/query";

/**
 * Marks every cached answer from API paths at or below `prefix` (e.g. "subscription", the leading
 * slash optional as in resources and urls) stale
 * and reads the shown ones again: refine's invalidation, for `useCustom` answers as well as
 * resources, by the path they came from.
 */
export function useInvalidatePaths(): (prefix: string) => Promise<void> {
  const invalidate = useInvalidate();
  return useCallback(
    (path: string) => {
      const prefix = `/${path.replace(/^\/+/, "")}`;
      const below = (path: string | null) => path !== null && (path === prefix || path.startsWith(`${prefix}/`));
      return invalidate({
        invalidates: ["all"],
        invalidationFilters: { type: "all", refetchType: "active", predicate: (query) => below(queryPath(query.queryKey)) },
      });
    },
    [invalidate],
  );
}
