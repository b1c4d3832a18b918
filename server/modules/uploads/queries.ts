/** The uploads module's own SQL (Drizzle). Every read is scoped to the caller's company. */
import { and, desc, eq, isNull, lt, or, sql, type SQL } from "drizzle-orm";
import type { Database, Orm } from "../../db/client";
import { uploads, users, type UploadRow } from "../../db/schema";

const withUploader = {
  upload: uploads,
  uploadedBy: sql<string | null>`nullif(trim(coalesce(${users.firstName}, '') || ' ' || coalesce(${users.lastName}, '')), '')`,
};

export type UploadWithUploader = { upload: UploadRow; uploadedBy: string | null };

export async function insertUpload(orm: Orm, values: typeof uploads.$inferInsert): Promise<UploadRow> {
  const [row] = await orm.insert(uploads).values(values).returning();
  return row!;
}

export async function findUpload(db: Database, companyId: string, id: string): Promise<UploadWithUploader | undefined> {
  const [row] = await db.orm
    .select(withUploader)
    .from(uploads)
    .leftJoin(users, eq(users.id, uploads.userId))
    .where(and(eq(uploads.companyId, companyId), eq(uploads.id, id)));
  return row;
}

export async function listUploads(
  db: Database,
  companyId: string,
  filter: { purpose?: string | undefined; status?: string | undefined; after?: { createdAt: Date; id: string } | null },
  limit: number,
): Promise<UploadWithUploader[]> {
  const conditions: (SQL | undefined)[] = [
    eq(uploads.companyId, companyId),
    filter.purpose ? eq(uploads.purpose, filter.purpose) : undefined,
    filter.status ? eq(uploads.status, filter.status) : undefined,
    filter.after
      ? or(
          lt(uploads.createdAt, filter.after.createdAt),
          and(eq(uploads.createdAt, filter.after.createdAt), lt(uploads.id, filter.after.id)),
        )
      : undefined,
  ];
  return db.orm
    .select(withUploader)
    .from(uploads)
    .leftJoin(users, eq(users.id, uploads.userId))
    .where(and(...conditions))
    .orderBy(desc(uploads.createdAt), desc(uploads.id))
    .limit(limit);
}

export async function countUploads(db: Database, companyId: string, filter: { purpose?: string | undefined; status?: string | undefined }) {
  const [row] = await db.orm
    .select({ n: sql<number>`count(*)`.mapWith(Number) })
    .from(uploads)
    .where(
      and(
        eq(uploads.companyId, companyId),
        filter.purpose ? eq(uploads.purpose, filter.purpose) : undefined,
        filter.status ? eq(uploads.status, filter.status) : undefined,
      ),
    );
  return row?.n ?? 0;
}

/** Pending and held by no confirmation at work (none, or one whose claim ran out). */
const pendingUnclaimed = (id: string) =>
  and(eq(uploads.id, id), eq(uploads.status, "pending"), or(isNull(uploads.confirmingUntil), lt(uploads.confirmingUntil, sql`now()`)));

/**
 * A confirmation's claim on a pending upload, for `seconds`: the one confirmation that gets it
 * seals and checks the file; the row names the sealed key from now on, so a claim cut short
 * (a crash, a lost connection) leaves a row a later confirmation finishes. Undefined when the
 * upload is not pending or another confirmation holds it.
 */
export async function claimForConfirmation(orm: Orm, id: string, storageKey: string, seconds: number): Promise<UploadRow | undefined> {
  const [row] = await orm
    .update(uploads)
    .set({ storageKey, confirmingUntil: sql`now() + make_interval(secs => ${seconds})` })
    .where(pendingUnclaimed(id))
    .returning();
  return row;
}

/** Ends a confirmation's claim on an upload still pending (one that answered an error). */
export async function releaseClaim(orm: Orm, id: string): Promise<void> {
  await orm
    .update(uploads)
    .set({ confirmingUntil: null })
    .where(and(eq(uploads.id, id), eq(uploads.status, "pending")));
}

/** Moves a pending upload on and ends the confirmation's claim; false when the upload is gone or was not pending. */
export async function markConfirmed(
  orm: Orm,
  id: string,
  outcome: { status: "uploaded"; format: string } | { status: "failed"; message: string; code: string },
): Promise<boolean> {
  const rows = await orm
    .update(uploads)
    .set(
      outcome.status === "uploaded"
        ? { status: "uploaded", format: outcome.format, uploadedAt: sql`now()`, confirmingUntil: null }
        : { status: "failed", message: outcome.message, errorCode: outcome.code, processedAt: sql`now()`, confirmingUntil: null },
    )
    .where(and(eq(uploads.id, id), eq(uploads.status, "pending")))
    .returning({ id: uploads.id });
  return rows.length === 1;
}

/** Removes an upload never confirmed, unless a confirmation holds it; answers whether it did. */
export async function deleteUnconfirmed(db: Database, companyId: string, id: string): Promise<boolean> {
  const rows = await db.orm
    .delete(uploads)
    .where(and(eq(uploads.companyId, companyId), pendingUnclaimed(id)))
    .returning({ id: uploads.id });
  return rows.length === 1;
}

export async function deleteUpload(db: Database, companyId: string, id: string): Promise<void> {
  await db.orm.delete(uploads).where(and(eq(uploads.companyId, companyId), eq(uploads.id, id)));
}

/** Any company's upload by id: for the jobs, which run for a company already checked. */
export async function findUploadById(db: Database, id: string): Promise<UploadRow | undefined> {
  const [row] = await db.orm.select().from(uploads).where(eq(uploads.id, id));
  return row;
}
