import swagger from "@fastify/swagger";
import swaggerUi from "@fastify/swagger-ui";
import type { FastifyInstance } from "fastify";
import { appVersion } from "./version";

export async function registerOpenApi(app: FastifyInstance): Promise<void> {
  await app.register(swagger, {
    openapi: {
      openapi: "3.1.0",
      info: {
        title: "Fenix API",
        version: appVersion,
        description: "Market intelligence for suppliers selling through the Swedish alcohol retail monopoly.",
      },
      components: {
        securitySchemes: {
          apiKey: { type: "apiKey", in: "header", name: "X-API-Key" },
          bearer: { type: "http", scheme: "bearer", bearerFormat: "JWT" },
        },
      },
    },
  });
  await app.register(swaggerUi, {
    routePrefix: "/api/docs",
    // Swagger UI's own page needs its inline script and styles.
    staticCSP: true,
    transformStaticCSP: (header) => header.replace("style-src 'self' https:", "style-src 'self' https: 'unsafe-inline'"),
  });
  app.get("/api/openapi.json", { schema: { hide: true } }, async () => app.swagger());
}

/** For routes that take either a session's bearer token or an API key. */
export const BEARER_OR_API_KEY: { [scheme: string]: string[] }[] = [{ bearer: [] }, { apiKey: [] }];
