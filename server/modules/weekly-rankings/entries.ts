import type { MatchedProduct, WeeklyRankingEntry, WeeklyRankingList } from "../../../contracts";
import type { EntryRow, ListRow, ProductRow } from "./queries";

export function toProduct(row: ProductRow): MatchedProduct {
  return {
    id: Number(row.id),
    productNumber: row.product_number,
    productData: {
      name: row.name,
      producer: row.producer,
      volumeMl: row.volume_ml,
      price: row.price === null ? null : Number(row.price),
      category: row.category,
      country: row.country,
    },
  };
}

export function toEntry(
  row: EntryRow,
  products: Map<number, ProductRow>,
  own: ReadonlySet<number>,
  companyId: string | null,
): WeeklyRankingEntry {
  const productId = row.product_id === null ? null : Number(row.product_id);
  const product = productId === null ? undefined : products.get(productId);
  return {
    id: Number(row.id),
    listId: row.list_id,
    week: row.week,
    position: row.position,
    articleNumber: row.article_number,
    name: row.name,
    producer: row.producer,
    volumeMl: row.volume_ml,
    category: row.category,
    county: row.county,
    units: row.units,
    litres: row.litres === null ? null : Number(row.litres),
    matchingStatus: row.matching_status,
    matchScore: row.match_score,
    matchedProduct: product ? toProduct(product) : null,
    candidates:
      row.matching_status === "matched"
        ? []
        : row.candidates.flatMap((c) => {
            const candidate = products.get(c.productId);
            return candidate ? [{ ...toProduct(candidate), score: c.score }] : [];
          }),
    manualBy: row.manual_by,
    own: productId !== null && own.has(productId),
    editable: companyId !== null && row.list_company_id === companyId,
  };
}

export function toList(row: ListRow): WeeklyRankingList {
  return {
    id: row.id,
    week: row.week,
    title: row.title,
    source: row.companyId ? "own" : row.simulated ? "demo" : "published",
    status: row.status as WeeklyRankingList["status"],
    progress: row.progress,
    message: row.message,
    errorCode: row.errorCode,
    rowCount: row.rowCount,
    matched: row.matched,
    ambiguous: row.ambiguous,
    unmatched: row.unmatched,
    skipped: row.skipped as WeeklyRankingList["skipped"],
    uploadId: row.uploadId,
    createdAt: row.createdAt.toISOString(),
    processedAt: row.processedAt?.toISOString() ?? null,
  };
}
