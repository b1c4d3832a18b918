import type { FastifyReply, FastifyRequest } from "fastify";
import { keysMatch } from "./app-key";

export const API_KEY_HEADER = "x-api-key";

export function presentedApiKey(request: FastifyRequest): string | undefined {
  const value = request.headers[API_KEY_HEADER];
  return Array.isArray(value) ? value[0] : value;
}

/**
 * preHandler for routes open to the web client and API clients: requires the application API
 * key. (Session tokens and personal keys join here when accounts exist.)
 */
export function requireApiCredentials(appApiKey: string) {
  return async function checkCredentials(request: FastifyRequest, reply: FastifyReply) {
    if (keysMatch(appApiKey, presentedApiKey(request))) return;
    return reply.code(401).send({
      statusCode: 401,
      error: "Unauthorized",
      message: "A valid X-API-Key header is required",
    });
  };
}
