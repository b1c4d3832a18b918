import { useMemo } from "react";
import { useSearchParams } from "react-router";
import { readFilters, writeFilters, type ArtdiskView } from "./artdisk-filters";

/**
 * The page's view, read from and written to its URL. Any change but the page, the chart or the
 * open article starts again at page 1.
 */
export function useArtdiskFilters(): [ArtdiskView, (changes: Partial<ArtdiskView>) => void] {
  const [params, setParams] = useSearchParams();
  const view = useMemo(() => readFilters(params), [params]);
  const update = (changes: Partial<ArtdiskView>) => {
    const keepsPage = Object.keys(changes).every((key) => key === "page" || key === "chart" || key === "article");
    setParams(writeFilters({ ...view, ...(keepsPage ? {} : { page: 1 }), ...changes }));
  };
  return [view, update];
}
