import { useMemo } from "react";
import { useSearchParams } from "react-router";
import { readFilters, writeFilters, type WeeklyFilters } from "./weekly-filters";

/** The page's filters, read from and written to its URL (each change is a history entry). */
export function useWeeklyFilters(): [WeeklyFilters, (changes: Partial<WeeklyFilters>) => void] {
  const [params, setParams] = useSearchParams();
  const filters = useMemo(() => readFilters(params), [params]);
  const update = (changes: Partial<WeeklyFilters>) => setParams(writeFilters({ ...filters, ...changes }));
  return [filters, update];
}
