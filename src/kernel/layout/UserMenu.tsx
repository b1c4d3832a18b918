import { CheckOutlined, MenuOutlined } from "@ant-design/icons";
import { Button, Dropdown, type MenuProps } from "antd";
import { useTranslation } from "react-i18next";
import { useNavigate } from "react-router";
import { chooseLanguage, currentLanguage, LANGUAGES } from "../../providers/i18n";
import { useRegistry } from "../registry-context";
import type { RegisteredMenuItem } from "../registry";

/** Sub-menus open after 100 ms of hover and forgive the pointer leaving for 300 ms. */
const SUBMENU_OPEN_DELAY_S = 0.1;
const SUBMENU_CLOSE_DELAY_S = 0.3;

function usePluginLabels(items: readonly RegisteredMenuItem[]) {
  const { i18n } = useTranslation();
  return items.map((item) => ({ item, label: i18n.t(item.label, { ns: item.pluginId }) }));
}

export function UserMenu() {
  const { t, i18n } = useTranslation("common");
  const navigate = useNavigate();
  const entries = usePluginLabels(useRegistry().menu("user"));
  const language = currentLanguage(i18n);

  const items: MenuProps["items"] = [
    ...entries.map(({ item, label }) => ({ key: `link:${item.to}`, label })),
    { type: "divider" },
    {
      key: "language",
      label: t("language.label"),
      children: LANGUAGES.map((lng) => ({
        key: `language:${lng}`,
        label: t(`language.${lng}`),
        icon: lng === language ? <CheckOutlined /> : <span style={{ width: 14, display: "inline-block" }} />,
      })),
    },
  ];

  const onClick: MenuProps["onClick"] = ({ key }) => {
    const [kind, value] = key.split(/:(.*)/s);
    if (kind === "link" && value) navigate(value);
    if (kind === "language" && (value === "sv" || value === "en")) void chooseLanguage(i18n, value);
  };

  return (
    <Dropdown
      trigger={["click"]}
      placement="bottomRight"
      menu={{
        items,
        onClick,
        subMenuOpenDelay: SUBMENU_OPEN_DELAY_S,
        subMenuCloseDelay: SUBMENU_CLOSE_DELAY_S,
      }}
    >
      <Button type="text" icon={<MenuOutlined />} aria-label={t("userMenu.open")} data-testid="user-menu">
        <span className="fx-user-menu-language">{language.toUpperCase()}</span>
      </Button>
    </Dropdown>
  );
}
