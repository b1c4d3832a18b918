import type { QueryKey } from "@tanstack/react-query";

/**
 * refine's data hooks key their queries `["data", provider, resource, action, …params]`, and
 * `["data", provider, "custom", { url, … }]` for `useCustom`. The cache rules read them here.
 */
const isDataKey = (key: QueryKey) => key[0] === "data" && typeof key[2] === "string";

const paramsOf = (key: QueryKey): Record<string, unknown> => {
  const params = key.slice(3).find((part) => part !== null && typeof part === "object" && !Array.isArray(part));
  return (params as Record<string, unknown> | undefined) ?? {};
};

/** The resource of a refine data query (`companies`, `companies/{companyId}/products` …); "custom" for useCustom. */
export function queryResource(key: QueryKey): string | null {
  return isDataKey(key) ? (key[2] as string) : null;
}

/**
 * The API path a query reads, without its query string: the resource with its placeholders
 * filled (and `/{id}` for `useOne`), or the url of a `useCustom`.
 */
export function queryPath(key: QueryKey): string | null {
  if (!isDataKey(key)) return null;
  const params = paramsOf(key);
  if (key[2] === "custom") return typeof params.url === "string" ? `/${params.url.split("?")[0]!.replace(/^\/+/, "")}` : null;
  const resource = (key[2] as string).replace(/\{(\w+)\}/g, (_, name: string) => String(params[name] ?? `{${name}}`));
  const path = `/${resource.replace(/^\/+/, "")}`;
  return key[3] === "one" && key[4] !== undefined ? `${path}/${String(key[4])}` : path;
}

/** A query that names a company (`meta: { companyId }`) belongs to it. */
export function namesCompany(key: QueryKey): boolean {
  return isDataKey(key) && paramsOf(key).companyId !== undefined;
}
