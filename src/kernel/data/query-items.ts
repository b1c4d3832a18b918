import type { DataQuery } from "./query-result";

/** A query of a `{ items }` answer (the API's top-N lists) as the list a page reads. */
export function queryItems<T>(query: DataQuery<{ items: T[] } | undefined>): DataQuery<T[]> {
  return { ...query, data: query.data?.items };
}
