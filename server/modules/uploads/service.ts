/**
 * Uploads: a company's user asks for a signed URL, PUTs the file straight to storage, then
 * confirms; the confirmation checks the stored bytes (size, and format by content) before
 * anything reads them. Objects are named by company, so another company's id is simply not found.
 */
import {
  UPLOAD_LIMITS,
  UPLOAD_URL_TTL_SECONDS,
  type Upload,
  type UploadFormat,
  type UploadRequestBody,
  type UploadsPage,
  type UploadsQuery,
  type UploadTicket,
} from "../../../contracts";
import type { Caller } from "../../core/authenticate";
import type { AppContext } from "../../core/context";
import { RequestError } from "../../core/errors";
import { objectKey } from "../../core/storage";
import { decodeTimeCursor, encodeTimeCursor } from "../../core/time-cursor";
import type { UploadRow } from "../../db/schema";
import {
  countUploads,
  deleteUpload,
  findUpload,
  insertUpload,
  listUploads,
  findUploadById,
  markConfirmed,
  setStorageKey,
  type UploadWithUploader,
} from "./queries";
import { declaredFormats, sniffFormat } from "./sniff";

const NOT_FOUND = "No such upload";
const MB = 1024 * 1024;

type Deps = Pick<AppContext, "db" | "storage" | "jobs">;

/** The job that reads a module-data file once it is confirmed (module-data-job.ts). */
export const MODULE_DATA_JOB = "module-data.process";
/** The job that removes an upload never confirmed, and what its URL wrote after it closed (expiry-job.ts). */
export const EXPIRY_JOB = "uploads.expire";
/** How long after its URL expired a stored file may still be confirmed; the expiry job runs then. */
const CONFIRM_GRACE_MS = 60 * 60 * 1000;

function companyOf(caller: Caller | undefined): { userId: string; companyId: string } {
  if (!caller?.companyId) throw new RequestError(403, "Uploads belong to a company: sign in as one of its members", "UPLOAD_NEEDS_COMPANY");
  return { userId: caller.userId, companyId: caller.companyId };
}

export function toUpload({ upload, uploadedBy }: UploadWithUploader): Upload {
  return {
    id: upload.id,
    filename: upload.filename,
    contentType: upload.contentType,
    size: upload.size,
    purpose: upload.purpose as Upload["purpose"],
    module: (upload.module as Upload["module"]) ?? null,
    status: upload.status as Upload["status"],
    format: (upload.format as UploadFormat | null) ?? null,
    progress: upload.progress,
    message: upload.message,
    errorCode: upload.errorCode,
    summary: (upload.summary as Upload["summary"]) ?? null,
    uploadedBy,
    createdAt: upload.createdAt.toISOString(),
    uploadedAt: upload.uploadedAt?.toISOString() ?? null,
    processedAt: upload.processedAt?.toISOString() ?? null,
  };
}

export async function requestUpload(deps: Deps, caller: Caller | undefined, body: UploadRequestBody): Promise<UploadTicket> {
  const { userId, companyId } = companyOf(caller);
  const limits = UPLOAD_LIMITS[body.purpose];
  const contentType = body.contentType?.trim() || "application/octet-stream";
  if (body.size > limits.maxBytes)
    throw new RequestError(413, `The file is larger than the ${limits.maxBytes / MB} MB allowed here`, "UPLOAD_TOO_LARGE");
  if ((body.purpose === "module-data") !== (body.module !== undefined))
    throw new RequestError(400, "Module data names its module, and only module data does", "UPLOAD_MODULE_REQUIRED");
  if (declaredFormats(body.filename, contentType, limits.formats).length === 0)
    throw new RequestError(415, "Only CSV and XLSX files can be uploaded here", "UPLOAD_TYPE_NOT_ALLOWED");
  const id = crypto.randomUUID();
  const key = objectKey(companyId, id);
  const signed = await deps.storage.signUpload({
    key,
    contentType,
    maxBytes: limits.maxBytes,
    expiresAt: new Date(Date.now() + UPLOAD_URL_TTL_SECONDS * 1000),
  });
  await deps.db.orm.transaction(async (tx) => {
    await insertUpload(tx, {
      id,
      companyId,
      userId,
      purpose: body.purpose,
      module: body.module ?? null,
      filename: body.filename.trim(),
      contentType,
      size: body.size,
      storageKey: key,
      urlExpiresAt: signed.expiresAt,
    });
    await deps.jobs.enqueue(
      tx,
      EXPIRY_JOB,
      { companyId, uploadId: id },
      { runAfter: new Date(signed.expiresAt.getTime() + CONFIRM_GRACE_MS) },
    );
  });
  return { id, uploadUrl: signed.url, method: "PUT", contentType, expiresAt: signed.expiresAt.toISOString() };
}

async function owned(deps: Deps, caller: Caller | undefined, id: string): Promise<UploadWithUploader> {
  const { companyId } = companyOf(caller);
  const row = await findUpload(deps.db, companyId, id);
  if (!row) throw new RequestError(404, NOT_FOUND, "UPLOAD_NOT_FOUND");
  return row;
}

/**
 * Checks what was stored against what was announced; a file that fails is removed and the upload
 * marked failed. The object is sealed first (out of the upload URL's reach) and the checks read the
 * sealed copy, so a PUT to the URL during or after the confirmation cannot change what was checked.
 */
export async function confirmUpload(deps: Deps, caller: Caller | undefined, id: string): Promise<Upload> {
  const row = await owned(deps, caller, id);
  const { upload } = row;
  if (upload.status !== "pending") throw new RequestError(409, "This upload has been confirmed already", "UPLOAD_NOT_PENDING");
  const storageKey = await sealStoredFile(deps, upload);
  const limits = UPLOAD_LIMITS[upload.purpose as UploadRequestBody["purpose"]];
  const refuse = async (status: 400 | 413 | 415 | 422, message: string, code: string): Promise<never> => {
    await deps.storage.closeUrl(urlKeyOf(upload));
    await deps.storage.remove(storageKey);
    await markConfirmed(deps.db.orm, upload.id, { status: "failed", message, code });
    throw new RequestError(status, message, code);
  };
  const stored = await deps.storage.stat(storageKey);
  if (!stored) throw new RequestError(409, "This upload has been confirmed already", "UPLOAD_NOT_PENDING");
  if (stored.size > limits.maxBytes)
    await refuse(413, `The file is larger than the ${limits.maxBytes / MB} MB allowed here`, "UPLOAD_TOO_LARGE");
  if (stored.size !== upload.size)
    await refuse(422, `The stored file has ${stored.size} bytes, not the ${upload.size} announced`, "UPLOAD_SIZE_MISMATCH");
  const format = sniffFormat(await deps.storage.read(storageKey));
  if (!format || !declaredFormats(upload.filename, upload.contentType, limits.formats).includes(format))
    await refuse(415, "The file's content is not the CSV or XLSX file its name and type say", "UPLOAD_CONTENT_MISMATCH");
  const confirmed = await deps.db.orm.transaction(async (tx) => {
    if (!(await markConfirmed(tx, upload.id, { status: "uploaded", format: format! }))) return false;
    // Module data is read at once by a job; other purposes are processed when asked (a weekly list, for a week).
    if (upload.purpose === "module-data") await deps.jobs.enqueue(tx, MODULE_DATA_JOB, { uploadId: upload.id });
    return true;
  });
  if (!confirmed) throw new RequestError(409, "This upload has been confirmed already", "UPLOAD_NOT_PENDING");
  return toUpload((await findUpload(deps.db, upload.companyId, upload.id))!);
}

/** The key an upload's signed URL writes to (where the file is until it is sealed). */
const urlKeyOf = (upload: UploadRow) => objectKey(upload.companyId, upload.id);

/** Moves the stored file out of the upload URL's reach and records where it is now. */
async function sealStoredFile(deps: Deps, upload: UploadRow): Promise<string> {
  if (upload.storageKey !== urlKeyOf(upload)) return upload.storageKey; // sealed by a confirmation cut short
  const sealed = await deps.storage.seal(urlKeyOf(upload));
  if (!sealed) {
    // Another confirmation sealed it a moment ago.
    const now = await findUploadById(deps.db, upload.id);
    if (now && now.storageKey !== upload.storageKey)
      throw new RequestError(409, "This upload has been confirmed already", "UPLOAD_NOT_PENDING");
    if (upload.urlExpiresAt.getTime() < Date.now())
      throw new RequestError(410, "The upload URL has expired before a file was stored; request a new one", "UPLOAD_URL_EXPIRED");
    throw new RequestError(409, "No file has been stored yet: PUT it to the upload URL first", "UPLOAD_NOT_STORED");
  }
  await setStorageKey(deps.db.orm, upload.id, sealed);
  return sealed;
}

export async function getUpload(deps: Deps, caller: Caller | undefined, id: string): Promise<Upload> {
  return toUpload(await owned(deps, caller, id));
}

const UPLOADS_CURSOR = "u1";

export async function uploadsPage(deps: Deps, caller: Caller | undefined, query: UploadsQuery): Promise<UploadsPage> {
  const { companyId } = companyOf(caller);
  const limit = query.limit ?? 20;
  const after = query.cursor ? decodeTimeCursor(UPLOADS_CURSOR, query.cursor) : null;
  if (query.cursor && !after) throw new RequestError(400, "The cursor is not one this list gave", "INVALID_CURSOR");
  const filter = { purpose: query.purpose, status: query.status };
  const [rows, total] = await Promise.all([
    listUploads(deps.db, companyId, { ...filter, after }, limit + 1),
    countUploads(deps.db, companyId, filter),
  ]);
  const items = rows.slice(0, limit);
  const last = items.at(-1);
  const hasMore = rows.length > limit;
  return {
    items: items.map(toUpload),
    pagination: {
      total,
      hasMore,
      nextCursor: hasMore && last ? encodeTimeCursor(UPLOADS_CURSOR, last.upload.createdAt, last.upload.id) : null,
    },
  };
}

/**
 * Runs once an upload's URL has expired (and the grace to confirm has passed): an upload never
 * confirmed is removed with its file; whatever the URL wrote under its key after it was sealed or
 * closed goes too. Answers whether an upload was removed.
 */
export async function expireUpload(deps: Deps, companyId: string, uploadId: string): Promise<boolean> {
  const upload = await findUploadById(deps.db, uploadId);
  const pending = upload?.companyId === companyId && upload.status === "pending";
  if (upload && pending) {
    await deps.storage.closeUrl(urlKeyOf(upload));
    await deps.storage.remove(upload.storageKey);
    await deleteUpload(deps.db, companyId, uploadId);
  }
  // The upload may be gone (deleted): its URL's key is still known.
  await deps.storage.sweep(objectKey(companyId, uploadId));
  return pending;
}

export async function removeUpload(deps: Deps, caller: Caller | undefined, id: string): Promise<void> {
  const { upload } = await owned(deps, caller, id);
  await deps.storage.closeUrl(urlKeyOf(upload));
  await deps.storage.remove(upload.storageKey);
  await deleteUpload(deps.db, upload.companyId, upload.id);
}

/** The stored bytes, for download as an attachment. */
export async function uploadFile(deps: Deps, caller: Caller | undefined, id: string): Promise<{ upload: Upload; bytes: Buffer }> {
  const row = await owned(deps, caller, id);
  if (!(await deps.storage.stat(row.upload.storageKey))) throw new RequestError(404, "The file is no longer stored", "UPLOAD_NOT_STORED");
  return { upload: toUpload(row), bytes: await deps.storage.read(row.upload.storageKey) };
}
