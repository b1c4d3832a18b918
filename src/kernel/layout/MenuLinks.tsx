import { NavLink } from "react-router";
import { useTranslation } from "react-i18next";
import type { RegisteredMenuItem } from "../registry";

function MenuLink({ item }: { item: RegisteredMenuItem }) {
  const { t } = useTranslation(item.pluginId);
  return (
    <NavLink to={item.to} end={item.to === "/"} className="fx-menu-link">
      {t(item.label)}
    </NavLink>
  );
}

export function MenuLinks({ items }: { items: readonly RegisteredMenuItem[] }) {
  return (
    <>
      {items.map((item) => (
        <MenuLink key={`${item.pluginId}:${item.key}`} item={item} />
      ))}
    </>
  );
}
