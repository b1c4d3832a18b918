/**
 * The OpenAPI security schemes, and which of them a route's authentication accepts: the OpenAPI
 * document derives every route's `security` from its `preParsing` hook (server/core/openapi-route.ts),
 * so the document says what the code does. Authentication runs after the request limits (on
 * request) and before the body is read and validated, and before a heavy route takes its turn: a
 * stranger gets 401 or 403, not a 400 about a body, and never holds a place in the market queue.
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

/** Marks an authentication hook with the schemes it lets through. */
export function accepting<F extends object>(schemes: readonly SecurityScheme[], preHandler: F): F {
  return Object.assign(preHandler, { [ACCEPTS]: schemes });
}

/** The schemes the first marked function of a route's preParsing hook(s) accepts; undefined when none is marked. */
export function acceptedSchemes(hooks: unknown): readonly SecurityScheme[] | undefined {
  for (const handler of [hooks].flat()) {
    const schemes = (handler as { [ACCEPTS]?: readonly SecurityScheme[] } | undefined)?.[ACCEPTS];
    if (schemes) return schemes;
  }
  return undefined;
}
