import { useCustom, type BaseRecord, type HttpError, type UseCustomProps } from "@refinedev/core";
import type { ApiRead } from "../../../contracts";
import type { CustomGet } from "./custom-get";

export interface ApiReadOptions<T extends BaseRecord> {
  query?: CustomGet["query"];
  /** Kept in the query's key (see `CustomGet`). */
  meta?: CustomGet["meta"];
  queryOptions?: UseCustomProps<T, HttpError, object, object, T>["queryOptions"];
}

/**
 * refine's `useCustom` (GET) of a typed path (`apiRead(…)` from contracts): the answer's type comes
 * with the path. The query's key is the one `customGet` gives, so a route's prefetch answers it.
 */
export function useApiRead<T extends BaseRecord>(path: ApiRead<T>, { query, meta, queryOptions }: ApiReadOptions<T> = {}) {
  return useCustom<T>({
    url: path,
    method: "get",
    ...(query ? { config: { query } } : {}),
    ...(meta ? { meta } : {}),
    ...(queryOptions ? { queryOptions } : {}),
  });
}
