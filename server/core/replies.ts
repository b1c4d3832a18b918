import type { FastifyReply } from "fastify";
import { errorBody } from "./errors";

export function tooManyAttempts(reply: FastifyReply, retryAfterSeconds: number) {
  return reply
    .code(429)
    .header("retry-after", String(retryAfterSeconds))
    .send(errorBody(429, `Too many attempts. Try again in ${Math.ceil(retryAfterSeconds / 60)} minutes.`));
}

export function fail(reply: FastifyReply, statusCode: number, message: string, code?: string) {
  return reply.code(statusCode).send(errorBody(statusCode, message, code));
}
