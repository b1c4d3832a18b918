import { type CrudFilter } from "@refinedev/core";
import { apiRead, type ArtdiskFilters as FilterValues, type ArtdiskStatistics, type Article } from "../../../contracts";
import { dataQuery, keepAcrossPeriods, useServerTable, useFileGet, type ExportFormat, useApiRead } from "../../kernel";
import { listQuery, statisticsQuery, type ArtdiskView } from "./artdisk-filters";

export type { ArtdiskStatistics, Article, FilterValues };

/** One page of the register, as the URL's filters, sort and page ask for it. */
export function useArticles(f: ArtdiskView, companyId: string | undefined) {
  const filters: CrudFilter[] = Object.entries(listQuery(f, companyId)).map(([field, value]) => ({ field, operator: "eq", value }));
  return useServerTable<Article>({
    resource: "artdisk",
    filters,
    ...(f.sortBy ? { sorter: { field: f.sortBy, order: f.sortOrder ?? "asc" } } : {}),
    currentPage: f.page,
    pageSize: f.pageSize,
  });
}

/** Launches, moves, price changes and delistings per month (and per month and category). */
export function useArtdiskStatistics(f: ArtdiskView, companyId: string | undefined) {
  const { query } = useApiRead(apiRead("artdisk/statistics"), {
    query: statisticsQuery(f, companyId),
    // The previous figures stay (dimmed) while other filters load.
    queryOptions: keepAcrossPeriods(`artdisk/statistics:${companyId}`),
  });
  return dataQuery(query);
}

/** The values the filters offer, with counts, and the first and newest event. */
export function useArtdiskFilterValues() {
  const { query } = useApiRead(apiRead("artdisk/filters"));
  return dataQuery(query);
}

/** One article and every event of it, oldest first. */
export function useArticle(productNumber: string | undefined, companyId: string | undefined) {
  const { query } = useApiRead(apiRead("artdisk/{id}", { id: productNumber ?? "" }), {
    query: { companyId },
    queryOptions: { enabled: productNumber !== undefined },
  });
  return dataQuery(query);
}

/** The register as the filters narrow it, as the server's file in the reader's language: CSV text or a workbook. */
export function useArtdiskExport() {
  const getFile = useFileGet();
  return (f: ArtdiskView, companyId: string | undefined, language: "sv" | "en", format: ExportFormat): Promise<Blob | string> =>
    getFile({ url: "artdisk/export", query: { ...listQuery(f, companyId), sortBy: f.sortBy, sortOrder: f.sortOrder, language, format } });
}
