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
import { objectKey, sealedKey } from "../../core/storage";
import { decodeTimeCursor, encodeTimeCursor } from "../../core/time-cursor";
import type { UploadRow } from "../../db/schema";
import {
  claimForConfirmation,
  countUploads,
  deleteUnconfirmed,
  deleteUpload,
  findUpload,
  findUploadById,
  insertUpload,
  listUploads,
  markConfirmed,
  releaseClaim,
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
/** How long a confirmation holds its upload: far longer than sealing and reading a file take. */
const CONFIRM_CLAIM_SECONDS = 300;

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
 * marked failed. One confirmation at a time claims the upload; it seals the object first (out of
 * the upload URL's reach) and the checks read the sealed copy, so a PUT to the URL during or after
 * the confirmation cannot change what was checked.
 */
export async function confirmUpload(deps: Deps, caller: Caller | undefined, id: string): Promise<Upload> {
  const { upload: current } = await owned(deps, caller, id);
  if (current.status !== "pending") throw new RequestError(409, "This upload has been confirmed already", "UPLOAD_NOT_PENDING");
  const upload = await claimForConfirmation(deps.db.orm, current.id, sealedKey(urlKeyOf(current)), CONFIRM_CLAIM_SECONDS);
  if (!upload) throw new RequestError(409, "This upload is being confirmed or has been confirmed already", "UPLOAD_NOT_PENDING");
  try {
    return await checkAndConfirm(deps, upload);
  } catch (error) {
    // A new confirmation may start at once (a refusal has ended the claim already).
    await releaseClaim(deps.db.orm, upload.id).catch(() => undefined);
    throw error;
  }
}

async function checkAndConfirm(deps: Deps, upload: UploadRow): Promise<Upload> {
  const storageKey = await deps.storage.seal(urlKeyOf(upload));
  if (storageKey === null) {
    if (!(await findUploadById(deps.db, upload.id))) throw new RequestError(404, NOT_FOUND, "UPLOAD_NOT_FOUND");
    if (upload.urlExpiresAt.getTime() < Date.now())
      throw new RequestError(410, "The upload URL has expired before a file was stored; request a new one", "UPLOAD_URL_EXPIRED");
    throw new RequestError(409, "No file has been stored yet: PUT it to the upload URL first", "UPLOAD_NOT_STORED");
  }
  const limits = UPLOAD_LIMITS[upload.purpose as UploadRequestBody["purpose"]];
  const refuse = async (status: 400 | 413 | 415 | 422, message: string, code: string): Promise<never> => {
    await deps.storage.closeUrl(urlKeyOf(upload));
    await deps.storage.remove(storageKey);
    await markConfirmed(deps.db.orm, upload.id, { status: "failed", message, code });
    throw new RequestError(status, message, code);
  };
  // Deleted while this confirmation worked: the delete removed the file, or removes it now.
  const gone = async (): Promise<never> => {
    await deps.storage.remove(storageKey);
    throw new RequestError(404, NOT_FOUND, "UPLOAD_NOT_FOUND");
  };
  const stored = await deps.storage.stat(storageKey);
  if (!stored) return gone();
  if (stored.size > limits.maxBytes)
    await refuse(413, `The file is larger than the ${limits.maxBytes / MB} MB allowed here`, "UPLOAD_TOO_LARGE");
  if (stored.size !== upload.size)
    await refuse(422, `The stored file has ${stored.size} bytes, not the ${upload.size} announced`, "UPLOAD_SIZE_MISMATCH");
  // Never more than the limit into memory, whatever the object holds by now.
  const bytes = await deps.storage.read(storageKey, limits.maxBytes + 1).catch(async (error: unknown) => {
    if (await deps.storage.stat(storageKey)) throw error;
    return gone();
  });
  if (bytes.length !== upload.size)
    await refuse(422, `The stored file has ${bytes.length} bytes, not the ${upload.size} announced`, "UPLOAD_SIZE_MISMATCH");
  const format = sniffFormat(bytes);
  if (!format || !declaredFormats(upload.filename, upload.contentType, limits.formats).includes(format))
    await refuse(415, "The file's content is not the CSV or XLSX file its name and type say", "UPLOAD_CONTENT_MISMATCH");
  const confirmed = await deps.db.orm.transaction(async (tx) => {
    if (!(await markConfirmed(tx, upload.id, { status: "uploaded", format: format! }))) return false;
    // Module data is read at once by a job; other purposes are processed when asked (a weekly list, for a week).
    if (upload.purpose === "module-data") await deps.jobs.enqueue(tx, MODULE_DATA_JOB, { uploadId: upload.id });
    return true;
  });
  if (!confirmed) return gone();
  return toUpload((await findUpload(deps.db, upload.companyId, upload.id))!);
}

/** The key an upload's signed URL writes to (where the file is until it is sealed). */
const urlKeyOf = (upload: UploadRow) => objectKey(upload.companyId, upload.id);

/** Closes an upload's URL and removes what it stored, sealed or not. */
async function discardFiles(deps: Deps, urlKey: string): Promise<void> {
  await deps.storage.closeUrl(urlKey);
  await deps.storage.remove(sealedKey(urlKey));
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
 * confirmed is removed with its file — unless a confirmation is at work on it, in which case this
 * looks again once that confirmation's claim has run out. Whatever the URL wrote under its key
 * after it was sealed or closed goes too, and so does a sealed copy whose upload was deleted while
 * it was being confirmed. Answers whether an upload was removed.
 */
export async function expireUpload(deps: Deps, companyId: string, uploadId: string): Promise<boolean> {
  const urlKey = objectKey(companyId, uploadId);
  const upload = await findUploadById(deps.db, uploadId);
  if (upload && upload.companyId !== companyId) return false;
  if (upload?.status === "pending") {
    if (!(await deleteUnconfirmed(deps.db, companyId, uploadId))) {
      const claimEnds = upload.confirmingUntil ?? new Date();
      await deps.jobs.enqueue(deps.db.orm, EXPIRY_JOB, { companyId, uploadId }, { runAfter: new Date(claimEnds.getTime() + 60_000) });
      return false;
    }
    await discardFiles(deps, urlKey);
  } else if (!upload) {
    await deps.storage.remove(sealedKey(urlKey));
  }
  await deps.storage.sweep(urlKey);
  return upload?.status === "pending";
}

/** The row goes first: a confirmation at work then finds it gone and keeps nothing. */
export async function removeUpload(deps: Deps, caller: Caller | undefined, id: string): Promise<void> {
  const { upload } = await owned(deps, caller, id);
  await deleteUpload(deps.db, upload.companyId, upload.id);
  await discardFiles(deps, urlKeyOf(upload));
}

/** The stored bytes, for download as an attachment. */
export async function uploadFile(deps: Deps, caller: Caller | undefined, id: string): Promise<{ upload: Upload; bytes: Buffer }> {
  const row = await owned(deps, caller, id);
  if (!(await deps.storage.stat(row.upload.storageKey))) throw new RequestError(404, "The file is no longer stored", "UPLOAD_NOT_STORED");
  return { upload: toUpload(row), bytes: await deps.storage.read(row.upload.storageKey) };
}
