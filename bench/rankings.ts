// The monthly ranking at the bench scale, against a running server: computing a month's snapshot
// the first time, then what a user's page costs — one segment, one full 1000-row page, and the
// walk of every page the client makes (at most 20).
import type { Rankings } from "../contracts";

const percentile = (sorted: number[], p: number) => sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))]!;
const round = (ms: number) => Math.round(ms * 100) / 100;
const stats = (times: number[]) => {
  const sorted = [...times].sort((a, b) => a - b);
  return { p50: round(percentile(sorted, 50)), p95: round(percentile(sorted, 95)), max: round(sorted.at(-1)!), samples: sorted.length };
};

const MAX_PAGES = 20;

export interface RankingBench {
  firstSnapshotMs: number;
  rows: number;
  segments: number;
  oneSegment: ReturnType<typeof stats>;
  fullPage: ReturnType<typeof stats>;
  walk: { pages: number; rows: number; ms: ReturnType<typeof stats> };
}

export async function benchRankings(baseUrl: string, token: string): Promise<RankingBench> {
  const get = async (path: string): Promise<{ ms: number; body: Rankings }> => {
    const t = performance.now();
    const res = await fetch(baseUrl + path, { headers: { authorization: `Bearer ${token}` } });
    const json = (await res.json()) as { data: Rankings };
    if (!res.ok) throw new Error(`${path} answered ${res.status}: ${JSON.stringify(json).slice(0, 200)}`);
    return { ms: performance.now() - t, body: json.data };
  };
  const walkAll = async () => {
    const t = performance.now();
    const pages: Rankings[] = [];
    let cursor: string | null = null;
    do {
      const page: Rankings = (await get(`/api/v1/rankings?period=1m${cursor ? `&cursor=${cursor}` : ""}`)).body;
      pages.push(page);
      cursor = page.pagination.nextCursor;
    } while (cursor && pages.length < MAX_PAGES);
    return { ms: performance.now() - t, pages };
  };

  const first = await get("/api/v1/rankings?period=1m&limit=1");
  const { pages } = await walkAll();
  const segments = [...new Set(pages.flatMap((p) => p.rankings.map((r) => r.segment)))];

  const oneSegment: number[] = [];
  const fullPage: number[] = [];
  const walks: number[] = [];
  for (let round = 0; round < 4; round++) {
    for (const segment of segments.slice(0, 60)) {
      const { ms } = await get(`/api/v1/rankings?period=1m&segments=${encodeURIComponent(segment)}`);
      if (round > 0) oneSegment.push(ms);
    }
    for (const page of pages.slice(0, -1)) {
      const { ms } = await get(`/api/v1/rankings?period=1m&cursor=${page.pagination.nextCursor}`);
      if (round > 0) fullPage.push(ms);
    }
    const walk = await walkAll();
    if (round > 0) walks.push(walk.ms);
  }
  return {
    firstSnapshotMs: round(first.ms),
    rows: first.body.pagination.total,
    segments: segments.length,
    oneSegment: stats(oneSegment),
    fullPage: stats(fullPage),
    walk: { pages: pages.length, rows: pages.reduce((n, p) => n + p.rankings.length, 0), ms: stats(walks) },
  };
}
