import type { ReactNode } from "react";
import { Link } from "react-router";
import type { RouteRefName, RouteRefs } from "./route-refs";
import { useLink } from "./useLink";

interface RouteLinkProps<K extends RouteRefName> {
  to: K;
  params: RouteRefs[K];
  children: ReactNode;
  className?: string;
}

/** A link to a named route of any plugin: `<RouteLink to="products.product" params={{ id }}>`. */
export function RouteLink<K extends RouteRefName>({ to, params, children, className }: RouteLinkProps<K>) {
  const link = useLink() as (ref: string, params?: object) => string;
  return (
    <Link to={link(to, params)} className={className}>
      {children}
    </Link>
  );
}
