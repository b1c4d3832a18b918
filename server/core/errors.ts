import type { FastifyError, FastifyInstance } from "fastify";
import { STATUS_CODES } from "node:http";
import type { ErrorDetail } from "./error-detail";
import { refusalDetail, validationDetail } from "./validation-errors";
import { loggedPath } from "./logging";

/** A request the client got wrong (unknown id, forbidden filter…): the error handler answers its status and message. */
export class RequestError extends Error {
  constructor(
    readonly statusCode: 400 | 402 | 403 | 404 | 409 | 410 | 413 | 415 | 422,
    message: string,
    /** A stable, machine-readable reason (INVITATION_EXPIRED…) for clients that must tell refusals apart. */
    readonly code: string,
    /** The request field the refusal is about (`email`, `newPassword`…), for a form to show it there. */
    readonly field?: string,
  ) {
    super(message);
  }
}

export type { ErrorDetail } from "./error-detail";

export function errorBody(statusCode: number, message: string, detail: string | ErrorDetail) {
  const { code, field, rule, limit } = typeof detail === "string" ? { code: detail } : detail;
  return {
    statusCode,
    error: STATUS_CODES[statusCode] ?? "Error",
    message,
    ...(code ? { code } : {}),
    ...(field ? { field } : {}),
    ...(rule ? { rule } : {}),
    ...(limit !== undefined ? { limit } : {}),
  };
}

/**
 * What the log keeps of an unexpected error: its type, message and stack frames, and of a failed
 * database query the SQL text and the database's code and message — never the query's
 * parameters (passwords' hashes, emails, tokens) nor the database's detail line that repeats them.
 */
export function loggableError(error: Error): Record<string, unknown> {
  const failedQuery = error as Error & { query?: unknown; cause?: unknown };
  const cause = failedQuery.cause instanceof Error ? (failedQuery.cause as Error & Record<string, unknown>) : undefined;
  const isQuery = typeof failedQuery.query === "string";
  return {
    type: error.name,
    message: isQuery ? "database query failed" : error.message.split("\nparams:")[0],
    ...(isQuery ? { sql: failedQuery.query } : {}),
    // PostgreSQL quotes the offending value in some messages ("invalid input syntax … "value""), so quoted text goes.
    ...(cause
      ? {
          cause: {
            type: cause.name,
            code: cause.code,
            table: cause.table,
            constraint: cause.constraint,
            message: cause.message.replace(/"[^"]*"/g, '"…"'),
          },
        }
      : {}),
    stack: error.stack
      ?.split("\n")
      .filter((line) => line.trimStart().startsWith("at "))
      .join("\n"),
  };
}

/** PostgreSQL cancelled the statement (statement_timeout): 57014 query_canceled. */
function isStatementTimeout(error: Error): boolean {
  const cause = (error as Error & { cause?: { code?: unknown } }).cause;
  return (error as Error & { code?: unknown }).code === "57014" || cause?.code === "57014";
}

const UNAVAILABLE_NETWORK_CODES = new Set(["ECONNREFUSED", "ECONNRESET", "ETIMEDOUT", "EPIPE", "EHOSTUNREACH", "ENOTFOUND", "EAI_AGAIN"]);
/** SQLSTATEs of a server that is going away, starting, full or missing the database: 57P01–03, 53300, 3D000. */
const UNAVAILABLE_SQLSTATES = new Set(["57P01", "57P02", "57P03", "53300", "3D000"]);
/** pg and pg-pool end a lost connection with these messages and no code. */
const UNAVAILABLE_MESSAGES =
  /Connection terminated|connection timeout|timeout exceeded when trying to connect|not queryable|not currently accepting connections/i;

/** The database cannot be reached (restarting, a connection cut, refused): the request may succeed again in a moment. */
function isDatabaseUnavailable(error: Error): boolean {
  return [error, (error as Error & { cause?: unknown }).cause].some((e) => {
    if (!(e instanceof Error)) return false;
    const code = (e as Error & { code?: unknown }).code;
    if (typeof code === "string" && (UNAVAILABLE_NETWORK_CODES.has(code) || UNAVAILABLE_SQLSTATES.has(code) || code.startsWith("08")))
      return true;
    return UNAVAILABLE_MESSAGES.test(e.message);
  });
}

/**
 * Errors always leave as { statusCode, error, message, code } (a schema refusal also names its
 * field and rule); 5xx details stay in the log.
 */
export function registerErrorHandler(app: FastifyInstance): void {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    const isErrorStatus = (code: unknown): code is number => typeof code === "number" && code >= 400 && code < 600;
    // A validation failure is the client's; otherwise the error's own status, else the one a
    // handler set before sending the error, else it is ours.
    const statusCode =
      error.validation !== undefined
        ? 400
        : isErrorStatus(error.statusCode)
          ? error.statusCode
          : isErrorStatus(reply.statusCode)
            ? reply.statusCode
            : 500;
    if (isStatementTimeout(error)) {
      request.log.warn({ failure: loggableError(error), path: loggedPath(request.url) }, "query cancelled by the statement timeout");
      return reply
        .code(503)
        .header("retry-after", "5")
        .send(errorBody(503, "This request took too long; try a shorter period or again in a moment", "QUERY_TIMEOUT"));
    }
    if (isDatabaseUnavailable(error)) {
      request.log.warn({ failure: loggableError(error), path: loggedPath(request.url) }, "database unavailable");
      return reply
        .code(503)
        .header("retry-after", "5")
        .send(errorBody(503, "The service is briefly unavailable; try again in a moment", "DATABASE_UNAVAILABLE"));
    }
    if (statusCode >= 500) {
      request.log.error({ failure: loggableError(error) }, "request failed");
      return reply.code(statusCode).send(errorBody(statusCode, "An unexpected error occurred", "INTERNAL_ERROR"));
    }
    if (error.validation) return reply.code(400).send(errorBody(400, error.message, validationDetail(error.validation)));
    const detail = error instanceof RequestError ? { code: error.code, field: error.field } : refusalDetail(error, statusCode);
    return reply.code(statusCode).send(errorBody(statusCode, error.message, detail));
  });
}
