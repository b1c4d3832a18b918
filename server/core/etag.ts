import { createHash } from "node:crypto";
import type { FastifyInstance } from "fastify";

const weakTag = (body: string | Buffer) => `W/"${createHash("sha1").update(body).digest("base64url")}"`;

/** Does an If-None-Match header ("*", or a list of tags, weak or strong) match `tag`? */
export function matchesIfNoneMatch(header: string | undefined, tag: string): boolean {
  if (!header) return false;
  if (header.trim() === "*") return true;
  const opaque = tag.replace(/^W\//, "");
  return header.split(",").some((candidate) => candidate.trim().replace(/^W\//, "") === opaque);
}

/**
 * A weak ETag on every successful API read, and 304 with no body when the client already holds
 * it: an integrator polling a heavy figure downloads it only when it changed. Weak, since the
 * bytes on the wire differ by compression; registered before compression, which turns the body
 * into a stream.
 */
export function registerEtags(app: FastifyInstance): void {
  app.addHook("onSend", async (request, reply, payload) => {
    if (request.method !== "GET" && request.method !== "HEAD") return payload;
    if (reply.statusCode !== 200 || !request.url.startsWith("/api/v1/")) return payload;
    if (typeof payload !== "string" && !Buffer.isBuffer(payload)) return payload;
    const tag = weakTag(payload);
    reply.header("etag", tag);
    if (!matchesIfNoneMatch(request.headers["if-none-match"], tag)) return payload;
    reply.code(304);
    reply.removeHeader("content-type");
    reply.removeHeader("content-length");
    return "";
  });
}
