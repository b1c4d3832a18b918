import type { UseQueryResult } from "@tanstack/react-query";

/**
 * refine's data hooks answer `{ data: T }` (with `total` for lists); a page reads `T`. The query's
 * state (pending, error, refetch, fetching) stays as TanStack Query gives it.
 */
export type DataQuery<T> = Omit<UseQueryResult<unknown, Error>, "data"> & { data: T | undefined };

export function dataQuery<T>(query: UseQueryResult<{ data: T } | undefined, unknown>): DataQuery<T> {
  return { ...(query as UseQueryResult<unknown, Error>), data: query.data?.data };
}
