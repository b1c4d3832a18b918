/**
 * Writes a parsed weekly list: each row matched to the catalogue (a company's own decisions from
 * earlier imports first), the list's entries replaced in one transaction with its counts.
 */
import { eq, sql } from "drizzle-orm";
import type { Database, Orm } from "../../db/client";
import { weeklyRankingEntries, weeklyRankingLists } from "../../db/schema";
import { queryRows } from "../../db/rows";
import type { ParsedWeeklyList, WeeklyListRow } from "./format";
import { createMatcher, type CatalogueArticle, type Matcher, type MatchResult } from "./match";
import { normaliseArticleNumber, normaliseName } from "./normalise";

export async function loadCatalogue(db: Database): Promise<CatalogueArticle[]> {
  const rows = await queryRows<{ id: number; product_number: string; name: string; producer: string | null; volume_ml: number | null }>(
    db,
    sql`select id, product_number, trim(name_bold || ' ' || coalesce(name_thin, '')) as name, producer_name as producer, volume_ml from products`,
  );
  return rows.map((r) => ({
    id: Number(r.id),
    productNumber: r.product_number,
    name: r.name,
    producer: r.producer,
    volumeMl: r.volume_ml,
  }));
}

export async function catalogueMatcher(db: Database): Promise<Matcher> {
  return createMatcher(await loadCatalogue(db));
}

/** What a manual match is remembered by: the article number, else name | producer | volume, normalised. */
export function rowKey(row: Pick<WeeklyListRow, "articleNumber" | "name" | "producer" | "volumeMl">): string {
  const number = normaliseArticleNumber(row.articleNumber);
  return number ? `nr:${number}` : `name:${normaliseName(row.name)}|${normaliseName(row.producer ?? "")}|${row.volumeMl ?? ""}`;
}

interface ManualDecision {
  productId: number | null;
  by: string | null;
}

export async function manualDecisions(db: Database, companyId: string): Promise<Map<string, ManualDecision>> {
  const rows = await queryRows<{ row_key: string; product_id: number | null; by: string | null }>(
    db,
    sql`select m.row_key, m.product_id, nullif(trim(coalesce(u.first_name, '') || ' ' || coalesce(u.last_name, '')), '') as by
        from weekly_ranking_manual_matches m left join users u on u.id = m.user_id
        where m.company_id = ${companyId}`,
  );
  return new Map(rows.map((r) => [r.row_key, { productId: r.product_id === null ? null : Number(r.product_id), by: r.by }]));
}

export interface WrittenList {
  rows: number;
  matched: number;
  ambiguous: number;
  unmatched: number;
}

/**
 * Matches every row (reporting progress 0–1 every 25 rows) and replaces the list's entries and
 * counts in one transaction, marking it processed.
 */
export async function writeWeeklyList(
  db: Database,
  listId: string,
  parsed: ParsedWeeklyList,
  options: { matcher: Matcher; manual?: Map<string, ManualDecision>; progress?: (fraction: number) => Promise<void> },
): Promise<WrittenList> {
  const entries: (typeof weeklyRankingEntries.$inferInsert)[] = [];
  for (const [index, row] of parsed.rows.entries()) {
    const key = rowKey(row);
    const decision = options.manual?.get(key);
    const result: MatchResult = decision
      ? { status: decision.productId ? "matched" : "unmatched", productId: decision.productId, score: 1, candidates: [] }
      : options.matcher.match(row);
    entries.push({
      listId,
      ...row,
      rowKey: key,
      productId: result.productId,
      matchingStatus: result.status,
      matchScore: result.score,
      candidates: result.candidates,
      manualBy: decision ? (decision.by ?? "") : null,
    });
    if (options.progress && index % 25 === 24) await options.progress((index + 1) / parsed.rows.length);
    // Matching is CPU work in the server's own process: let waiting requests through between rows.
    if (index % 5 === 4) await new Promise((resolve) => setImmediate(resolve));
  }
  const count = (status: string) => entries.filter((e) => e.matchingStatus === status).length;
  const written = { rows: entries.length, matched: count("matched"), ambiguous: count("ambiguous"), unmatched: count("unmatched") };
  await db.orm.transaction(async (tx: Orm) => {
    await tx.delete(weeklyRankingEntries).where(eq(weeklyRankingEntries.listId, listId));
    for (let at = 0; at < entries.length; at += 500) await tx.insert(weeklyRankingEntries).values(entries.slice(at, at + 500));
    await tx
      .update(weeklyRankingLists)
      .set({
        status: "processed",
        progress: 1,
        message: null,
        rowCount: written.rows,
        matched: written.matched,
        ambiguous: written.ambiguous,
        unmatched: written.unmatched,
        skipped: parsed.skipped,
        processedAt: sql`now()`,
      })
      .where(eq(weeklyRankingLists.id, listId));
  });
  return written;
}
