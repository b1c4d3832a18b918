import { createHash } from "node:crypto";
import { existsSync, readFileSync } from "node:fs";
import path from "node:path";
import fastifyStatic from "@fastify/static";
import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import { errorBody } from "./errors";
import { pageHtml } from "./route-preloads";

const API_KEY_PLACEHOLDER = "__FENIX_APP_API_KEY__";

function isApiPath(url: string): boolean {
  return url.startsWith("/api/") || url === "/api" || url.startsWith("/health");
}

function wantsHtml(request: FastifyRequest): boolean {
  return request.method === "GET" && (request.headers.accept ?? "").includes("text/html");
}

const INLINE_SCRIPT = /<script>([\s\S]*?)<\/script>/g;

/** The built index.html as it is served: with the application API key filled in; null without a build. */
function servedIndexHtml(staticDir: string, appApiKey: string): string | null {
  const indexFile = path.join(staticDir, "index.html");
  return existsSync(indexFile) ? readFileSync(indexFile, "utf8").replaceAll(API_KEY_PLACEHOLDER, appApiKey) : null;
}

/**
 * The Content-Security-Policy sources that allow the served index.html's inline scripts (its head
 * script: the early session renewal and the page's frame, scripts/vite-head-script.ts) and no
 * other: each one's SHA-256, of the text as served.
 */
export function inlineScriptSources(staticDir: string, appApiKey: string): string[] {
  return [...(servedIndexHtml(staticDir, appApiKey) ?? "").matchAll(INLINE_SCRIPT)].map(
    ([, code]) => `'sha256-${createHash("sha256").update(code!).digest("base64")}'`,
  );
}

/**
 * Serves the built frontend: hashed assets from disk, and index.html (with the application
 * API key filled in, and the page's code listed for preloading) for every other browser
 * navigation so client-side routes survive a reload.
 * Unknown API paths, and everything when no build exists, answer a JSON 404.
 */
export async function registerFrontend(app: FastifyInstance, options: { staticDir: string; appApiKey: string }): Promise<void> {
  const indexHtml = servedIndexHtml(options.staticDir, options.appApiKey);

  if (indexHtml !== null) {
    await app.register(fastifyStatic, {
      root: options.staticDir,
      index: false,
      wildcard: true,
      preCompressed: true,
      cacheControl: false,
      // Source maps stay on disk for reading error reports; the public gets none.
      allowedPath: (pathName) => !pathName.endsWith(".map"),
      setHeaders(res, filePath) {
        // Vite puts content hashes in asset names, so those never change; the rest may.
        const hashed = filePath.includes(`${path.sep}assets${path.sep}`);
        res.setHeader("cache-control", hashed ? "public, max-age=31536000, immutable" : "no-cache");
      },
    });
  }

  const htmlFor = indexHtml === null ? null : pageHtml(options.staticDir, indexHtml, (message) => app.log.warn(message));
  const pathOf = (request: FastifyRequest) => request.url.split("?")[0]!;
  // The page's preload links follow the browser's language.
  const sendPage = (request: FastifyRequest, reply: FastifyReply, page: NonNullable<typeof htmlFor>) =>
    reply
      .type("text/html; charset=utf-8")
      .header("cache-control", "no-cache")
      .header("vary", "accept-language")
      .send(page(pathOf(request), request.headers["accept-language"]));

  if (htmlFor !== null) {
    // "/" is a directory to the static handler, which would refuse it.
    app.get("/", { schema: { hide: true } }, (request, reply) => sendPage(request, reply, htmlFor));
  }

  app.setNotFoundHandler((request, reply) => {
    if (htmlFor !== null && !isApiPath(request.url) && wantsHtml(request)) return sendPage(request, reply, htmlFor);
    const message = `Route ${request.method} ${pathOf(request)} not found`;
    return reply.code(404).send(errorBody(404, message, "ROUTE_NOT_FOUND"));
  });
}
