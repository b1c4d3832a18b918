/** Paging of the market lists: a cursor is the offset of the next page (schemas: contracts/common.ts). */

export function page(query: { limit?: number; cursor?: string }) {
  return { limit: query.limit ?? 20, offset: query.cursor ? Number(query.cursor) : 0 };
}

export function pagination(total: number, offset: number, limit: number) {
  const hasMore = offset + limit < total;
  return { total, hasMore, nextCursor: hasMore ? String(offset + limit) : null };
}
