import { Link, matchPath, NavLink, useLocation } from "react-router";
import { useTranslation } from "react-i18next";
import { useRoleCheck } from "../access/useAccess";
import type { RegisteredMenuItem } from "../registry";

function MenuLink({ item, end }: { item: RegisteredMenuItem; end: boolean }) {
  const { t } = useTranslation(item.pluginId);
  const { pathname } = useLocation();
  // The plugin's other pages (a product's page under "Products") mark the entry active too.
  if (item.activeOn?.some((pattern) => matchPath(pattern, pathname) !== null)) {
    return (
      <Link to={item.to} className="fx-menu-link active" aria-current="page">
        {t(item.label)}
      </Link>
    );
  }
  return (
    <NavLink to={item.to} end={end} className="fx-menu-link">
      {t(item.label)}
    </NavLink>
  );
}

/** The entries the reader may open: those naming a role only when the access-control provider agrees. */
export function MenuLinks({ items }: { items: readonly RegisteredMenuItem[] }) {
  const allowed = useRoleCheck();
  return (
    <>
      {items
        .filter((item) => !item.requiredRole || allowed(item.requiredRole))
        .map((item) => (
          // An entry whose path begins another's (/admin, /admin/claims) is active on its own path only.
          <MenuLink
            key={`${item.pluginId}:${item.key}`}
            item={item}
            end={item.to === "/" || items.some((other) => other !== item && other.to.startsWith(`${item.to}/`))}
          />
        ))}
    </>
  );
}
