import type { FastifyError, FastifySchemaValidationError } from "fastify";
import type { ErrorDetail } from "./error-detail";

/** The code of every schema refusal; `field` and `rule` say which value broke which rule. */
export const VALIDATION_FAILED = "VALIDATION_FAILED";

/** ajv's path of a value ("/members/0/email") as a field name ("members.0.email"). */
function fieldName(instancePath: string, child?: unknown): string | undefined {
  const parts = instancePath.split("/").filter(Boolean);
  if (typeof child === "string" && child) parts.push(child);
  return parts.length > 0 ? parts.join(".") : undefined;
}

/**
 * What a schema refusal says about its first failure (ajv stops at the first, allErrors off): the
 * field — for a missing or unexpected property its name, else the value's path — and the broken
 * keyword (`minLength`, `format`, `required`…) with its limit when it has one. A value outside a
 * choice (a union of literals) reports its first branch's keyword (`const`); the client reads
 * every choice keyword (`const`, `enum`, `anyOf`) alike.
 */
export function validationDetail(failures: FastifySchemaValidationError[]): ErrorDetail {
  const first = failures[0];
  if (!first) return { code: VALIDATION_FAILED };
  const params = (first.params ?? {}) as Record<string, unknown>;
  const child =
    first.keyword === "required"
      ? params.missingProperty
      : first.keyword === "additionalProperties"
        ? params.additionalProperty
        : undefined;
  const limit = typeof params.limit === "number" ? params.limit : undefined;
  return { code: VALIDATION_FAILED, field: fieldName(first.instancePath, child), rule: first.keyword, limit };
}

/** Fastify's own refusals (a body that is not JSON, too large, of a type no parser takes) by their stable reason. */
const FASTIFY_CODES: Record<string, string> = {
  FST_ERR_CTP_EMPTY_JSON_BODY: "INVALID_JSON",
  FST_ERR_CTP_INVALID_JSON_BODY: "INVALID_JSON",
  FST_ERR_CTP_BODY_TOO_LARGE: "BODY_TOO_LARGE",
  FST_ERR_CTP_INVALID_MEDIA_TYPE: "UNSUPPORTED_MEDIA_TYPE",
  FST_ERR_CTP_INVALID_CONTENT_LENGTH: "INVALID_CONTENT_LENGTH",
};

/** Any other client error without a code of its own gets one named by its status. */
const STATUS_CODES: Record<number, string> = {
  400: "BAD_REQUEST",
  401: "UNAUTHORIZED",
  403: "FORBIDDEN",
  404: "NOT_FOUND",
  405: "METHOD_NOT_ALLOWED",
  406: "NOT_ACCEPTABLE",
  409: "CONFLICT",
  413: "BODY_TOO_LARGE",
  415: "UNSUPPORTED_MEDIA_TYPE",
  429: "TOO_MANY_REQUESTS",
};

/** A refusal's stable code: an error's own (PERIOD_INVALID…), Fastify's by its meaning, else one named by the status. */
export function refusalDetail(error: FastifyError & { field?: unknown }, statusCode: number): ErrorDetail {
  const field = typeof error.field === "string" ? error.field : undefined;
  const byMeaning = FASTIFY_CODES[error.code];
  if (byMeaning) return { code: byMeaning };
  if (typeof error.code === "string" && /^(?!FST_)[A-Z][A-Z0-9_]+$/.test(error.code)) return { code: error.code, field };
  return { code: STATUS_CODES[statusCode] ?? "REQUEST_REFUSED" };
}
