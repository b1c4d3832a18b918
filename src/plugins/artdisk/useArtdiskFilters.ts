import { useMemo } from "react";
import { useSearchParamsState } from "../../kernel";
import { readFilters, writeFilters, type ArtdiskView } from "./artdisk-filters";

/**
 * The page's view, read from and written to its URL. Any change but the page, the chart or the
 * open article starts again at page 1.
 */
export function useArtdiskFilters(): [ArtdiskView, (changes: Partial<ArtdiskView>) => void] {
  const [params, change] = useSearchParamsState();
  const view = useMemo(() => readFilters(params), [params]);
  const update = (changes: Partial<ArtdiskView>) => {
    const keepsPage = Object.keys(changes).every((key) => key === "page" || key === "chart" || key === "article");
    change((latest) => writeFilters({ ...readFilters(latest), ...(keepsPage ? {} : { page: 1 }), ...changes }));
  };
  return [view, update];
}
