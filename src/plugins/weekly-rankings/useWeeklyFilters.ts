import { useMemo } from "react";
import { useSearchParamsState } from "../../kernel";
import { readFilters, writeFilters, type WeeklyFilters } from "./weekly-filters";

/** The page's filters, read from and written to its URL (each change is a history entry). */
export function useWeeklyFilters(): [WeeklyFilters, (changes: Partial<WeeklyFilters>) => void] {
  const [params, change] = useSearchParamsState();
  const filters = useMemo(() => readFilters(params), [params]);
  const update = (changes: Partial<WeeklyFilters>) => change((latest) => writeFilters({ ...readFilters(latest), ...changes }));
  return [filters, update];
}
