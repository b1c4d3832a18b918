import { ARTDISK_SORTS, ARTICLE_EVENT_KINDS, ARTICLE_STATUSES, type ArticleEventKind } from "../../../contracts";

export type ArtdiskSort = (typeof ARTDISK_SORTS)[number];
export type ArticleStatus = (typeof ARTICLE_STATUSES)[number];
export type ChartMode = "kind" | "category";

export const PAGE_SIZES = [20, 50, 100] as const;

/** The page's view as its URL says it. */
export interface ArtdiskView {
  search: string | undefined;
  category: string | undefined;
  assortment: string | undefined;
  eventType: ArticleEventKind | undefined;
  /** One calendar month (YYYY-MM); when set, `from` and `to` are not. */
  month: string | undefined;
  from: string | undefined;
  to: string | undefined;
  producer: string | undefined;
  status: ArticleStatus | undefined;
  own: boolean;
  sortBy: ArtdiskSort | undefined;
  sortOrder: "asc" | "desc" | undefined;
  page: number;
  pageSize: number;
  chart: ChartMode;
  /** The article whose timeline is open. */
  article: string | undefined;
}

const MONTH = /^\d{4}-(0[1-9]|1[0-2])$/;
const DAY = /^\d{4}-(0[1-9]|1[0-2])-(0[1-9]|[12]\d|3[01])$/;
const ARTICLE = /^\d{1,12}$/;

const oneOf = <T extends string>(list: readonly T[], value: string | null): T | undefined =>
  (list as readonly string[]).includes(value ?? "") ? (value as T) : undefined;

export function readFilters(params: URLSearchParams): ArtdiskView {
  const text = (name: string) => params.get(name)?.trim() || undefined;
  const matching = (name: string, pattern: RegExp) => {
    const value = params.get(name);
    return value && pattern.test(value) ? value : undefined;
  };
  const month = matching("month", MONTH);
  const size = Number(params.get("pageSize"));
  return {
    search: text("search")?.slice(0, 100),
    category: text("category"),
    assortment: text("assortment"),
    eventType: oneOf(ARTICLE_EVENT_KINDS, params.get("type")),
    month,
    from: month ? undefined : matching("from", DAY),
    to: month ? undefined : matching("to", DAY),
    producer: text("producer"),
    status: oneOf(ARTICLE_STATUSES, params.get("status")),
    own: params.get("own") === "1",
    sortBy: oneOf(ARTDISK_SORTS, params.get("sort")),
    sortOrder: oneOf(["asc", "desc"] as const, params.get("order")),
    page: Math.max(1, Math.floor(Number(params.get("page")) || 1)),
    pageSize: (PAGE_SIZES as readonly number[]).includes(size) ? size : PAGE_SIZES[0],
    chart: params.get("chart") === "category" ? "category" : "kind",
    article: matching("article", ARTICLE),
  };
}

/** Only what differs from the defaults, in a fixed order. */
export function writeFilters(f: ArtdiskView): URLSearchParams {
  const params = new URLSearchParams();
  const set = (name: string, value: string | undefined) => {
    if (value) params.set(name, value);
  };
  set("search", f.search);
  set("type", f.eventType);
  set("month", f.month);
  if (!f.month) {
    set("from", f.from);
    set("to", f.to);
  }
  set("category", f.category);
  set("assortment", f.assortment);
  set("producer", f.producer);
  set("status", f.status);
  if (f.own) params.set("own", "1");
  set("sort", f.sortBy);
  set("order", f.sortOrder);
  if (f.page > 1) params.set("page", String(f.page));
  if (f.pageSize !== PAGE_SIZES[0]) params.set("pageSize", String(f.pageSize));
  if (f.chart !== "kind") params.set("chart", f.chart);
  set("article", f.article);
  return params;
}

/** The first and last day of a month: "2026-02" → 2026-02-01 … 2026-02-28. */
export function monthRange(month: string): { from: string; to: string } {
  const [year, m] = month.split("-").map(Number) as [number, number];
  const last = new Date(Date.UTC(year, m, 0)).getUTCDate();
  return { from: `${month}-01`, to: `${month}-${String(last).padStart(2, "0")}` };
}

/** The days the filters ask for: the month's, or the range's ends (either may be open). */
export function dateRange(f: Pick<ArtdiskView, "month" | "from" | "to">): { from?: string; to?: string } {
  if (f.month) return monthRange(f.month);
  return { ...(f.from ? { from: f.from } : {}), ...(f.to ? { to: f.to } : {}) };
}

/** Every month from `last` back to `first` (YYYY-MM, newest first). */
export function monthsBetween(first: string, last: string): string[] {
  const index = (day: string) => Number(day.slice(0, 4)) * 12 + Number(day.slice(5, 7)) - 1;
  const months: string[] = [];
  for (let i = index(last); i >= index(first); i--) months.push(`${Math.floor(i / 12)}-${String((i % 12) + 1).padStart(2, "0")}`);
  return months;
}

/** The narrowing filters (everything but the sort, the page, the chart and the open article) are set. */
export function isNarrowed(f: ArtdiskView): boolean {
  return !!(f.search || f.category || f.assortment || f.eventType || f.month || f.from || f.to || f.producer || f.status || f.own);
}

/**
 * The list's filters as the API names them (also the export's, which takes no sort or page);
 * `companyId` is the company whose articles are "own" (the one chosen in the header).
 */
export function listQuery(f: ArtdiskView, companyId: string | undefined) {
  return {
    companyId,
    search: f.search,
    category: f.category,
    assortment: f.assortment,
    eventType: f.eventType,
    ...dateRange(f),
    producer: f.producer,
    status: f.status,
    own: f.own || undefined,
  };
}

/** The statistics' filters: the list's without search, event type and status. */
export function statisticsQuery(f: ArtdiskView, companyId: string | undefined) {
  return {
    companyId,
    category: f.category,
    assortment: f.assortment,
    producer: f.producer,
    own: f.own || undefined,
    ...dateRange(f),
  };
}
