import { useTranslation } from "react-i18next";
import { useRegistry } from "../registry-context";
import { MenuLinks } from "./MenuLinks";

export function Footer() {
  const { t } = useTranslation("common");
  const links = useRegistry().menu("footer");
  return (
    <footer className="fx-footer">
      <span>{t("footer.copyright", { year: new Date().getFullYear() })}</span>
      <nav className="fx-footer-links" aria-label={t("footer.links")}>
        <MenuLinks items={links} />
      </nav>
    </footer>
  );
}
