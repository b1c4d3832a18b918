import type { FastifyInstance } from "fastify";

/**
 * JSON bodies as Fastify parses them (prototype poisoning refused), except that an empty one is no
 * body: a client that sends `content-type: application/json` with nothing to a route that takes no
 * body (POST /users/me/2fa) is answered as without it, and a route that needs a body says which
 * field is missing instead of INVALID_JSON.
 */
export function acceptEmptyJsonBody(app: FastifyInstance): void {
  const parse = app.getDefaultJsonParser("error", "error");
  app.removeContentTypeParser("application/json");
  app.addContentTypeParser("application/json", { parseAs: "string" }, (request, body, done) =>
    body === "" ? done(null, undefined) : parse(request, String(body), done),
  );
}
