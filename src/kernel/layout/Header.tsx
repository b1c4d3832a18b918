import { CloseOutlined, MenuOutlined, SearchOutlined } from "@ant-design/icons";
import { Button, Drawer, Grid } from "antd";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { useSession } from "../../providers/auth/react";
import { browserTokenStore } from "../../providers/http";
import { CompanySelect } from "../company/CompanySelect";
import { useRegistry } from "../registry-context";
import { ProductSearch } from "../search/ProductSearch";
import { DataThrough } from "./DataFreshness";
import { MenuLinks } from "./MenuLinks";
import { UserMenu } from "./UserMenu";

/**
 * Sticky bar: logo, the plugins' top links, product search, company select and user menu. Below
 * the xl breakpoint the links move into a hamburger drawer; below md the search box becomes a
 * toggle that opens a full-width search row. A visitor without a session (a page not found, a
 * password reset) gets the logo and the user menu (language, sign in) only: the rest needs one.
 */
export function Header() {
  const { t } = useTranslation("common");
  const registry = useRegistry();
  const top = registry.menu("top");
  const more = registry.menu("footer");
  const screens = Grid.useBreakpoint();
  const wide = screens.xl ?? true;
  const phone = !(screens.md ?? true);
  const [drawerOpen, setDrawerOpen] = useState(false);
  const [searchOpen, setSearchOpen] = useState(false);
  const { status } = useSession();
  // While a stored session is being restored the header is the signed-in one (as the page's frame),
  // so that nothing moves once it has been; without a stored session there is none to restore.
  const anonymous = status === "anonymous" || (status === "restoring" && browserTokenStore().refreshToken() === null);
  const logo = (
    <Link to="/" className="fx-logo" aria-label={t("header.home")}>
      <img src="/fenix-logo.svg" alt="" width={28} height={28} />
      {!phone && <span>Fenix</span>}
    </Link>
  );
  if (anonymous)
    return (
      <header className="fx-header">
        <div className="fx-header-inner">
          {logo}
          <div className="fx-header-actions">
            <UserMenu compact={phone} />
          </div>
        </div>
      </header>
    );
  return (
    <header className="fx-header">
      <div className="fx-header-inner">
        {!wide && (
          <Button
            type="text"
            icon={<MenuOutlined />}
            aria-label={t("header.openMenu")}
            aria-expanded={drawerOpen}
            onClick={() => setDrawerOpen(true)}
          />
        )}
        {logo}
        {wide && (
          <nav className="fx-top-nav" aria-label={t("header.navigation")}>
            <MenuLinks items={top} />
          </nav>
        )}
        <div className="fx-header-actions">
          <DataThrough className="fx-header-data-through" />
          {phone ? (
            <Button
              type="text"
              icon={searchOpen ? <CloseOutlined /> : <SearchOutlined />}
              aria-label={searchOpen ? t("search.close") : t("search.open")}
              aria-expanded={searchOpen}
              onClick={() => setSearchOpen((open) => !open)}
            />
          ) : (
            <ProductSearch />
          )}
          <CompanySelect />
          <UserMenu compact={phone} />
        </div>
      </div>
      {phone && searchOpen && (
        <div className="fx-mobile-search">
          <ProductSearch mobile autoFocus onDone={() => setSearchOpen(false)} />
        </div>
      )}
      <Drawer title="Fenix" placement="left" open={drawerOpen} onClose={() => setDrawerOpen(false)} width={280}>
        <nav className="fx-drawer-nav" aria-label={t("header.navigation")} onClick={() => setDrawerOpen(false)}>
          <MenuLinks items={top} />
          {more.length > 0 && <hr />}
          <MenuLinks items={more} />
        </nav>
      </Drawer>
    </header>
  );
}
