import type { FastifyError, FastifyInstance } from "fastify";
import { STATUS_CODES } from "node:http";

/** A request the client got wrong (unknown id, forbidden filter…): the error handler answers its status and message. */
export class RequestError extends Error {
  constructor(
    readonly statusCode: 400 | 402 | 403 | 404 | 409 | 422,
    message: string,
  ) {
    super(message);
  }
}

export function errorBody(statusCode: number, message: string) {
  return { statusCode, error: STATUS_CODES[statusCode] ?? "Error", message };
}

/** Errors always leave as { statusCode, error, message }; 5xx details stay in the log. */
export function registerErrorHandler(app: FastifyInstance): void {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    const isErrorStatus = (code: unknown): code is number =>
      typeof code === "number" && code >= 400 && code < 600;
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
    if (statusCode >= 500) {
      request.log.error({ err: error }, "request failed");
      return reply.code(statusCode).send(errorBody(statusCode, "An unexpected error occurred"));
    }
    return reply.code(statusCode).send(errorBody(statusCode, error.message));
  });
}
