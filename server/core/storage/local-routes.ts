import type { FastifyPluginAsyncTypebox } from "@fastify/type-provider-typebox";
import type { Readable } from "node:stream";
import { Type } from "typebox";
import { ErrorResponseSchema } from "../../../contracts";
import { errorBody } from "../errors";
import { PutRefused, type LocalStorage } from "./local";

const REFUSALS = {
  UPLOAD_SIGNATURE_INVALID: [403, "The upload URL's signature is not valid"],
  UPLOAD_URL_EXPIRED: [403, "The upload URL has expired; request a new one"],
  UPLOAD_URL_CLOSED: [409, "This upload has been confirmed or removed; request a new upload URL"],
  UPLOAD_TOO_LARGE: [413, "The file is larger than this upload allows"],
  UPLOAD_TYPE_NOT_ALLOWED: [415, "The Content-Type is not the one the upload URL was signed for"],
} as const;

/** Declared once: the shared schema compilers (server/core/schema-compilers.ts) keep what they compiled by schema object. */
const PUT_SCHEMA = {
  operationId: "putUploadFile",
  tags: ["uploads"],
  summary: "Stores the file of a signed upload URL (the URL from POST /uploads/request carries the signature)",
  security: [],
  params: Type.Object({ companyId: Type.String({ format: "uuid" }), uploadId: Type.String({ format: "uuid" }) }),
  querystring: Type.Object({
    contentType: Type.String({ maxLength: 100 }),
    maxBytes: Type.Integer({ minimum: 1 }),
    expires: Type.Integer({ minimum: 0 }),
    signature: Type.String({ maxLength: 100 }),
  }),
  response: {
    200: Type.Object({ size: Type.Integer() }, { examples: [{ size: 48213 }] }),
    400: ErrorResponseSchema,
    403: ErrorResponseSchema,
    409: ErrorResponseSchema,
    413: ErrorResponseSchema,
    415: ErrorResponseSchema,
  },
};

/**
 * Fenix's own storage endpoint: one PUT per signed URL, registered under LOCAL_STORAGE_PATH.
 * The signature is the only credential (the URL is handed to the browser), so it names the key,
 * the content type, the size cap and the expiry.
 */
export const localStorageRoutes: FastifyPluginAsyncTypebox<{ storage: LocalStorage }> = async (app, { storage }) => {
  // The body is streamed to disk as it arrives, whatever its type; no parser buffers it.
  app.removeAllContentTypeParsers();
  app.addContentTypeParser("*", (_request, payload, done) => done(null, payload));

  app.put(
    "/:companyId/:uploadId",
    {
      schema: PUT_SCHEMA,
    },
    async (request, reply) => {
      const { companyId, uploadId } = request.params;
      try {
        const size = await storage.acceptPut(
          { key: `${companyId}/${uploadId}`, ...request.query },
          request.headers["content-type"],
          request.body as Readable,
        );
        return { size };
      } catch (error) {
        if (error instanceof PutRefused) {
          const [status, message] = REFUSALS[error.code];
          return reply.code(status).send(errorBody(status, message, error.code));
        }
        if ((error as NodeJS.ErrnoException).code === "ERR_STREAM_PREMATURE_CLOSE" || request.raw.aborted)
          return reply.code(400).send(errorBody(400, "The upload was interrupted", "UPLOAD_INTERRUPTED"));
        throw error;
      }
    },
  );
};
