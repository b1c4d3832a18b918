/**
 * The article register (artdisk): every article the catalogue has held, where it stands and its
 * lifecycle events; statistics of launches and delistings; the values to filter by; an export.
 */
import type {
  Article,
  ArticleDetail,
  ArticleEvent,
  ArtdiskExportQuery,
  ArtdiskFilters,
  ArtdiskQuery,
  ArtdiskStatistics,
  ArtdiskStatisticsQuery,
} from "../../../contracts";
import type { Caller } from "../../core/authenticate";
import { RequestError } from "../../core/errors";
import type { Database } from "../../db/client";
import { readableCompanies } from "../../market/company-access";
import { companyProductIds } from "../../market/sales";
import { articleCsv } from "./csv";
import { articleXlsx } from "./xlsx";
import { XLSX_CONTENT_TYPE } from "../../core/xlsx-table";
import {
  articleEvents,
  articlesWithEvents,
  eventCounts,
  filterValues,
  newestEventDay,
  registerArticle,
  registerPage,
  type ArticleRow,
  type EventRow,
  type RegisterFilter,
} from "./queries";

/** Months the statistics cover when the query names no start: the newest event's month and the 23 before. */
const DEFAULT_MONTHS = 24;
const EXPORT_LIMIT = 50_000;

const amount = (value: string | null) => (value === null ? null : Number(value));

function toEvent(row: EventRow): ArticleEvent {
  return {
    date: row.event_date,
    kind: row.kind,
    assortmentFrom: row.assortment_from,
    assortmentTo: row.assortment_to,
    priceFrom: amount(row.price_from),
    priceTo: amount(row.price_to),
    source: row.source,
  };
}

function toArticle(row: ArticleRow, own: ReadonlySet<number>): Article {
  return {
    productNumber: row.product_number,
    productId: row.product_id === null ? null : Number(row.product_id),
    name: row.name,
    producer: row.producer,
    category: row.category,
    subcategory: row.subcategory,
    volumeMl: row.volume_ml,
    price: amount(row.price),
    assortment: row.assortment,
    status: row.status,
    launchDate: row.launch_date,
    lastEvent: row.event_date === null || row.kind === null || row.source === null ? null : toEvent(row as EventRow),
    eventCount: row.event_count,
    own: row.product_id !== null && own.has(Number(row.product_id)),
  };
}

/** The company whose articles are marked: the one asked for (if the caller may read it), else the caller's own. */
async function ownArticles(db: Database, caller: Caller | undefined, companyId: string | undefined): Promise<Set<number>> {
  const id = companyId ?? caller?.companyId ?? undefined;
  if (!id) return new Set();
  if (companyId) {
    const [company] = await readableCompanies(db, caller, 1, companyId);
    if (!company) throw new RequestError(404, `No company with id ${companyId} that you may read`, "COMPANY_NOT_FOUND");
  }
  return new Set(await companyProductIds(db, id));
}

type Filters = Pick<ArtdiskQuery, "search" | "category" | "assortment" | "producer" | "status" | "own" | "companyId">;

async function registerFilter(db: Database, caller: Caller | undefined, q: Filters): Promise<{ filter: RegisterFilter; own: Set<number> }> {
  const own = await ownArticles(db, caller, q.companyId);
  if (q.own && !q.companyId && !caller?.companyId)
    throw new RequestError(400, "own needs a company: sign in as a member or name companyId", "ARTDISK_OWN_NEEDS_COMPANY");
  const filter: RegisterFilter = {
    search: q.search?.trim() || undefined,
    category: q.category,
    assortment: q.assortment,
    producer: q.producer,
    status: q.status,
    products: q.own ? [...own] : undefined,
  };
  return { filter, own };
}

/** The sort asked for; a date sort's natural order is newest first, the others' A–Z and low to high. */
function sortOf(q: Pick<ArtdiskQuery, "sortBy" | "sortOrder">) {
  const by = q.sortBy ?? "latest";
  return { by, reversed: q.sortOrder === (by === "latest" || by === "launch" ? "asc" : "desc") };
}

function checkRange(from: string | undefined, to: string | undefined) {
  if (from && to && from > to) throw new RequestError(400, "from is after to", "INVALID_DATE_RANGE");
}

export async function articles(db: Database, caller: Caller | undefined, q: ArtdiskQuery) {
  checkRange(q.from, q.to);
  const { filter, own } = await registerFilter(db, caller, q);
  const limit = q.limit ?? 20;
  const offset = Number(q.cursor ?? 0);
  const rows = await registerPage(db, filter, { kind: q.eventType, from: q.from, to: q.to }, sortOf(q), { limit, offset });
  const total = rows[0]?.total ?? 0;
  const hasMore = offset + rows.length < total;
  return {
    items: rows.map((row) => toArticle(row, own)),
    pagination: { total, hasMore, nextCursor: hasMore ? String(offset + rows.length) : null },
  };
}

export async function article(
  db: Database,
  caller: Caller | undefined,
  productNumber: string,
  companyId: string | undefined,
): Promise<ArticleDetail> {
  const [row, events, own] = await Promise.all([
    registerArticle(db, productNumber),
    articleEvents(db, productNumber),
    ownArticles(db, caller, companyId),
  ]);
  if (!row) throw new RequestError(404, `No article ${productNumber} in the register`, "ARTICLE_NOT_FOUND");
  return { article: toArticle(row, own), events: events.map(toEvent) };
}

function monthsBetween(from: string, to: string): string[] {
  const months: string[] = [];
  let [y, m] = from.slice(0, 7).split("-").map(Number) as [number, number];
  const last = to.slice(0, 7);
  for (;;) {
    const month = `${y}-${String(m).padStart(2, "0")}`;
    if (month > last) return months;
    months.push(month);
    if (++m > 12) [y, m] = [y + 1, 1];
  }
}

function monthsBefore(day: string, count: number): string {
  const [y, m] = day.split("-").map(Number) as [number, number];
  const index = y * 12 + (m - 1) - count;
  return `${Math.floor(index / 12)}-${String((index % 12) + 1).padStart(2, "0")}-01`;
}

export async function statistics(db: Database, caller: Caller | undefined, q: ArtdiskStatisticsQuery): Promise<ArtdiskStatistics> {
  checkRange(q.from, q.to);
  const { filter } = await registerFilter(db, caller, q);
  const newest = await newestEventDay(db);
  const to = q.to ?? newest;
  const from = q.from ?? (to ? monthsBefore(to, DEFAULT_MONTHS - 1) : null);
  const empty = { launches: 0, assortmentChanges: 0, priceChanges: 0, delistings: 0, orderGoods: 0 };
  if (!from || !to || from > to) return { from, to, totals: { ...empty, articles: 0 }, byMonth: [], byMonthAndCategory: [] };
  const [counts, articleCount] = await Promise.all([eventCounts(db, filter, from, to), articlesWithEvents(db, filter, from, to)]);
  const field = {
    launch: "launches",
    assortment_change: "assortmentChanges",
    price_change: "priceChanges",
    delisting: "delistings",
  } as const;
  const byMonth = new Map(monthsBetween(from, to).map((month) => [month, { month, ...empty }]));
  const totals = { ...empty, articles: articleCount };
  const byCategory = new Map<string, { month: string; category: string | null; launches: number; delistings: number }>();
  for (const c of counts) {
    const counted = c.order_goods ? "orderGoods" : field[c.kind];
    byMonth.get(c.month)![counted] += c.n;
    totals[counted] += c.n;
    if (c.order_goods) continue;
    if (c.kind !== "launch" && c.kind !== "delisting") continue;
    const key = `${c.month}|${c.category ?? ""}`;
    const entry = byCategory.get(key) ?? { month: c.month, category: c.category, launches: 0, delistings: 0 };
    entry[c.kind === "launch" ? "launches" : "delistings"] += c.n;
    byCategory.set(key, entry);
  }
  return { from, to, totals, byMonth: [...byMonth.values()], byMonthAndCategory: [...byCategory.values()] };
}

export async function filters(db: Database): Promise<ArtdiskFilters> {
  const { values, first, last } = await filterValues(db);
  const facet = (name: string) => values.filter((v) => v.facet === name).map(({ value, count }) => ({ value, count }));
  return {
    categories: facet("category"),
    assortments: facet("assortment"),
    eventTypes: values.filter((v) => v.facet === "kind").map(({ value, count }) => ({ value: value as ArticleEvent["kind"], count })),
    producers: facet("producer"),
    range: { first, last },
  };
}

/** The register of a filter as CSV for the reader's Excel, in the list's order. */
/** The register of a filter as a file: CSV for the reader's Excel, or a workbook. */
export async function exportFile(db: Database, caller: Caller | undefined, q: ArtdiskExportQuery) {
  checkRange(q.from, q.to);
  const { filter, own } = await registerFilter(db, caller, q);
  const rows = await registerPage(db, filter, { kind: q.eventType, from: q.from, to: q.to }, sortOf(q), { limit: EXPORT_LIMIT, offset: 0 });
  if ((rows[0]?.total ?? 0) > EXPORT_LIMIT)
    throw new RequestError(400, `At most ${EXPORT_LIMIT} articles can be exported at once; narrow the filter`, "EXPORT_TOO_LARGE");
  const articles = rows.map((row) => toArticle(row, own));
  const language = q.language ?? "sv";
  if (q.format === "xlsx") {
    return { body: await articleXlsx(articles, language), contentType: XLSX_CONTENT_TYPE, filename: "fenix-artdisk.xlsx" };
  }
  return { body: articleCsv(articles, language), contentType: "text/csv; charset=utf-8", filename: "fenix-artdisk.csv" };
}
