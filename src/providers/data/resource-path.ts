import type { MetaQuery } from "@refinedev/core";

/**
 * A resource is a path of the API below /api/v1, with `{name}` placeholders filled from the
 * hook's `meta` (e.g. `companies/{companyId}/products` with `meta: { companyId }`). So a plugin
 * names its data the way the OpenAPI document does, and the provider needs no table of them.
 */
export function resourcePath(resource: string, meta: MetaQuery | undefined, id?: string | number): string {
  const filled = resource.replace(/\{(\w+)\}/g, (_, name: string) => {
    const value = meta?.[name] as unknown;
    if (value === undefined || value === null || value === "") throw new Error(`Resource "${resource}" needs meta.${name}`);
    return encodeURIComponent(String(value));
  });
  const path = `/${filled.replace(/^\/+/, "")}`;
  return id === undefined ? path : `${path}/${encodeURIComponent(String(id))}`;
}
