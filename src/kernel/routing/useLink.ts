import { useCallback } from "react";
import { useRegistry } from "../registry-context";
import type { RouteRefName, RouteRefs } from "./route-refs";

export type LinkBuilder = <K extends RouteRefName>(
  ref: K,
  ...params: RouteRefs[K] extends Record<string, never> ? [] | [RouteRefs[K]] : [RouteRefs[K]]
) => string;

/** Typed links to other plugins' pages by route reference (`link("products.product", { id })`). */
export function useLink(): LinkBuilder {
  const registry = useRegistry();
  return useCallback<LinkBuilder>((ref, ...params) => registry.link(ref, params[0] as Parameters<typeof registry.link>[1]), [registry]);
}
