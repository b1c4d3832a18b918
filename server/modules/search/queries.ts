/** The search module's own SQL. */
import { sql } from "drizzle-orm";
import type { SearchSuggestion } from "../../../contracts";
import type { Database } from "../../db/client";
import { escapeLike } from "../../core/like-pattern";
import { PRODUCT_SEARCH_TEXT } from "../../market/products";
import { queryRows } from "../../db/rows";

/** Product names and producers close to a (lower-cased, trimmed) query, the closest first. */
export async function suggestionsFor(db: Database, q: string, limit: number): Promise<SearchSuggestion[]> {
  return queryRows<SearchSuggestion>(
    db,
    sql`select text, kind from (
          select distinct on (lower(text)) text, kind, similarity from (
            select p.name_bold as text, 'product' as kind, word_similarity(${q}, lower(p.name_bold)) as similarity from products p
              where ${PRODUCT_SEARCH_TEXT} like ${`%${escapeLike(q)}%`} or ${q} <% ${PRODUCT_SEARCH_TEXT}
            union all
            select p.producer_name, 'producer', word_similarity(${q}, lower(p.producer_name)) from products p
              where p.producer_name is not null and (${PRODUCT_SEARCH_TEXT} like ${`%${escapeLike(q)}%`} or ${q} <% ${PRODUCT_SEARCH_TEXT})
          ) c where similarity > 0.3 order by lower(text), similarity desc) best
        order by similarity desc, text limit ${limit}`,
  );
}
