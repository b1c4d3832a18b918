/** The weekly-rankings module's own SQL. A caller sees the published lists and its company's own. */
import { and, eq, sql, type SQL } from "drizzle-orm";
import type { Database, Orm } from "../../db/client";
import { weeklyRankingLists, weeklyRankingManualMatches, type UploadRow } from "../../db/schema";
import { queryRows } from "../../db/rows";

export type ListRow = typeof weeklyRankingLists.$inferSelect;

/** The lists a company's members (or, with null, anyone) may read. */
export const visibleTo = (companyId: string | null, alias = "l"): SQL => {
  const column = sql.raw(`${alias}.company_id`);
  return companyId ? sql`(${column} is null or ${column} = ${companyId})` : sql`${column} is null`;
};

export async function listsOf(db: Database, companyId: string | null, week: string | null) {
  const rows = await db.orm
    .select()
    .from(weeklyRankingLists)
    .where(
      and(
        companyId
          ? sql`(${weeklyRankingLists.companyId} is null or ${weeklyRankingLists.companyId} = ${companyId})`
          : sql`${weeklyRankingLists.companyId} is null`,
        week ? eq(weeklyRankingLists.week, week) : undefined,
      ),
    )
    .orderBy(sql`${weeklyRankingLists.week} desc, ${weeklyRankingLists.companyId} nulls first, ${weeklyRankingLists.createdAt}`);
  return rows;
}

export async function weeksOf(db: Database, companyId: string | null): Promise<string[]> {
  const rows = await queryRows<{ week: string }>(
    db,
    sql`select distinct l.week from weekly_ranking_lists l where ${visibleTo(companyId)} and l.status = 'processed' order by l.week desc`,
  );
  return rows.map((r) => r.week);
}

export async function findList(db: Database, id: string): Promise<ListRow | undefined> {
  const [row] = await db.orm.select().from(weeklyRankingLists).where(eq(weeklyRankingLists.id, id));
  return row;
}

/** Creates the list of an upload and week, or resets the one processed before (its entries stay until replaced). */
export async function upsertUploadList(
  orm: Orm,
  values: { companyId: string; upload: UploadRow; week: string; title: string; createdBy: string },
): Promise<ListRow> {
  const [row] = await orm
    .insert(weeklyRankingLists)
    .values({
      companyId: values.companyId,
      uploadId: values.upload.id,
      week: values.week,
      title: values.title,
      createdBy: values.createdBy,
    })
    .onConflictDoUpdate({
      target: [weeklyRankingLists.uploadId, weeklyRankingLists.week],
      set: { status: "processing", progress: 0, message: null, errorCode: null, title: values.title },
    })
    .returning();
  return row!;
}

export async function setListProgress(db: Database, id: string, update: { progress: number } | { failed: string; code: string }) {
  await db.orm
    .update(weeklyRankingLists)
    .set(
      "failed" in update
        ? { status: "failed", message: update.failed, errorCode: update.code, processedAt: sql`now()` }
        : { progress: update.progress },
    )
    .where(eq(weeklyRankingLists.id, id));
}

export async function deleteList(db: Database, id: string) {
  await db.orm.delete(weeklyRankingLists).where(eq(weeklyRankingLists.id, id));
}

export interface EntryRow {
  id: number;
  list_id: string;
  list_company_id: string | null;
  /** Text, to keep the microseconds the keyset compares. */
  list_created_at: string;
  week: string;
  position: number;
  article_number: string | null;
  name: string;
  producer: string | null;
  volume_ml: number | null;
  category: string | null;
  county: string | null;
  units: number | null;
  litres: string | number | null;
  matching_status: "matched" | "ambiguous" | "unmatched";
  match_score: number;
  candidates: { productId: number; score: number }[];
  manual_by: string | null;
  product_id: number | null;
}

export interface EntryFilter {
  companyId: string | null;
  week: string;
  listId?: string | undefined;
  county?: string | undefined;
  category?: string | undefined;
  matchingStatus?: string | undefined;
  products?: readonly number[] | undefined;
}

function entryConditions(f: EntryFilter): SQL {
  const parts: SQL[] = [visibleTo(f.companyId), sql`l.week = ${f.week}`, sql`l.status = 'processed'`];
  if (f.listId) parts.push(sql`l.id = ${f.listId}`);
  if (f.county) parts.push(sql`e.county = ${f.county}`);
  if (f.category) parts.push(sql`e.category = ${f.category}`);
  if (f.matchingStatus) parts.push(sql`e.matching_status = ${f.matchingStatus}`);
  if (f.products) parts.push(sql`e.product_id = any(${`{${f.products.join(",")}}`}::int[])`);
  return sql.join(parts, sql` and `);
}

const ENTRY_COLUMNS = sql`e.id, e.list_id, l.company_id as list_company_id, l.created_at::text as list_created_at, l.week, e.position,
  e.article_number, e.name, e.producer, e.volume_ml, e.category, e.county, e.units, e.litres, e.matching_status,
  e.match_score, e.candidates, e.manual_by, e.product_id`;

/** Published lists first, then own ones oldest first; within a list by category, then position (keyset on that order). */
const ORDER = sql`(l.company_id is not null), l.created_at, l.id, coalesce(e.category, ''), e.position, e.id`;

export interface EntryCursor {
  own: boolean;
  createdAt: string;
  listId: string;
  category: string;
  position: number;
  id: number;
}

export async function entryPage(db: Database, filter: EntryFilter, after: EntryCursor | null, limit: number): Promise<EntryRow[]> {
  const keyset = after
    ? sql`and ((l.company_id is not null), l.created_at, l.id, coalesce(e.category, ''), e.position, e.id)
            > (${after.own}, ${after.createdAt}::timestamptz, ${after.listId}::uuid, ${after.category}, ${after.position}, ${after.id})`
    : sql``;
  return queryRows<EntryRow>(
    db,
    sql`select ${ENTRY_COLUMNS} from weekly_ranking_entries e join weekly_ranking_lists l on l.id = e.list_id
        where ${entryConditions(filter)} ${keyset} order by ${ORDER} limit ${limit}`,
  );
}

export async function entryCount(db: Database, filter: EntryFilter): Promise<number> {
  const [row] = await queryRows<{ n: string }>(
    db,
    sql`select count(*) as n from weekly_ranking_entries e join weekly_ranking_lists l on l.id = e.list_id where ${entryConditions(filter)}`,
  );
  return Number(row?.n ?? 0);
}

export async function findEntry(db: Database, companyId: string | null, id: number): Promise<EntryRow | undefined> {
  const [row] = await queryRows<EntryRow>(
    db,
    sql`select ${ENTRY_COLUMNS} from weekly_ranking_entries e join weekly_ranking_lists l on l.id = e.list_id
        where e.id = ${id} and ${visibleTo(companyId)}`,
  );
  return row;
}

export interface ProductRow {
  id: number;
  product_number: string;
  name: string;
  producer: string | null;
  volume_ml: number | null;
  price: string | number | null;
  category: string | null;
  country: string | null;
}

export async function productsById(db: Database, ids: readonly number[]): Promise<Map<number, ProductRow>> {
  if (ids.length === 0) return new Map();
  const rows = await queryRows<ProductRow>(
    db,
    sql`select id, product_number, trim(name_bold || ' ' || coalesce(name_thin, '')) as name, producer_name as producer, volume_ml,
               price, category_level1 as category, country
        from products where id = any(${`{${[...new Set(ids)].join(",")}}`}::int[])`,
  );
  return new Map(rows.map((r) => [Number(r.id), r]));
}

/** Sets a row's article by hand, remembers the decision for the company's later imports, in one transaction. */
export async function saveManualMatch(
  db: Database,
  input: { companyId: string; entryId: number; rowKey: string; productId: number | null; userId: string; by: string },
): Promise<void> {
  await db.orm.transaction(async (tx) => {
    await tx
      .insert(weeklyRankingManualMatches)
      .values({ companyId: input.companyId, rowKey: input.rowKey, productId: input.productId, userId: input.userId })
      .onConflictDoUpdate({
        target: [weeklyRankingManualMatches.companyId, weeklyRankingManualMatches.rowKey],
        set: { productId: input.productId, userId: input.userId, updatedAt: sql`now()` },
      });
    // Every row of the company's lists with the same key follows the decision.
    await tx.execute(
      sql`update weekly_ranking_entries e set product_id = ${input.productId},
            matching_status = ${input.productId ? "matched" : "unmatched"}, match_score = 1, manual_by = ${input.by}
          from weekly_ranking_lists l
          where l.id = e.list_id and l.company_id = ${input.companyId} and e.row_key = ${input.rowKey}`,
    );
    await tx.execute(
      sql`update weekly_ranking_lists l set
            matched = (select count(*) from weekly_ranking_entries e where e.list_id = l.id and e.matching_status = 'matched'),
            ambiguous = (select count(*) from weekly_ranking_entries e where e.list_id = l.id and e.matching_status = 'ambiguous'),
            unmatched = (select count(*) from weekly_ranking_entries e where e.list_id = l.id and e.matching_status = 'unmatched')
          where l.company_id = ${input.companyId}
            and exists (select 1 from weekly_ranking_entries e where e.list_id = l.id and e.row_key = ${input.rowKey})`,
    );
  });
}

export async function productExists(db: Database, id: number): Promise<boolean> {
  const rows = await queryRows(db, sql`select 1 from products where id = ${id}`);
  return rows.length > 0;
}

export interface StatisticsRow {
  category: string | null;
  rows: string;
  matched: string;
  ambiguous: string;
  unmatched: string;
  own_rows: string;
  best_own: number | null;
}

export async function weekStatistics(db: Database, companyId: string | null, week: string, own: readonly number[]) {
  const ownIds = `{${own.join(",")}}`;
  return queryRows<StatisticsRow>(
    db,
    sql`select e.category, count(*) as rows,
               count(*) filter (where e.matching_status = 'matched') as matched,
               count(*) filter (where e.matching_status = 'ambiguous') as ambiguous,
               count(*) filter (where e.matching_status = 'unmatched') as unmatched,
               count(*) filter (where e.product_id = any(${ownIds}::int[])) as own_rows,
               min(e.position) filter (where e.product_id = any(${ownIds}::int[])) as best_own
        from weekly_ranking_entries e join weekly_ranking_lists l on l.id = e.list_id
        where ${visibleTo(companyId)} and l.week = ${week} and l.status = 'processed'
        group by e.category order by count(*) desc, e.category`,
  );
}

export async function weeklyTotals(db: Database, companyId: string | null, own: readonly number[], weeks: number) {
  return queryRows<{ week: string; rows: string; matched: string; own_rows: string }>(
    db,
    sql`select * from (
          select l.week, count(*) as rows, count(*) filter (where e.matching_status = 'matched') as matched,
                 count(*) filter (where e.product_id = any(${`{${own.join(",")}}`}::int[])) as own_rows
          from weekly_ranking_entries e join weekly_ranking_lists l on l.id = e.list_id
          where ${visibleTo(companyId)} and l.status = 'processed'
          group by l.week order by l.week desc limit ${weeks}) w
        order by week`,
  );
}

export async function productHistory(db: Database, companyId: string | null, productId: number, weeks: number) {
  return queryRows<{
    week: string;
    position: number;
    list_id: string;
    title: string;
    category: string | null;
    county: string | null;
    units: number | null;
    litres: string | null;
  }>(
    db,
    sql`select * from (
          select l.week, e.position, l.id as list_id, l.title, e.category, e.county, e.units, e.litres
          from weekly_ranking_entries e join weekly_ranking_lists l on l.id = e.list_id
          where ${visibleTo(companyId)} and l.status = 'processed' and e.product_id = ${productId}
            and l.week in (select distinct l2.week from weekly_ranking_lists l2
                           where ${visibleTo(companyId, "l2")} and l2.status = 'processed'
                           order by l2.week desc limit ${weeks})
        ) h order by week, position`,
  );
}
