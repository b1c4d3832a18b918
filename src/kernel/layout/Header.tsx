import { Link } from "react-router";
import { useTranslation } from "react-i18next";
import { useRegistry } from "../registry-context";
import { UserMenu } from "./UserMenu";
import { MenuLinks } from "./MenuLinks";

export function Header() {
  const { t } = useTranslation("common");
  const top = useRegistry().menu("top");
  return (
    <header className="fx-header">
      <div className="fx-header-inner">
        <Link to="/" className="fx-logo" aria-label={t("header.home")}>
          <img src="/fenix-logo.svg" alt="" width={28} height={28} />
          <span>Fenix</span>
        </Link>
        <nav className="fx-top-nav" aria-label={t("header.navigation")}>
          <MenuLinks items={top} />
        </nav>
        <div className="fx-header-actions">
          <UserMenu />
        </div>
      </div>
    </header>
  );
}
