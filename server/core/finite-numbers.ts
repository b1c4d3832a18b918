import type { FastifyInstance } from "fastify";
import { isWalkable } from "./control-characters";
import { errorBody } from "./errors";
import { VALIDATION_FAILED } from "./validation-errors";

/** The first number in `value` (any depth) that is not finite, as a path like querystring/limit. */
function nonFiniteAt(value: unknown, root: string): string | null {
  const stack: [unknown, string][] = [[value, root]];
  while (stack.length > 0) {
    const [item, path] = stack.pop()!;
    if (typeof item === "number") {
      if (!Number.isFinite(item)) return path;
    } else if (Array.isArray(item)) {
      item.forEach((entry, index) => stack.push([entry, `${path}[${index}]`]));
    } else if (isWalkable(item)) {
      for (const [key, entry] of Object.entries(item)) stack.push([entry, `${path}/${key}`]);
    }
  }
  return null;
}

/** "querystring/limit" → "limit", "body/items[0]/units" → "items.0.units" (a whole part names no field). */
function fieldOf(at: string): string | undefined {
  const field = at
    .replace(/\[(\d+)\]/g, "/$1")
    .split("/")
    .slice(1)
    .join(".");
  return field || undefined;
}

/**
 * Ajv coerces "1e400" or a 400-digit number in a query or path to Infinity and then skips
 * `maximum` for it (non-finite numbers are not compared), so such a value would reach the
 * handlers. After validation, any number that is not finite is refused with a 400.
 */
export function rejectNonFiniteNumbers(app: FastifyInstance): void {
  app.addHook("preHandler", async (request, reply) => {
    const at = nonFiniteAt(request.params, "params") ?? nonFiniteAt(request.query, "querystring") ?? nonFiniteAt(request.body, "body");
    if (at)
      return reply
        .code(400)
        .send(errorBody(400, `${at} must be a finite number`, { code: VALIDATION_FAILED, field: fieldOf(at), rule: "finite" }));
  });
}
