import swagger from "@fastify/swagger";
import swaggerUi from "@fastify/swagger-ui";
import type { FastifyInstance } from "fastify";
import { ErrorResponseSchema } from "../../contracts";
import { anyOf, SECURITY_SCHEMES } from "./accepted-credentials";
import { documentRoute } from "./openapi-route";
import { API_TAGS } from "./openapi-tags";
import { appVersion } from "./version";

/** The OpenAPI document (served at /api/openapi.json) and Swagger UI (/api/docs); `publicUrl` is its server. */
export async function registerOpenApi(app: FastifyInstance, { publicUrl }: { publicUrl: string }): Promise<void> {
  app.addSchema(ErrorResponseSchema);
  await app.register(swagger, {
    openapi: {
      openapi: "3.1.0",
      info: {
        title: "Fenix API",
        version: appVersion,
        description:
          "Market intelligence for suppliers selling through the Swedish alcohol retail monopoly. Integrators call the data routes with a personal API key in `X-API-Key`; lists page by `cursor`; every error answer is an ErrorResponse with a stable `code`.",
      },
      servers: [{ url: publicUrl, description: "This Fenix instance (PUBLIC_URL)" }],
      tags: API_TAGS,
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
  });
  app.get("/api/openapi.json", { schema: { hide: true } }, async () => app.swagger());
}

/** For routes that document fewer schemes than requireApiCredentials lets through (the app key passes, then is always refused). */
export const BEARER_OR_API_KEY = anyOf("bearer", "apiKey");
/** For public routes. */
export const PUBLIC = anyOf();
