import { keys, useDataProvider, type BaseRecord } from "@refinedev/core";
import { useQueries } from "@tanstack/react-query";
import type { ApiRead } from "../../../contracts";
import type { Query } from "../../providers/http/query-string";
import { dataQuery, type DataQuery } from "./query-result";

/**
 * refine's `useOne` for a list of ids whose length changes (refine has no hook per item): one query
 * per id under the key `useOne` gives it, so each shares its cache, fresh time and persistence.
 */
export function useOneEach<T extends BaseRecord>(resource: string, ids: readonly number[]): DataQuery<T>[] {
  const dataProvider = useDataProvider();
  const results = useQueries({
    queries: ids.map((id) => ({
      queryKey: keys().data().resource(resource).action("one").id(id).params({}).get(),
      queryFn: ({ signal }: { signal: AbortSignal }) => dataProvider().getOne<T>({ resource, id, meta: { signal } }),
    })),
  });
  return results.map((result) => dataQuery<T>(result));
}

/**
 * refine's `useCustom` (GET) for a list of calls whose length changes: one query per call under the
 * key `useCustom` gives it, so a call another page made with `useCustom` is answered from the cache.
 */
export function useCustomEach<T extends BaseRecord>(calls: readonly { url: ApiRead<T>; query?: Query }[]): DataQuery<T>[] {
  const dataProvider = useDataProvider();
  const results = useQueries({
    queries: calls.map(({ url, query }) => ({
      queryKey: keys()
        .data()
        .mutation("custom")
        .params({ method: "get", url, ...(query ? { query } : {}) })
        .get(),
      queryFn: ({ signal }: { signal: AbortSignal }) =>
        dataProvider().custom!<T>({ url, method: "get", ...(query ? { query } : {}), meta: { signal } }),
    })),
  });
  return results.map((result) => dataQuery<T>(result));
}
