import { Button } from "antd";
import type { ReactNode } from "react";
import { useHref, useLinkClickHandler } from "react-router";

/**
 * A link that looks like a button: one `<a>` (a `<Link>` around a `<Button>` would put a button
 * inside a link, two tab stops for one action), opened in the app without a reload unless the
 * user asks for a new tab or window.
 */
export function ButtonLink({ to, children, type = "primary" }: { to: string; children: ReactNode; type?: "primary" | "default" }) {
  const href = useHref(to);
  const onClick = useLinkClickHandler<HTMLElement>(to);
  return (
    <Button type={type} href={href} onClick={onClick}>
      {children}
    </Button>
  );
}
