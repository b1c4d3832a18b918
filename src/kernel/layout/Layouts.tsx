import { App as AntdApp } from "antd";
import { Suspense, useEffect, useRef, type ReactNode } from "react";
import { useTranslation } from "react-i18next";
import { currentLanguage } from "../../providers/i18n";
import { prepareFormatsWhenIdle } from "../../providers/i18n/format";
import { PageLoading } from "../pages/PageLoading";
import { DebugPanel } from "../debug/DebugPanel";
import { Footer } from "./Footer";
import { Header } from "./Header";
import { MAIN_CONTENT_ID, SkipLink } from "./SkipLink";
import { StatusBanners } from "./StatusBanners";
import { watchKeyboardScrollers } from "./keyboard-scrollers";

// antd's App (the context of App.useApp()'s modal, message and notification, some 14 KB gzip) is
// here rather than around the whole app: pages without a layout (/login) never ask for it.

/** Header, banners and the page; the app layout adds the content column (at most 1600 px) and the footer. */
function Shell({ bare, children }: { bare: boolean; children: ReactNode }) {
  const { t, i18n } = useTranslation("common");
  const main = useRef<HTMLElement>(null);
  const language = currentLanguage(i18n);
  useEffect(() => prepareFormatsWhenIdle(language), [language]);
  useEffect(() => watchKeyboardScrollers(main.current!, t("header.scrollingTable")), [t]);
  return (
    <AntdApp>
      <div className="fx-shell">
        <SkipLink />
        <Header />
        <StatusBanners />
        <main ref={main} id={MAIN_CONTENT_ID} tabIndex={-1} className={bare ? "fx-bare" : "fx-content"}>
          <Suspense fallback={<PageLoading />}>{children}</Suspense>
        </main>
        {!bare && <Footer />}
        <DebugPanel />
      </div>
    </AntdApp>
  );
}

/** Header, a content column of at most 1600 px, footer. */
export const AppLayout = ({ children }: { children: ReactNode }) => <Shell bare={false}>{children}</Shell>;

/** Header only; the page owns the rest of the screen. */
export const BareLayout = ({ children }: { children: ReactNode }) => <Shell bare>{children}</Shell>;
