import type { CrudFilter, CrudSort, Pagination } from "@refinedev/core";
import type { Query, QueryValue } from "../http/query-string";

const capitalised = (field: string) => field.charAt(0).toUpperCase() + field.slice(1);

/**
 * refine's filters as Fenix's list parameters: `eq`/`contains` → `field=value`, `in` → the field
 * repeated, `gte`/`lte` → `minField`/`maxField` (the API's `minPrice`, `maxPrice`). Empty values
 * are left out; any other operator is a programming error.
 */
export function filterQuery(filters: CrudFilter[] | undefined): Query {
  const query: Query = {};
  for (const filter of filters ?? []) {
    if (!("field" in filter)) throw new Error(`Filter operator "${filter.operator}" is not supported by the Fenix API`);
    const value = filter.value as QueryValue;
    if (value === undefined || value === null || value === "" || (Array.isArray(value) && value.length === 0)) continue;
    switch (filter.operator) {
      case "eq":
      case "contains":
      case "in":
        query[filter.field] = value;
        break;
      case "gte":
        query[`min${capitalised(filter.field)}`] = value;
        break;
      case "lte":
        query[`max${capitalised(filter.field)}`] = value;
        break;
      default:
        throw new Error(`Filter operator "${filter.operator}" is not supported by the Fenix API`);
    }
  }
  return query;
}

/** The first sorter as `sortBy` / `sortOrder` (the API sorts by one field). */
export function sortQuery(sorters: CrudSort[] | undefined): Query {
  const [first] = sorters ?? [];
  return first ? { sortBy: first.field, sortOrder: first.order } : {};
}

/** Pages as `limit` and `cursor`, the offset of the page's first item (the API's nextCursor). */
export function pageQuery(pagination: Pagination | undefined): Query {
  if (!pagination || pagination.mode === "off" || pagination.mode === "client") return {};
  const pageSize = pagination.pageSize ?? 10;
  const offset = ((pagination.currentPage ?? 1) - 1) * pageSize;
  return { limit: pageSize, cursor: offset > 0 ? String(offset) : undefined };
}
