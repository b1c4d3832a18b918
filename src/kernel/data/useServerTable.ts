import { useTable, type BaseRecord, type CrudFilter, type CrudSort, type MetaQuery } from "@refinedev/core";
import { keepPreviousData } from "@tanstack/react-query";

export interface ServerTableOptions {
  /** The API list (a refine resource: `products`, `stores`, `companies/{companyId}/products` …). */
  resource: string;
  /** Every filter the page knows, with `undefined` for the ones not set (so a cleared one is dropped). */
  filters: CrudFilter[];
  sorter?: CrudSort;
  currentPage: number;
  pageSize: number;
  meta?: MetaQuery;
}

/**
 * refine's `useTable` (core's: antd's adds a search form this does not use, and its package brought
 * a markdown renderer into every list page) for a list whose state (filters, sort, page) the page keeps in its URL:
 * the URL's values are the table's permanent filters and sorter, and its page is followed. The
 * page is caught up during render (React re-renders before committing), so a change of the URL
 * costs exactly one request; the previous rows stay while the next page loads.
 */
export function useServerTable<T extends BaseRecord>({ resource, filters, sorter, currentPage, pageSize, meta }: ServerTableOptions) {
  const table = useTable<T>({
    resource,
    syncWithLocation: false,
    pagination: { currentPage, pageSize, mode: "server" },
    filters: { permanent: filters, mode: "server" },
    sorters: { permanent: sorter ? [sorter] : [], mode: "server" },
    ...(meta ? { meta } : {}),
    queryOptions: { placeholderData: keepPreviousData },
  });
  if (table.currentPage !== currentPage) table.setCurrentPage(currentPage);
  if (table.pageSize !== pageSize) table.setPageSize(pageSize);
  const total = table.result.total ?? 0;
  return {
    query: table.tableQuery,
    total,
    /** For antd's Table: rows, loading and the page; the page adds `onChange` to write its URL. */
    tableProps: {
      dataSource: table.tableQuery.data?.data,
      loading: table.tableQuery.isFetching,
      pagination: { current: currentPage, pageSize, total },
    },
  };
}
