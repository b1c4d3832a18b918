import type { FastifyPluginAsyncTypebox } from "@fastify/type-provider-typebox";
import {
  ApiKeyBodySchema,
  ApiKeyParamsSchema,
  ApiKeyResponseSchema,
  ApiKeysResponseSchema,
  ApiKeyStatsQuerySchema,
  ApiKeyStatsResponseSchema,
  CreatedApiKeyResponseSchema,
  ErrorResponseSchema,
  SuccessResponseSchema,
} from "../../../contracts";
import { requireUser } from "../../core/authenticate";
import type { AppContext } from "../../core/context";
import { createKey, editKey, keyStats, listKeys, revoke } from "./service";

const tags = ["api-keys"];
const errors = { 400: ErrorResponseSchema, 401: ErrorResponseSchema, 403: ErrorResponseSchema, 404: ErrorResponseSchema };

/** /api/v1/users/me/api-keys: your personal keys. A key itself cannot call these (403 API_KEY_NOT_ALLOWED). */
export const apiKeyRoutes: FastifyPluginAsyncTypebox<{ ctx: AppContext }> = async (app, { ctx }) => {
  const signedIn = requireUser(ctx);
  app.addHook("onSend", async (_request, reply) => {
    reply.header("cache-control", "no-store");
  });

  app.get(
    "/",
    {
      preParsing: signedIn,
      schema: {
        operationId: "listMyApiKeys",
        tags,
        summary: "Your live API keys with last use and call counts",
        response: { 200: ApiKeysResponseSchema, ...errors },
      },
    },
    async (request) => ({ data: { items: await listKeys(ctx, request.caller!) } }),
  );

  app.get(
    "/stats",
    {
      preParsing: signedIn,
      schema: {
        operationId: "getMyApiKeyStats",
        tags,
        summary: "Calls and errors per key and day (UTC), last use",
        querystring: ApiKeyStatsQuerySchema,
        response: { 200: ApiKeyStatsResponseSchema, ...errors },
      },
    },
    async (request) => ({ data: await keyStats(ctx, request.caller!, request.query.days ?? 30) }),
  );

  app.post(
    "/",
    {
      preParsing: signedIn,
      schema: {
        operationId: "createApiKey",
        errorCodes: { 409: ["TOO_MANY_KEYS"] },
        tags,
        summary: "Create a key: the secret (fnx_…) is in this answer only",
        description:
          "Send it as X-API-Key. It acts as you, with your role and company, and cannot manage accounts, members, keys or billing.",
        body: ApiKeyBodySchema,
        response: { 201: CreatedApiKeyResponseSchema, 409: ErrorResponseSchema, ...errors },
      },
    },
    async (request, reply) => reply.code(201).send({ data: await createKey(ctx, request.caller!, request.body, request.ip ?? null) }),
  );

  app.put(
    "/:id",
    {
      preParsing: signedIn,
      schema: {
        operationId: "updateApiKey",
        errorCodes: { 404: ["API_KEY_NOT_FOUND"] },
        tags,
        summary: "Rename a key or change its description",
        params: ApiKeyParamsSchema,
        body: ApiKeyBodySchema,
        response: { 200: ApiKeyResponseSchema, ...errors },
      },
    },
    async (request) => ({ data: await editKey(ctx, request.caller!, request.params.id, request.body, request.ip ?? null) }),
  );

  app.delete(
    "/:id",
    {
      preParsing: signedIn,
      schema: {
        operationId: "deleteApiKey",
        errorCodes: { 404: ["API_KEY_NOT_FOUND"] },
        tags,
        summary: "Revoke a key: it stops working at once",
        params: ApiKeyParamsSchema,
        response: { 200: SuccessResponseSchema, ...errors },
      },
    },
    async (request) => {
      await revoke(ctx, request.caller!, request.params.id, request.ip ?? null);
      return { success: true, message: "API key revoked" };
    },
  );
};
