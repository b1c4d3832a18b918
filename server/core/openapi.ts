import swagger from "@fastify/swagger";
import swaggerUi from "@fastify/swagger-ui";
import type { FastifyInstance } from "fastify";
import { ErrorResponseSchema } from "../../contracts";
import { anyOf, SECURITY_SCHEMES } from "./accepted-credentials";
import { documentRoute } from "./openapi-route";
import { API_GUIDE } from "./openapi-guide";
import type { ApiTag } from "./server-module";
import { appVersion } from "./version";

/** The OpenAPI document (served at /api/openapi.json) and Swagger UI (/api/docs); `publicUrl` is its server, `tags` the modules'. */
export async function registerOpenApi(
  app: FastifyInstance,
  { publicUrl, tags }: { publicUrl: string; tags: readonly ApiTag[] },
): Promise<void> {
  app.addSchema(ErrorResponseSchema);
  await app.register(swagger, {
    openapi: {
      openapi: "3.1.0",
      info: {
        title: "Fenix API",
        version: appVersion,
        description: API_GUIDE,
      },
      servers: [{ url: publicUrl, description: "This Fenix instance (PUBLIC_URL)" }],
      tags: [...tags],
      components: { securitySchemes: SECURITY_SCHEMES },
    },
    transform: documentRoute,
    // Shared schemas are components named by their $id (ErrorResponse), not def-0.
    refResolver: { buildLocalReference: (json, _baseUri, _fragment, i) => (typeof json.$id === "string" ? json.$id : `def-${i}`) },
  });
  await app.register(swaggerUi, {
    routePrefix: "/api/docs",
    // Swagger UI's own page needs its inline script and styles.
    staticCSP: true,
    transformStaticCSP: (header) => header.replace("style-src 'self' https:", "style-src 'self' https: 'unsafe-inline'"),
    uiConfig: { tryItOutEnabled: true, requestInterceptor: signWithFenixSession },
    // Try-it calls go to the address the page was opened on (the browser's policy allows no
    // other), whatever PUBLIC_URL names.
    transformSpecification: (document, request) => ({ ...document, servers: [{ url: `${request.protocol}://${request.host}` }] }),
  });
  app.get("/api/openapi.json", { schema: { hide: true } }, async () => app.swagger());
}

/** For routes whose preHandler accepts more than the route takes (a personal key refused later, say): the schemes it takes. */
export const BEARER_OR_API_KEY = anyOf("bearer", "apiKey");
/** For public routes. */
export const PUBLIC = anyOf();

/**
 * Swagger UI's request hook, sent to the browser as source text (the server's own functions carry
 * its compiler's helpers, which the page lacks): a try-it call without credentials of its own goes
 * with the session of the Fenix app open in this browser — the token the app keeps, and renews,
 * in localStorage (ACCESS_TOKEN_KEY of src/providers/http/token-store.ts).
 */
const signWithFenixSession = new Function(
  "request",
  `const headers = request.headers;
  const token = window.localStorage.getItem("fenix-access-token");
  const has = (name) => Object.keys(headers).some((header) => header.toLowerCase() === name);
  if (token && !has("authorization") && !has("x-api-key")) headers.Authorization = "Bearer " + token;
  return request;`,
) as (request: Record<string, unknown>) => Record<string, unknown>;
