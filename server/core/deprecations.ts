import type { FastifyInstance } from "fastify";

/**
 * The API's version policy: /api/v1 is frozen — answers only gain fields and routes, never lose
 * or change them. What is to go keeps working, and says so on every answer with a Deprecation
 * header (RFC 9745: the date it was deprecated) and a Link to what replaces it; the changelog
 * announces it too.
 */

/** 2026-11-25: the list routes' spellings with a trailing slash (`/api/v1/products/`). */
export const TRAILING_SLASH_DEPRECATED_AT = Date.UTC(2026, 10, 25) / 1000;

export function registerDeprecations(app: FastifyInstance): void {
  app.addHook("onRequest", async (request, reply) => {
    const [path = "", query] = request.url.split("?", 2);
    if (!path.startsWith("/api/v1/") || !path.endsWith("/")) return;
    const successor = path.replace(/\/+$/, "") + (query === undefined ? "" : `?${query}`);
    reply.header("deprecation", `@${TRAILING_SLASH_DEPRECATED_AT}`);
    reply.header("link", `<${successor}>; rel="successor-version"`);
  });
}
