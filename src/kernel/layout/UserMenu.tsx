import { useApiRead } from "../data/useApiRead";
import { CheckOutlined, LogoutOutlined, UserOutlined } from "@ant-design/icons";
import { Button, type MenuProps } from "antd";
import { useTranslation } from "react-i18next";
import { useNavigate } from "react-router";
import { useCustomMutation, useLogout } from "@refinedev/core";
import { useSession } from "../../providers/auth/react";
import { displayName } from "../../providers/auth/user";
import { chooseLanguage, currentLanguage, LANGUAGES } from "../../providers/i18n";
import { useRoleCheck } from "../access/useAccess";
import { useRegistry } from "../registry-context";
import { apiRead } from "../../../contracts";
import { MenuDropdown } from "../ui/MenuDropdown";
import { DataThrough } from "./DataFreshness";

/** Sub-menus open after 100 ms of hover and forgive the pointer leaving for 300 ms. */
const SUBMENU_OPEN_DELAY_S = 0.1;
const SUBMENU_CLOSE_DELAY_S = 0.3;

/** The organization's name for members of one (fresh for 5 minutes: FRESH_FOR_MS). */
function useOrganizationName(): string | null {
  const { user } = useSession();
  const { query } = useApiRead(apiRead("organizations/me"), { queryOptions: { enabled: !!user?.companyId } });
  return user?.companyId ? (query.data?.data.name ?? null) : null;
}

export function UserMenu({ compact = false }: { compact?: boolean }) {
  const { t, i18n } = useTranslation("common");
  const navigate = useNavigate();
  const user = useSession().user;
  const { mutate: logout } = useLogout();
  const { mutation: preferences } = useCustomMutation();
  const allowed = useRoleCheck();
  const entries = useRegistry()
    .menu("user")
    .filter((item) => !item.requiredRole || allowed(item.requiredRole))
    .filter(() => user !== null);
  const language = currentLanguage(i18n);
  const organization = useOrganizationName();

  const identity: MenuProps["items"] = user
    ? [
        {
          key: "identity",
          disabled: true,
          label: (
            <div className="fx-user-identity">
              <strong>{displayName(user)}</strong>
              {organization && <span data-testid="user-organization">{organization}</span>}
              <span>{t(`roles.${user.role}`)}</span>
              <DataThrough />
            </div>
          ),
        },
        { type: "divider" },
      ]
    : [];

  const items: MenuProps["items"] = [
    ...identity,
    ...entries.map((item) => ({ key: `link:${item.to}`, label: i18n.t(item.label, { ns: item.pluginId }) })),
    ...(entries.length ? [{ type: "divider" as const }] : []),
    {
      key: "language",
      label: t("language.label"),
      children: LANGUAGES.map((lng) => ({
        key: `language:${lng}`,
        label: t(`language.${lng}`),
        icon: lng === language ? <CheckOutlined /> : <span style={{ width: 14, display: "inline-block" }} />,
      })),
    },
    user
      ? { key: "signout", label: t("userMenu.signOut"), icon: <LogoutOutlined />, danger: true }
      : { key: "link:/login", label: t("userMenu.signIn") },
  ];

  const onClick: MenuProps["onClick"] = ({ key }) => {
    const [kind, value] = key.split(/:(.*)/s);
    if (kind === "link" && value) navigate(value);
    if (kind === "language" && (value === "sv" || value === "en")) {
      void chooseLanguage(i18n, value);
      // Kept with the user too, so that it follows them to the next browser they sign in on.
      if (user) preferences.mutate({ url: "users/me/preferences", method: "put", values: { language: value } });
    }
    if (kind === "signout") logout();
  };

  return (
    <MenuDropdown
      trigger={["click"]}
      placement="bottomRight"
      menu={{ items, onClick, subMenuOpenDelay: SUBMENU_OPEN_DELAY_S, subMenuCloseDelay: SUBMENU_CLOSE_DELAY_S }}
    >
      <Button type="text" icon={<UserOutlined />} aria-label={t("userMenu.open")} data-testid="user-menu">
        {!compact && <span className="fx-user-menu-name">{user ? displayName(user) : language.toUpperCase()}</span>}
      </Button>
    </MenuDropdown>
  );
}
