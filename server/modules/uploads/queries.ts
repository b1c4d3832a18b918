/** The uploads module's own SQL (Drizzle). Every read is scoped to the caller's company. */
import { and, desc, eq, lt, or, sql, type SQL } from "drizzle-orm";
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

/** Moves a pending upload on; false when it was not pending any more (a second confirm). */
export async function markConfirmed(
  orm: Orm,
  id: string,
  outcome: { status: "uploaded"; format: string } | { status: "failed"; message: string; code: string },
): Promise<boolean> {
  const rows = await orm
    .update(uploads)
    .set(
      outcome.status === "uploaded"
        ? { status: "uploaded", format: outcome.format, uploadedAt: sql`now()` }
        : { status: "failed", message: outcome.message, errorCode: outcome.code, processedAt: sql`now()` },
    )
    .where(and(eq(uploads.id, id), eq(uploads.status, "pending")))
    .returning({ id: uploads.id });
  return rows.length === 1;
}

/** Where the file lives once it has been sealed (out of its upload URL's reach). */
export async function setStorageKey(orm: Orm, id: string, storageKey: string): Promise<void> {
  await orm.update(uploads).set({ storageKey }).where(eq(uploads.id, id));
}

export async function deleteUpload(db: Database, companyId: string, id: string): Promise<void> {
  await db.orm.delete(uploads).where(and(eq(uploads.companyId, companyId), eq(uploads.id, id)));
}

/** Any company's upload by id: for the jobs, which run for a company already checked. */
export async function findUploadById(db: Database, id: string): Promise<UploadRow | undefined> {
  const [row] = await db.orm.select().from(uploads).where(eq(uploads.id, id));
  return row;
}
