import { createHash } from "node:crypto";

/** Sorted keys, arrays kept in their order, undefined dropped: equal queries give equal text. */
export function canonical(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(canonical).join(",")}]`;
  if (value && typeof value === "object") {
    const entries = Object.entries(value as Record<string, unknown>)
      .filter(([, v]) => v !== undefined)
      .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
    return `{${entries.map(([k, v]) => `${JSON.stringify(k)}:${canonical(v)}`).join(",")}}`;
  }
  return JSON.stringify(value) ?? "null";
}

export interface KeyParts {
  /** The route's pattern, e.g. /api/v1/companies/:id/sales. */
  route: string;
  params: unknown;
  /** The query after validation, defaults applied. */
  query: unknown;
  /** Who is asking, as far as it changes the answer (see scope.ts). */
  scope: string;
  /** The state of the data (see fingerprint.ts). */
  version: string;
}

/** `<prefix>:e:<route>:<sha256 of everything that changes the answer>`. */
export function cacheKey(prefix: string, parts: KeyParts): string {
  const hash = createHash("sha256")
    .update(canonical({ params: parts.params, query: parts.query, scope: parts.scope, version: parts.version, route: parts.route }))
    .digest("base64url");
  return `${prefix}:e:${encodeURIComponent(parts.route)}:${hash}`;
}
