import { useMemo } from "react";
import { useSearchParams } from "react-router";
import { readFilters, writeFilters, type RankingFilters } from "./ranking-filters";

/** The page's filters, read from and written to its URL (each change is a history entry). */
export function useRankingFilters(): [RankingFilters, (changes: Partial<RankingFilters>) => void] {
  const [params, setParams] = useSearchParams();
  const filters = useMemo(() => readFilters(params), [params]);
  const update = (changes: Partial<RankingFilters>) => setParams(writeFilters({ ...filters, ...changes }));
  return [filters, update];
}
