import { keys } from "@refinedev/core";
import type { ApiRead } from "../../../contracts";
import type { Query } from "../../providers/http/query-string";

/** A GET of the API outside refine's resources, as a page's hook and its route's prefetch both describe it. */
export interface CustomGet<T = unknown> {
  /** From the API's root, without the leading slash ("companies/…/sales"): `apiRead(…)` names what it answers. */
  url: ApiRead<T>;
  query?: Query;
  /** Kept in the query's key: `companyId` marks the answer as the selected company's (dropped on a switch). */
  meta?: Record<string, unknown>;
}

/** refine's `useCustom` arguments for the request, as `useApiRead` passes them. */
function customGet({ url, query, meta }: CustomGet) {
  return { url, method: "get" as const, config: { query }, meta };
}

/** The query key `useCustom` gives the request (refine's key: data provider, "custom", then its arguments). */
export function customGetKey(request: CustomGet) {
  const { url, method, config, meta } = customGet(request);
  return keys()
    .data()
    .mutation("custom")
    .params({ method, url, ...config, ...meta })
    .get();
}
