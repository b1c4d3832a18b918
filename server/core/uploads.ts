/**
 * What modules that work on uploaded files (the weekly lists, module data) share: reading a
 * company's confirmed upload and moving its status on as a job processes it.
 */
import { and, eq, sql } from "drizzle-orm";
import type { UploadFormat, UploadPurpose } from "../../contracts";
import type { Database, Orm } from "../db/client";
import { uploads, type UploadRow } from "../db/schema";
import { RequestError } from "./errors";
import type { ObjectStorage } from "./storage";

/** A company's upload that has been stored and checked (confirmed), for `purpose`. */
export async function confirmedUpload(db: Database, companyId: string, uploadId: string, purpose: UploadPurpose): Promise<UploadRow> {
  const [row] = await db.orm
    .select()
    .from(uploads)
    .where(and(eq(uploads.companyId, companyId), eq(uploads.id, uploadId)));
  if (!row) throw new RequestError(404, "No such upload", "UPLOAD_NOT_FOUND");
  if (row.purpose !== purpose) throw new RequestError(409, `This upload is not for ${purpose}`, "UPLOAD_WRONG_PURPOSE");
  if (row.status === "pending") throw new RequestError(409, "Confirm the upload before processing it", "UPLOAD_NOT_CONFIRMED");
  if (!row.format) throw new RequestError(409, "This upload was refused and cannot be processed", "UPLOAD_REFUSED");
  return row;
}

/** The bytes of a confirmed upload, and what they are. */
export async function uploadBytes(storage: ObjectStorage, upload: UploadRow): Promise<{ bytes: Buffer; format: UploadFormat }> {
  return { bytes: await storage.read(upload.storageKey), format: upload.format as UploadFormat };
}

export type UploadProgress =
  | { status: "processing"; progress: number }
  | { status: "processed"; message: string; summary?: { rows: number; columns: string[] } }
  | { status: "failed"; message: string; code: string };

export async function setUploadProgress(orm: Orm, uploadId: string, update: UploadProgress): Promise<void> {
  await orm
    .update(uploads)
    .set(
      update.status === "processing"
        ? { status: "processing", progress: update.progress, message: null, errorCode: null }
        : update.status === "processed"
          ? {
              status: "processed",
              progress: 1,
              message: update.message,
              summary: update.summary ?? null,
              errorCode: null,
              processedAt: sql`now()`,
            }
          : { status: "failed", progress: 1, message: update.message, errorCode: update.code, processedAt: sql`now()` },
    )
    .where(eq(uploads.id, uploadId));
}
