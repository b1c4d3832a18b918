import { useMemo } from "react";
import { useSearchParamsState } from "../../kernel";
import { readFilters, writeFilters, type RankingFilters } from "./ranking-filters";

/** The page's filters, read from and written to its URL (each change is a history entry). */
export function useRankingFilters(): [RankingFilters, (changes: Partial<RankingFilters>) => void] {
  const [params, change] = useSearchParamsState();
  const filters = useMemo(() => readFilters(params), [params]);
  const update = (changes: Partial<RankingFilters>) => change((latest) => writeFilters({ ...readFilters(latest), ...changes }));
  return [filters, update];
}
