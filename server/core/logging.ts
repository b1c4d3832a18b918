import type { FastifyServerOptions } from "fastify";

/**
 * What the server logs with (pino): secrets are redacted wherever they turn up, and a request is
 * logged by method and path only — never its query string, headers or body.
 */
const SECRET_FIELDS = [
  "authorization",
  "cookie",
  '["set-cookie"]',
  '["x-api-key"]',
  "password",
  "newPassword",
  "currentPassword",
  "passwordHash",
  "token",
  "accessToken",
  "refreshToken",
  "tempToken",
  "secret",
  "link",
  "params",
];

const path = (prefix: string, field: string) =>
  field.startsWith("[") ? `${prefix || ""}${field}` : `${prefix ? `${prefix}.` : ""}${field}`;

/** The secret fields at the top of a log line and two levels down (err.params, req.headers.authorization). */
export const REDACTED_PATHS = ["", "*", "*.*"].flatMap((prefix) => SECRET_FIELDS.map((field) => path(prefix, field)));

/**
 * A request's path as logged: without its query string, and with any token Fenix issued
 * (`fxi_…` an invitation, `fxp_…` a reset, … — server/core/tokens.ts) in a path segment redacted.
 */
export const loggedPath = (url: string) => url.split("?")[0]!.replace(/\/(fx[a-z])_[^/]+/g, "/$1_[redacted]");

export function loggerOptions(level: string): FastifyServerOptions["logger"] {
  return {
    level,
    redact: { paths: REDACTED_PATHS, censor: "[redacted]" },
    serializers: {
      req: (request: { method: string; url: string; ip?: string }) => ({
        method: request.method,
        path: loggedPath(request.url),
        remoteAddress: request.ip,
      }),
    },
  };
}
