import helmet from "@fastify/helmet";
import type { FastifyInstance } from "fastify";

/**
 * Security headers on every answer (ASVS V14.4): a strict CSP (antd writes its styles at
 * run time, hence inline styles), no framing, no MIME sniffing, no referrer leaks; and answers
 * about accounts are never cached.
 */
export async function registerSecurityHeaders(
  app: FastifyInstance,
  options: { connectSrc?: string[]; scriptSrc?: string[] } = {},
): Promise<void> {
  await app.register(helmet, {
    contentSecurityPolicy: {
      directives: {
        defaultSrc: ["'self'"],
        // Plus the built page's own inline scripts, by hash (inlineScriptSources in ./frontend).
        scriptSrc: ["'self'", ...(options.scriptSrc ?? [])],
        styleSrc: ["'self'", "'unsafe-inline'"],
        imgSrc: ["'self'", "data:", "blob:"],
        // Plus the upload bucket's origin, which the browser PUTs files to.
        connectSrc: ["'self'", ...(options.connectSrc ?? [])],
        fontSrc: ["'self'", "data:"],
        objectSrc: ["'none'"],
        frameAncestors: ["'none'"],
        baseUri: ["'self'"],
        formAction: ["'self'"],
        upgradeInsecureRequests: null,
      },
    },
    crossOriginEmbedderPolicy: false,
    hsts: false, // only over TLS: see below
    referrerPolicy: { policy: "no-referrer" },
  });
  app.addHook("onSend", async (request, reply) => {
    // request.protocol is "https" when Fenix terminates TLS, or behind a trusted proxy that says so.
    if (request.protocol === "https") reply.header("strict-transport-security", "max-age=31536000; includeSubDomains");
    if (/^\/api\/v1\/(auth|users|organizations)\//.test(request.url)) reply.header("cache-control", "no-store");
  });
}
