/**
 * The OpenAPI security schemes, and which of them an authentication preHandler accepts: the
 * OpenAPI document derives every route's `security` from its preHandler (server/core/openapi-route.ts),
 * so the document says what the code does.
 */
export const SECURITY_SCHEMES = {
  bearer: {
    type: "http",
    scheme: "bearer",
    bearerFormat: "JWT",
    description: "A session's access token (POST /api/v1/auth/login); expires after 15 minutes, renewed with POST /api/v1/auth/refresh",
  },
  apiKey: {
    type: "apiKey",
    in: "header",
    name: "X-API-Key",
    description:
      "A personal API key (fnx_…, created on /profile or with POST /api/v1/users/me/api-keys): acts as its owner on the data routes; never on account, member, key or billing routes",
  },
  appKey: {
    type: "apiKey",
    in: "header",
    name: "X-API-Key",
    description: "The application key of the Fenix web client: reads what an anonymous visitor of the app may, and no company's data",
  },
} as const;
export type SecurityScheme = keyof typeof SECURITY_SCHEMES;
export type SecurityRequirements = readonly { readonly [scheme: string]: readonly string[] }[];

/** Any one of these schemes (an OpenAPI `security` list). */
export const anyOf = (...schemes: SecurityScheme[]): SecurityRequirements => schemes.map((scheme) => ({ [scheme]: [] }));

const ACCEPTS = Symbol("accepted credentials");

/** Marks an authentication preHandler with the schemes it lets through. */
export function accepting<F extends object>(schemes: readonly SecurityScheme[], preHandler: F): F {
  return Object.assign(preHandler, { [ACCEPTS]: schemes });
}

/** The schemes the first marked function of a route's preHandler(s) accepts; undefined when none is marked. */
export function acceptedSchemes(preHandler: unknown): readonly SecurityScheme[] | undefined {
  for (const handler of [preHandler].flat()) {
    const schemes = (handler as { [ACCEPTS]?: readonly SecurityScheme[] } | undefined)?.[ACCEPTS];
    if (schemes) return schemes;
  }
  return undefined;
}
