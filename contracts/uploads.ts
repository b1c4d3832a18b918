/** /api/v1/uploads: files sent straight to storage through a signed URL, then confirmed and processed. */
import { Type, type Static } from "typebox";
import { LiteralUnion, Nullable, PaginationSchema } from "./common";
import { EXAMPLE_UPLOAD_ID } from "./examples";
import { MODULE_TYPES } from "./subscription";

/** What a file is for; each purpose has its own size cap and accepted formats. */
export const UPLOAD_PURPOSES = ["weekly-ranking", "module-data"] as const;
export type UploadPurpose = (typeof UPLOAD_PURPOSES)[number];

/** The formats Fenix recognises by a file's bytes. */
export const UPLOAD_FORMATS = ["csv", "xlsx"] as const;
export type UploadFormat = (typeof UPLOAD_FORMATS)[number];

export const UPLOAD_LIMITS: Record<UploadPurpose, { maxBytes: number; formats: readonly UploadFormat[] }> = {
  "weekly-ranking": { maxBytes: 10 * 1024 * 1024, formats: ["csv", "xlsx"] },
  "module-data": { maxBytes: 25 * 1024 * 1024, formats: ["csv", "xlsx"] },
};

/** How long a signed upload URL works. */
export const UPLOAD_URL_TTL_SECONDS = 15 * 60;

export const UPLOAD_STATUSES = ["pending", "uploaded", "processing", "processed", "failed"] as const;
export type UploadStatus = (typeof UPLOAD_STATUSES)[number];

/** Stable reasons an upload is refused; the client translates each. */
export const UPLOAD_ERROR_CODES = [
  "UPLOAD_TOO_LARGE",
  "UPLOAD_TYPE_NOT_ALLOWED",
  "UPLOAD_CONTENT_MISMATCH",
  "UPLOAD_NOT_STORED",
  "UPLOAD_SIZE_MISMATCH",
  "UPLOAD_URL_EXPIRED",
  "UPLOAD_URL_CLOSED",
  "UPLOAD_SIGNATURE_INVALID",
  "UPLOAD_NOT_PENDING",
  "UPLOAD_NEEDS_COMPANY",
  "UPLOAD_MODULE_REQUIRED",
] as const;
export type UploadErrorCode = (typeof UPLOAD_ERROR_CODES)[number];

const DateTime = Type.String({ format: "date-time" });
const XLSX = "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet";

export const UploadRequestBodySchema = Type.Object(
  {
    filename: Type.String({
      minLength: 1,
      maxLength: 200,
      // A name, never a path.
      pattern: "^[^/\\\\]+$",
      examples: ["vecka-46.xlsx"],
    }),
    contentType: Type.Optional(Type.String({ maxLength: 100, default: "application/octet-stream", examples: ["text/csv"] })),
    size: Type.Integer({ minimum: 1, description: "The file's size in bytes; the stored object must match it" }),
    purpose: LiteralUnion(UPLOAD_PURPOSES),
    module: Type.Optional(
      LiteralUnion(MODULE_TYPES, { description: "For module-data: the subscription module the data is for (required there)" }),
    ),
  },
  {
    additionalProperties: false,
    examples: [{ filename: "vecka-46.xlsx", contentType: XLSX, size: 48213, purpose: "weekly-ranking" }],
  },
);
export type UploadRequestBody = Static<typeof UploadRequestBodySchema>;

export const UploadTicketSchema = Type.Object(
  {
    id: Type.String({ format: "uuid" }),
    uploadUrl: Type.String({ description: "PUT the file here with the same Content-Type; valid until expiresAt" }),
    method: Type.Literal("PUT"),
    contentType: Type.String(),
    expiresAt: DateTime,
  },
  {
    examples: [
      {
        id: EXAMPLE_UPLOAD_ID,
        uploadUrl: `https://fenix.example.se/api/v1/storage/7b1d9c52-3e4f-4a8b-9c1d-2e5f6a7b8c90/${EXAMPLE_UPLOAD_ID}?expires=1795167900&signature=3q2-7w`,
        method: "PUT",
        contentType: XLSX,
        expiresAt: "2026-11-20T08:45:00.000Z",
      },
    ],
  },
);
export type UploadTicket = Static<typeof UploadTicketSchema>;
export const UploadTicketResponseSchema = Type.Object({ data: UploadTicketSchema });

export const UploadSchema = Type.Object(
  {
    id: Type.String({ format: "uuid" }),
    filename: Type.String(),
    contentType: Type.String(),
    size: Type.Integer(),
    purpose: LiteralUnion(UPLOAD_PURPOSES),
    module: Nullable(LiteralUnion(MODULE_TYPES)),
    status: LiteralUnion(UPLOAD_STATUSES),
    format: Nullable(LiteralUnion(UPLOAD_FORMATS)),
    /** 0–1 while processing. */
    progress: Type.Number({ minimum: 0, maximum: 1 }),
    message: Nullable(Type.String({ description: "Why it failed, or what processing found (English, for the log and the API)" })),
    errorCode: Nullable(Type.String({ description: "Why it failed, as a stable code (UPLOAD_CONTENT_MISMATCH, NO_HEADER …)" })),
    summary: Nullable(
      Type.Object({ rows: Type.Integer(), columns: Type.Array(Type.String()) }, { description: "What processing found in the file" }),
    ),
    uploadedBy: Nullable(Type.String({ description: "The uploader's name" })),
    createdAt: DateTime,
    uploadedAt: Nullable(DateTime),
    processedAt: Nullable(DateTime),
  },
  {
    examples: [
      {
        id: EXAMPLE_UPLOAD_ID,
        filename: "vecka-46.xlsx",
        contentType: XLSX,
        size: 48213,
        purpose: "weekly-ranking",
        module: null,
        status: "processed",
        format: "xlsx",
        progress: 1,
        message: null,
        errorCode: null,
        summary: { rows: 100, columns: ["Placering", "Artikelnummer", "Namn", "Producent", "Volym"] },
        uploadedBy: "Astrid Lindqvist",
        createdAt: "2026-11-16T07:44:12.000Z",
        uploadedAt: "2026-11-16T07:44:15.000Z",
        processedAt: "2026-11-16T07:45:09.000Z",
      },
    ],
  },
);
export type Upload = Static<typeof UploadSchema>;
export const UploadResponseSchema = Type.Object({ data: UploadSchema });

export const UploadParamsSchema = Type.Object({ id: Type.String({ format: "uuid" }) });

export const UploadsQuerySchema = Type.Object(
  {
    purpose: Type.Optional(LiteralUnion(UPLOAD_PURPOSES)),
    status: Type.Optional(LiteralUnion(UPLOAD_STATUSES)),
    limit: Type.Optional(Type.Integer({ minimum: 1, maximum: 100, default: 20 })),
    cursor: Type.Optional(Type.String({ maxLength: 200, description: "nextCursor of the previous page" })),
  },
  { additionalProperties: false },
);
export type UploadsQuery = Static<typeof UploadsQuerySchema>;

export const UploadsResponseSchema = Type.Object({
  data: Type.Object({ items: Type.Array(UploadSchema), pagination: PaginationSchema }),
});
export type UploadsPage = Static<typeof UploadsResponseSchema>["data"];
