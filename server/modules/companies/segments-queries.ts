import { eq } from "drizzle-orm";
import type { Database, Orm } from "../../db/client";
import { companySegments } from "../../db/schema";
import { segmentId, type SegmentKey } from "../../market/segments";

export async function chosenSegmentIds(db: Database, companyId: string): Promise<string[]> {
  const rows = await db.orm
    .select({ category: companySegments.category, band: companySegments.band })
    .from(companySegments)
    .where(eq(companySegments.companyId, companyId));
  return rows.map(segmentId);
}

/** Replaces the company's choice with `keys` (inside the caller's transaction). */
export async function replaceChosenSegments(tx: Orm, companyId: string, keys: SegmentKey[]): Promise<void> {
  await tx.delete(companySegments).where(eq(companySegments.companyId, companyId));
  if (keys.length > 0) await tx.insert(companySegments).values(keys.map((k) => ({ companyId, category: k.category, band: k.band })));
}
