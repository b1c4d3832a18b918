import type { FastifyInstance } from "fastify";
import { errorBody } from "./errors";

/** C0 controls and DEL, except tab, line feed and carriage return (which free text may hold). */
// eslint-disable-next-line no-control-regex -- finding control characters is the point
const CONTROL_CHARACTER = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F]/;

/** Parsed text, not a stream: an upload's body is its bytes, and its socket links back to the whole server. */
export function isWalkable(value: unknown): value is Record<string, unknown> {
  return value !== null && typeof value === "object" && typeof (value as { pipe?: unknown }).pipe !== "function" && !Buffer.isBuffer(value);
}

/** The first string in `value` (any depth) holding a control character, as a path like body.name. */
export function controlCharacterAt(value: unknown, root: string): string | null {
  const stack: [unknown, string][] = [[value, root]];
  while (stack.length > 0) {
    const [item, path] = stack.pop()!;
    if (typeof item === "string") {
      if (CONTROL_CHARACTER.test(item)) return path;
    } else if (Array.isArray(item)) {
      item.forEach((entry, index) => stack.push([entry, `${path}[${index}]`]));
    } else if (isWalkable(item)) {
      for (const [key, entry] of Object.entries(item)) {
        if (CONTROL_CHARACTER.test(key)) return path;
        stack.push([entry, `${path}.${key}`]);
      }
    }
  }
  return null;
}

/** "body.members[0].email" → "members.0.email"; a whole part (a key of "body" itself) names no field. */
function fieldOf(at: string): string | undefined {
  const field = at
    .replace(/\[(\d+)\]/g, ".$1")
    .split(".")
    .slice(1)
    .join(".");
  return field || undefined;
}

/**
 * Every text parameter (query, path, JSON body) is refused with a 400 when it holds a control
 * character such as NUL: PostgreSQL cannot store NUL in text, and no field of the API needs one.
 */
export function rejectControlCharacters(app: FastifyInstance): void {
  app.addHook("preValidation", async (request, reply) => {
    const at =
      controlCharacterAt(request.params, "params") ??
      controlCharacterAt(request.query, "querystring") ??
      controlCharacterAt(request.body, "body");
    if (at)
      return reply
        .code(400)
        .send(errorBody(400, `${at} must not contain control characters`, { code: "CONTROL_CHARACTERS", field: fieldOf(at) }));
  });
}
