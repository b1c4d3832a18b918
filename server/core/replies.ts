import type { FastifyReply } from "fastify";
import { errorBody, type ErrorDetail } from "./errors";

export function tooManyAttempts(reply: FastifyReply, retryAfterSeconds: number) {
  return reply
    .code(429)
    .header("retry-after", String(retryAfterSeconds))
    .send(errorBody(429, `Too many attempts. Try again in ${Math.ceil(retryAfterSeconds / 60)} minutes.`, "TOO_MANY_ATTEMPTS"));
}

/** A refusal with its stable code, and the field it is about when there is one. */
export function fail(reply: FastifyReply, statusCode: number, message: string, detail: ErrorDetail) {
  return reply.code(statusCode).send(errorBody(statusCode, message, detail));
}
