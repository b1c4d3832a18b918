import type { FastifyPluginAsyncTypebox } from "@fastify/type-provider-typebox";
import { Type } from "typebox";
import {
  ErrorResponseSchema,
  SuccessResponseSchema,
  UploadParamsSchema,
  UploadRequestBodySchema,
  UploadResponseSchema,
  UploadsQuerySchema,
  UploadsResponseSchema,
  UploadTicketResponseSchema,
  type UploadRequestBody,
} from "../../../contracts";
import { requireApiCredentials } from "../../core/authenticate";
import type { AppContext } from "../../core/context";
import { requireFeature, requireModule } from "../../core/module-gate";
import { confirmUpload, getUpload, removeUpload, requestUpload, uploadFile, uploadsPage } from "./service";
import { BEARER_OR_API_KEY } from "../../core/openapi";

const tags = ["uploads"];
// Uploads belong to a company: the app key passes authentication and is then always refused (403).
const security = BEARER_OR_API_KEY;
const errors = { 400: ErrorResponseSchema, 401: ErrorResponseSchema, 403: ErrorResponseSchema, 404: ErrorResponseSchema };

/** Registered under /api/v1/uploads (docs/PRODUCT.md §7 Uploads). */
export const uploadRoutes: FastifyPluginAsyncTypebox<{ ctx: AppContext }> = async (app, { ctx }) => {
  const credentials = requireApiCredentials(ctx);
  const weeklyImport = requireFeature(
    ctx,
    "weekly-import",
    (request) => (request.body as { purpose?: string } | undefined)?.purpose === "weekly-ranking",
  );
  // Data for a module is taken only from a company that has that module.
  const moduleData = requireModule(ctx, (request) => {
    const body = request.body as Partial<UploadRequestBody> | undefined;
    return body?.purpose === "module-data" ? body.module : undefined;
  });

  app.post(
    "/request",
    {
      preParsing: credentials,
      preHandler: [weeklyImport, moduleData],
      schema: {
        operationId: "requestUpload",
        errorCodes: {
          400: ["UPLOAD_MODULE_REQUIRED"],
          403: ["UPLOAD_NEEDS_COMPANY"],
          413: ["UPLOAD_TOO_LARGE"],
          415: ["UPLOAD_TYPE_NOT_ALLOWED"],
        },
        tags,
        security,
        summary: "A signed URL to PUT one file to (valid 15 minutes), for a purpose with its size cap and formats",
        body: UploadRequestBodySchema,
        response: { 201: UploadTicketResponseSchema, ...errors, 413: ErrorResponseSchema, 415: ErrorResponseSchema },
      },
    },
    async (request, reply) => reply.code(201).send({ data: await requestUpload(ctx, request.caller, request.body) }),
  );

  app.post(
    "/:id/confirm",
    {
      preParsing: credentials,
      schema: {
        operationId: "confirmUpload",
        errorCodes: {
          403: ["UPLOAD_NEEDS_COMPANY"],
          404: ["UPLOAD_NOT_FOUND"],
          409: ["UPLOAD_NOT_PENDING", "UPLOAD_NOT_STORED"],
          410: ["UPLOAD_URL_EXPIRED"],
        },
        tags,
        security,
        summary: "Checks the stored file (size, format by content) and marks it uploaded",
        params: UploadParamsSchema,
        response: {
          200: UploadResponseSchema,
          ...errors,
          409: ErrorResponseSchema,
          410: ErrorResponseSchema,
          413: ErrorResponseSchema,
          415: ErrorResponseSchema,
          422: ErrorResponseSchema,
        },
      },
    },
    async (request) => ({ data: await confirmUpload(ctx, request.caller, request.params.id) }),
  );

  app.get(
    "/:id",
    {
      preParsing: credentials,
      schema: {
        operationId: "getUpload",
        errorCodes: { 403: ["UPLOAD_NEEDS_COMPANY"], 404: ["UPLOAD_NOT_FOUND"] },
        tags,
        security,
        summary: "An upload and its status",
        params: UploadParamsSchema,
        response: { 200: UploadResponseSchema, ...errors },
      },
    },
    async (request) => ({ data: await getUpload(ctx, request.caller, request.params.id) }),
  );

  app.get(
    "/:id/file",
    {
      preParsing: credentials,
      schema: {
        operationId: "getUploadFile",
        errorCodes: { 403: ["UPLOAD_NEEDS_COMPANY"], 404: ["UPLOAD_NOT_FOUND", "UPLOAD_NOT_STORED"] },
        tags,
        security,
        summary: "The stored file, always as a download (never shown inline)",
        params: UploadParamsSchema,
        produces: ["application/octet-stream"],
        response: { 200: Type.Unsafe<Buffer>({ type: "string", format: "binary" }), ...errors },
      },
    },
    async (request, reply) => {
      const { upload, bytes } = await uploadFile(ctx, request.caller, request.params.id);
      return reply
        .type("application/octet-stream")
        .header("content-disposition", `attachment; filename*=UTF-8''${encodeURIComponent(upload.filename)}`)
        .header("x-content-type-options", "nosniff")
        .header("cache-control", "private, no-store")
        .send(bytes);
    },
  );

  app.get(
    "",
    {
      preParsing: credentials,
      schema: {
        operationId: "listUploads",
        errorCodes: { 400: ["INVALID_CURSOR"], 403: ["UPLOAD_NEEDS_COMPANY"] },
        tags,
        security,
        summary: "The company's uploads, newest first, by purpose and status; pages by cursor",
        querystring: UploadsQuerySchema,
        response: { 200: UploadsResponseSchema, ...errors },
      },
    },
    async (request) => ({ data: await uploadsPage(ctx, request.caller, request.query) }),
  );

  app.delete(
    "/:id",
    {
      preParsing: credentials,
      schema: {
        operationId: "deleteUpload",
        errorCodes: { 403: ["UPLOAD_NEEDS_COMPANY"], 404: ["UPLOAD_NOT_FOUND"] },
        tags,
        security,
        summary: "Deletes the upload and its stored file",
        params: UploadParamsSchema,
        response: { 200: SuccessResponseSchema, ...errors },
      },
    },
    async (request) => {
      await removeUpload(ctx, request.caller, request.params.id);
      return { success: true };
    },
  );
};
