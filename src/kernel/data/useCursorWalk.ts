import { keys, useDataProvider, type BaseRecord } from "@refinedev/core";
import { useQuery, useQueryClient } from "@tanstack/react-query";
import { useState } from "react";
import type { ApiRead } from "../../../contracts";
import { ApiError } from "../../providers/http/errors";
import type { Query } from "../../providers/http/query-string";
import { dataQuery, type DataQuery } from "./query-result";

/** A page of a cursor-paged answer: `pagination.nextCursor` names the next one. */
export interface CursorPage extends BaseRecord {
  pagination: { total: number; hasMore: boolean; nextCursor: string | null };
}

export interface CursorWalk<P extends CursorPage> {
  pages: P[];
  /** False when the walk stopped at `maxRequests` with pages left, or while pages are still arriving. */
  complete: boolean;
  /** True while the walk goes on: the pages so far are shown, more come. */
  arriving?: boolean;
}

export interface CursorWalkOptions<P extends CursorPage> {
  /** The API path below /api/v1: `apiRead(…)` names what its pages are. */
  url: ApiRead<P>;
  query: Query;
  /** Data-provider meta; a `companyId` here marks the answer as that company's (dropped on a switch). */
  meta?: Record<string, unknown>;
  enabled?: boolean;
  /** How many rows a page holds, for the progress figure. */
  count: (page: P) => number;
  /** At most this many requests (docs/PRODUCT.md §7 Rankings: 20 for rankings). */
  maxRequests?: number;
}

export interface CursorProgress {
  loaded: number;
  total: number | null;
}

/**
 * Follows `nextCursor` from the first page, at most `maxRequests` calls, reporting the rows arrived.
 * A 410 Gone mid-walk means the server dropped the snapshot the cursor pointed into: the walk
 * starts again from the first page, once.
 */
export async function walkCursor<P extends CursorPage>(
  fetchPage: (cursor: string | null) => Promise<P>,
  {
    count,
    maxRequests,
    onProgress,
    onPages = () => undefined,
  }: {
    count: (page: P) => number;
    maxRequests: number;
    onProgress: (progress: CursorProgress) => void;
    /** The pages so far, after each page that has more after it. */
    onPages?: (pages: P[]) => void;
  },
): Promise<CursorWalk<P>> {
  const walk = async (): Promise<CursorWalk<P>> => {
    const pages: P[] = [];
    let loaded = 0;
    let cursor: string | null = null;
    onProgress({ loaded: 0, total: null });
    for (let request = 0; request < maxRequests; request++) {
      const page: P = await fetchPage(cursor);
      pages.push(page);
      loaded += count(page);
      onProgress({ loaded, total: page.pagination.total });
      cursor = page.pagination.hasMore ? page.pagination.nextCursor : null;
      if (!cursor) return { pages, complete: true };
      if (request < maxRequests - 1) onPages([...pages]);
    }
    return { pages, complete: false };
  };
  try {
    return await walk();
  } catch (error) {
    if (error instanceof ApiError && error.status === 410) return walk();
    throw error;
  }
}

/**
 * Every page of a cursor-paged GET, in one query: the first page, then `nextCursor` after
 * `nextCursor`, at most `maxRequests` calls, through refine's data provider (token, renewal, debug
 * log), restarted once on a 410 (see `walkCursor`). On a first walk the pages are the query's data as
 * they arrive (`arriving` until the last), so the first rows show after the first page (a walk again
 * keeps the last one's rows until it is done); `progress` counts the
 * rows arrived so far. Until the first page, the previous walk's pages stay on screen
 * (`isPlaceholderData`) when its meta (the company) is the same.
 */
export function useCursorWalk<P extends CursorPage>({
  url,
  query,
  meta = {},
  enabled = true,
  count,
  maxRequests = 20,
}: CursorWalkOptions<P>): DataQuery<CursorWalk<P>> & { progress: CursorProgress } {
  const dataProvider = useDataProvider();
  const queryClient = useQueryClient();
  const queryKey = keys()
    .data()
    .mutation("custom")
    .params({ method: "get", url, query, ...meta, cursorWalk: maxRequests })
    .get();
  // Progress belongs to one walk: another query's figures never show for this one.
  const walkId = JSON.stringify(queryKey);
  const metaKey = JSON.stringify(meta);
  const [progress, setProgress] = useState<CursorProgress & { walkId: string }>({ walkId, loaded: 0, total: null });
  const result = useQuery<{ data: CursorWalk<P> }>({
    queryKey,
    enabled,
    // The previous walk stays on screen while another filter loads, never another company's.
    meta: { cursorWalkMeta: metaKey },
    placeholderData: (previous, previousQuery) => (previousQuery?.meta?.cursorWalkMeta === metaKey ? previous : undefined),
    queryFn: async ({ signal }): Promise<{ data: CursorWalk<P> }> => {
      const fetchPage = async (cursor: string | null) => {
        const page = await dataProvider().custom!<P>({
          url,
          method: "get",
          query: cursor ? { ...query, cursor } : query,
          meta: { ...meta, signal },
        });
        return page.data;
      };
      const onProgress = (next: CursorProgress) => setProgress({ ...next, walkId });
      // A first walk shows its pages as they come; a walk again (stale, a retry) keeps every row of
      // the last one on screen until it is done. A walk replaced meanwhile (cancelled) writes nothing.
      const shown = queryClient.getQueryData<{ data: CursorWalk<P> }>(queryKey);
      const stream = !shown || shown.data.arriving === true;
      // Written as old as can be: a walk cancelled midway (its filter changed, nobody watching) leaves
      // these rows as the query's data, stale, so the walk starts again when they are wanted, instead of
      // showing part of the list as if it were whole until the data's fresh time ran out.
      const onPages = (pages: P[]) => {
        if (stream && !signal.aborted)
          queryClient.setQueryData(queryKey, { data: { pages, complete: false, arriving: true } }, { updatedAt: 0 });
      };
      return { data: await walkCursor(fetchPage, { count, maxRequests, onProgress, onPages }) };
    },
  });
  const current = progress.walkId === walkId ? { loaded: progress.loaded, total: progress.total } : { loaded: 0, total: null };
  return { ...dataQuery<CursorWalk<P>>(result), progress: current };
}
