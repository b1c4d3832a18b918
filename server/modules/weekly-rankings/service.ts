/**
 * Weekly top lists: the monopoly's published ones (everyone sees them) and a company's own,
 * imported from uploaded CSV or XLSX files by a job that parses and matches every row to the
 * catalogue; a company's member fixes a row by hand, and the decision holds for later imports.
 */
import type {
  ManualMatchBody,
  ProcessWeeklyListBody,
  WeeklyProductHistory,
  WeeklyRankingEntry,
  WeeklyRankingList,
  WeeklyRankingsPage,
  WeeklyRankingsQuery,
  WeeklyStatistics,
} from "../../../contracts";
import type { Caller } from "../../core/authenticate";
import type { AppContext } from "../../core/context";
import { RequestError } from "../../core/errors";
import { confirmedUpload, setUploadProgress } from "../../core/uploads";
import { findUserById } from "../../core/users";
import { weeklyListCsv, weeklyListXlsx, type WeeklyListRow } from "../../data/weekly-lists/format";
import { rowKey } from "../../data/weekly-lists/import";
import { isRealWeek } from "../../../contracts";
import type { Database } from "../../db/client";
import { companyProductIds } from "../../market/sales";
import { cursorAfter, decodeCursor, encodeCursor } from "./cursor";
import { toEntry, toList, toProduct } from "./entries";
import {
  deleteList,
  entryCount,
  entryPage,
  findEntry,
  findList,
  listsOf,
  productExists,
  productHistory as historyRows,
  productsById,
  saveManualMatch,
  upsertUploadList,
  weeklyTotals,
  weeksOf,
  weekStatistics,
  type EntryCursor,
  type EntryRow,
} from "./queries";

export const PROCESS_JOB = "weekly-list.process";

type Deps = Pick<AppContext, "db" | "jobs">;

const companyIdOf = (caller: Caller | undefined) => caller?.companyId ?? null;

async function ownIds(db: Database, caller: Caller | undefined): Promise<Set<number>> {
  const companyId = companyIdOf(caller);
  return new Set(companyId ? await companyProductIds(db, companyId) : []);
}

function checkWeek(week: string): string {
  if (!isRealWeek(week)) throw new RequestError(400, `${week} is not a week of its year`, "WEEK_NOT_FOUND");
  return week;
}

async function visibleList(db: Database, caller: Caller | undefined, id: string) {
  const list = await findList(db, id);
  if (!list || (list.companyId !== null && list.companyId !== companyIdOf(caller)))
    throw new RequestError(404, "No such weekly list", "WEEKLY_LIST_NOT_FOUND");
  return list;
}

export async function lists(db: Database, caller: Caller | undefined, week: string | undefined) {
  const companyId = companyIdOf(caller);
  const [items, weeks] = await Promise.all([listsOf(db, companyId, week ? checkWeek(week) : null), weeksOf(db, companyId)]);
  return { items: items.map(toList), weeks };
}

export async function list(db: Database, caller: Caller | undefined, id: string): Promise<WeeklyRankingList> {
  return toList(await visibleList(db, caller, id));
}

async function withProducts(db: Database, rows: EntryRow[], caller: Caller | undefined): Promise<WeeklyRankingEntry[]> {
  const ids = rows.flatMap((r) => [...(r.product_id === null ? [] : [Number(r.product_id)]), ...r.candidates.map((c) => c.productId)]);
  const [products, own] = await Promise.all([productsById(db, ids), ownIds(db, caller)]);
  return rows.map((row) => toEntry(row, products, own, companyIdOf(caller)));
}

export async function entries(db: Database, caller: Caller | undefined, q: WeeklyRankingsQuery): Promise<WeeklyRankingsPage> {
  const companyId = companyIdOf(caller);
  const week = q.week ? checkWeek(q.week) : ((await weeksOf(db, companyId))[0] ?? null);
  if (!week) return { items: [], pagination: { total: 0, hasMore: false, nextCursor: null }, week: null };
  const after = q.cursor ? decodeCursor(q.cursor) : null;
  if (q.cursor && !after) throw new RequestError(400, "The cursor is not one this list gave", "INVALID_CURSOR");
  const onlyMatched = q.onlyMatched || q.hasProductMatch;
  if (onlyMatched && q.matchingStatus && q.matchingStatus !== "matched")
    throw new RequestError(400, "onlyMatched asks for matched rows only", "WEEKLY_FILTER_CONFLICT");
  const filter = {
    companyId,
    week,
    listId: q.listId,
    county: q.county,
    category: q.category,
    matchingStatus: onlyMatched ? "matched" : q.matchingStatus,
    products: q.ownOnly ? [...(await ownIds(db, caller))] : undefined,
  };
  const limit = q.limit ?? 100;
  const [rows, total] = await Promise.all([entryPage(db, filter, after, limit + 1), entryCount(db, filter)]);
  const page = rows.slice(0, limit);
  const last = page.at(-1);
  const hasMore = rows.length > limit;
  return {
    items: await withProducts(db, page, caller),
    pagination: {
      total,
      hasMore,
      nextCursor: hasMore && last ? encodeCursor(cursorAfter(last)) : null,
    },
    week,
  };
}

export async function statistics(db: Database, caller: Caller | undefined, requested: string | undefined): Promise<WeeklyStatistics> {
  const companyId = companyIdOf(caller);
  const week = requested ? checkWeek(requested) : ((await weeksOf(db, companyId))[0] ?? null);
  const own = [...(await ownIds(db, caller))];
  const [categories, totals] = await Promise.all([
    week ? weekStatistics(db, companyId, week, own) : Promise.resolve([]),
    weeklyTotals(db, companyId, own, 12),
  ]);
  const sum = (key: "rows" | "matched" | "ambiguous" | "unmatched" | "own_rows") => categories.reduce((a, c) => a + Number(c[key]), 0);
  const bestOwn = categories.map((c) => c.best_own).filter((p): p is number => p !== null);
  const rows = sum("rows");
  return {
    week,
    lists: week ? (await listsOf(db, companyId, week)).filter((l) => l.status === "processed").length : 0,
    rows,
    matched: sum("matched"),
    ambiguous: sum("ambiguous"),
    unmatched: sum("unmatched"),
    matchRate: rows === 0 ? 0 : sum("matched") / rows,
    ownRows: sum("own_rows"),
    bestOwnPosition: bestOwn.length ? Math.min(...bestOwn) : null,
    byCategory: categories.map((c) => ({
      category: c.category ?? "",
      rows: Number(c.rows),
      matched: Number(c.matched),
      ownRows: Number(c.own_rows),
    })),
    byWeek: totals.map((t) => ({ week: t.week, rows: Number(t.rows), matched: Number(t.matched), ownRows: Number(t.own_rows) })),
  };
}

export async function productHistory(
  db: Database,
  caller: Caller | undefined,
  productId: number,
  weeks: number,
): Promise<WeeklyProductHistory> {
  const product = (await productsById(db, [productId])).get(productId);
  if (!product) throw new RequestError(404, `No product with id ${productId}`, "PRODUCT_NOT_FOUND");
  const rows = await historyRows(db, companyIdOf(caller), productId, weeks);
  return {
    product: toProduct(product),
    weeks: rows.map((r) => ({
      week: r.week,
      position: r.position,
      listId: r.list_id,
      listTitle: r.title,
      category: r.category,
      county: r.county,
      units: r.units,
      litres: r.litres === null ? null : Number(r.litres),
    })),
  };
}

function companyOf(caller: Caller | undefined): { userId: string; companyId: string } {
  if (!caller?.companyId) throw new RequestError(403, "Weekly lists are imported by a company's members", "WEEKLY_NEEDS_COMPANY");
  return { userId: caller.userId, companyId: caller.companyId };
}

/** Starts (or restarts) the import of an uploaded list for a week: the job does the work; the list says how far it got. */
export async function process(deps: Deps, caller: Caller | undefined, body: ProcessWeeklyListBody): Promise<WeeklyRankingList> {
  const { userId, companyId } = companyOf(caller);
  const week = checkWeek(body.week);
  const upload = await confirmedUpload(deps.db, companyId, body.uploadId, "weekly-ranking");
  const existing = (await listsOf(deps.db, companyId, week)).find((l) => l.uploadId === upload.id);
  if (existing?.status === "processing") throw new RequestError(409, "This list is being processed already", "WEEKLY_LIST_PROCESSING");
  const title = body.title?.trim() || upload.filename.replace(/\.(csv|txt|xlsx)$/i, "");
  const created = await deps.db.orm.transaction(async (tx) => {
    const row = await upsertUploadList(tx, { companyId, upload, week, title, createdBy: userId });
    await setUploadProgress(tx, upload.id, { status: "processing", progress: 0 });
    await deps.jobs.enqueue(tx, PROCESS_JOB, { listId: row.id });
    return row;
  });
  return toList(created);
}

export async function matchByHand(
  db: Database,
  caller: Caller | undefined,
  entryId: number,
  body: ManualMatchBody,
): Promise<WeeklyRankingEntry> {
  const { userId, companyId } = companyOf(caller);
  const entry = await findEntry(db, companyId, entryId);
  if (!entry) throw new RequestError(404, "No such row", "WEEKLY_ENTRY_NOT_FOUND");
  if (entry.list_company_id !== companyId)
    throw new RequestError(403, "Published lists are matched by Fenix; match rows of your own lists", "WEEKLY_LIST_PUBLISHED");
  if (body.productId !== null && !(await productExists(db, body.productId)))
    throw new RequestError(404, `No product with id ${body.productId}`, "PRODUCT_NOT_FOUND");
  const user = await findUserById(db, userId);
  const by = [user?.firstName, user?.lastName].filter(Boolean).join(" ") || user?.email || "";
  await saveManualMatch(db, {
    companyId,
    entryId,
    rowKey: rowKey({ articleNumber: entry.article_number, name: entry.name, producer: entry.producer, volumeMl: entry.volume_ml }),
    productId: body.productId,
    userId,
    by,
  });
  const [updated] = await withProducts(db, [(await findEntry(db, companyId, entryId))!], caller);
  return updated!;
}

export async function removeList(db: Database, caller: Caller | undefined, id: string): Promise<void> {
  const { companyId } = companyOf(caller);
  const found = await visibleList(db, caller, id);
  if (found.companyId !== companyId) throw new RequestError(403, "Published lists cannot be deleted", "WEEKLY_LIST_PUBLISHED");
  await deleteList(db, id);
}

/** A list (by id) or a week's lists as a file in the import layout, so it imports again to the same rows. */
export async function exportList(db: Database, caller: Caller | undefined, idOrWeek: string, format: "csv" | "xlsx") {
  const companyId = companyIdOf(caller);
  const isWeek = /^\d{4}-W\d{2}$/.test(idOrWeek);
  const filter = isWeek
    ? { companyId, week: checkWeek(idOrWeek) }
    : await (async () => {
        const found = await visibleList(db, caller, idOrWeek);
        return { companyId, week: found.week, listId: found.id };
      })();
  const rows: WeeklyListRow[] = [];
  let after: EntryCursor | null = null;
  for (;;) {
    const page = await entryPage(db, filter, after, 1000);
    rows.push(
      ...page.map((r) => ({
        position: r.position,
        articleNumber: r.article_number,
        name: r.name,
        producer: r.producer,
        volumeMl: r.volume_ml,
        category: r.category,
        county: r.county,
        units: r.units,
        litres: r.litres === null ? null : Number(r.litres),
      })),
    );
    const last = page.at(-1);
    if (page.length < 1000 || !last) break;
    after = cursorAfter(last);
  }
  const name = `veckolista-${filter.week}`;
  return format === "xlsx"
    ? {
        filename: `${name}.xlsx`,
        contentType: "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet",
        body: await weeklyListXlsx(rows, filter.week),
      }
    : { filename: `${name}.csv`, contentType: "text/csv; charset=utf-8", body: Buffer.from(weeklyListCsv(rows), "utf8") };
}
