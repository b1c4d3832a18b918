import type { FastifySchema, RouteOptions } from "fastify";
import { acceptedSchemes, anyOf, type SecurityRequirements } from "./accepted-credentials";
import { gateOf } from "./module-gate";

/** An error status a route's own code can come with (RequestError's). */
export type ErrorStatus = 400 | 403 | 404 | 409 | 410 | 413 | 415 | 422;
export type OperationErrors = Readonly<Partial<Record<ErrorStatus, readonly string[]>>>;

declare module "fastify" {
  interface FastifySchema {
    /**
     * The codes of the route's own refusals (the `RequestError`s its service throws), by status:
     * its documented error responses name them, beside the codes every route shares
     * (VALIDATION_FAILED, AUTHENTICATION_REQUIRED, MODULE_REQUIRED …).
     */
    errorCodes?: OperationErrors;
  }
}

type RouteSchema = FastifySchema & { hide?: boolean; operationId?: string; security?: SecurityRequirements; response?: unknown };

/** What each error status means, with the stable codes a client can tell refusals apart by. */
const ERROR_DESCRIPTIONS: Record<string, string> = {
  400: "The request is not valid: VALIDATION_FAILED (with `field`, `rule` and `limit`), INVALID_JSON, or the route's own code (INVALID_CURSOR, INVALID_DATE_RANGE …)",
  401: "No valid credentials: AUTHENTICATION_REQUIRED, TOKEN_EXPIRED, TOKEN_INVALID or API_KEY_INVALID",
  402: "The company's credits do not cover the operation: INSUFFICIENT_CREDITS",
  403: "Refused: API_KEY_NOT_ALLOWED (a personal key on an account route), COMPANY_SUSPENDED, ADMIN_ONLY, OPERATOR_TWO_FACTOR_REQUIRED (an operator without two-factor, outside the loopback demo), FORBIDDEN_ROLE, MODULE_REQUIRED (with `module`), or the route's own code",
  404: "Not found, or not the caller's to see: NOT_FOUND or the route's own code (COMPANY_NOT_FOUND, UPLOAD_NOT_FOUND …)",
  409: "In conflict with the current state: the route's own code (MODULE_ALREADY_ACTIVE, TOO_MANY_KEYS …)",
  410: "No longer usable: INVITATION_EXPIRED, INVITATION_USED, UPLOAD_URL_EXPIRED …",
  413: "The body is too large: BODY_TOO_LARGE",
  415: "The content type is not accepted: UNSUPPORTED_MEDIA_TYPE or UPLOAD_TYPE_NOT_ALLOWED",
  422: "The request cannot be carried out as sent: the route's own code",
  429: "TOO_MANY_REQUESTS: the requester's budget for this minute is spent; try again after Retry-After seconds",
  503: "DATABASE_UNAVAILABLE or QUERY_TIMEOUT: try again after Retry-After seconds",
};

const ERROR_RESPONSE = { $ref: "ErrorResponse#" };
const RETRY_AFTER = { "Retry-After": { type: "integer", description: "Seconds to wait before trying again" } };

const isErrorResponse = (schema: unknown) => (schema as { $id?: unknown } | undefined)?.$id === "ErrorResponse";

/**
 * Every error status the route can answer, as the shared ErrorResponse with what the status
 * means: those it declares, 400 when it takes input, 401 when it needs credentials, 429 on the
 * rate-limited /api/v1, and those of its own codes (its schema's `errorCodes`), which its descriptions name.
 */
function errorResponses(
  schema: RouteSchema,
  url: string,
  secured: boolean,
  own: OperationErrors = {},
  gated = false,
): Record<string, unknown> {
  const response: Record<string, unknown> = { ...(schema.response as Record<string, unknown> | undefined) };
  const add = (status: number | string) => (response[status] ??= ERROR_RESPONSE);
  if (schema.body || schema.querystring || schema.params) add(400);
  if (secured) add(401);
  if (gated) add(403);
  if (url.startsWith("/api/v1/")) add(429);
  for (const status of Object.keys(own)) add(status);
  for (const [status, body] of Object.entries(response)) {
    if (body !== ERROR_RESPONSE && !isErrorResponse(body)) continue;
    const codes = own[Number(status) as keyof OperationErrors];
    const description = ERROR_DESCRIPTIONS[status] ?? "Refused";
    response[status] = {
      ...ERROR_RESPONSE,
      description: codes ? `${description}. This operation's own: ${codes.map((code) => `\`${code}\``).join(", ")}` : description,
      ...(status === "429" || status === "503" ? { headers: RETRY_AFTER } : {}),
    };
  }
  return response;
}

/**
 * The schemes the route's authentication (its preParsing hook) accepts; a route may document fewer (a
 * scheme that passes authentication but is always refused after), never others, and no route
 * with credentials is documented as public.
 */
function securityOf(key: string, route: RouteOptions, declared: SecurityRequirements | undefined): SecurityRequirements | undefined {
  const accepted = acceptedSchemes(route.preParsing);
  if (!accepted) return declared;
  if (!declared) return anyOf(...accepted);
  const names = declared.flatMap(Object.keys);
  const foreign = names.filter((name) => !(accepted as readonly string[]).includes(name));
  if (foreign.length > 0 || names.length === 0)
    throw new Error(`${key} documents security [${names.join(", ")}] but its authentication accepts [${accepted.join(", ")}]`);
  return declared;
}

/**
 * @fastify/swagger's transform: gives each route the security its authentication enforces and its
 * error responses with their codes (its schema's `errorCodes`); every documented route names its
 * own operationId. A prefix's "/" route is documented without the trailing slash: Fastify
 * registers it under both spellings, and hands plugins the slashed one.
 */
export function documentRoute({ schema, url: registered, route }: { schema: RouteSchema; url: string; route: RouteOptions }) {
  if (schema.hide) return { schema, url: registered };
  const url = registered.replace(/(.)\/$/, "$1");
  const methods = [route.method].flat();
  const key = `${methods[0]} ${url.replace(/:(\w+)/g, "{$1}")}`;
  if (!schema.operationId) throw new Error(`${key} has no operationId: name it in its schema (listThings, getThing …)`);
  const security = securityOf(key, route, schema.security);
  // A module every request needs (a company without it: 403 MODULE_REQUIRED naming it).
  const gated = [route.preHandler ?? []]
    .flat()
    .map(gateOf)
    .find((gate) => gate?.module);
  const { errorCodes, ...documented } = schema;
  return {
    url,
    schema: {
      ...documented,
      ...(security ? { security } : {}),
      ...(gated ? { "x-module-required": gated.module } : {}),
      response: errorResponses(schema, url, (security ?? []).length > 0, errorCodes, gated !== undefined),
    },
  };
}
