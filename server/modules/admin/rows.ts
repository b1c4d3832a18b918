/** Rows of a raw query on either driver, inside a transaction or not. */
export { ormRows as rowsOf } from "../../db/rows";

/** A page's offset from its cursor, and the pagination of the answer. */
export const offsetOf = (cursor: string | undefined) => Number(cursor ?? 0);
export function pageInfo(total: number, offset: number, shown: number) {
  const hasMore = offset + shown < total;
  return { total, hasMore, nextCursor: hasMore ? String(offset + shown) : null };
}

export const iso = (value: Date | string | null) => (value === null ? null : new Date(value).toISOString());
