import type { ReactNode } from "react";
import { chooseLanguage, currentLanguage, isLanguage, LANGUAGES, useTranslation } from "../../kernel";

/**
 * The centred card the sign-in pages share. Standalone (the sign-in page has no header) it
 * brings the logo and a language choice itself. Plain markup in antd's card look (the kernel's
 * `fx-card`) and the browser's own select: antd's Card brings Tabs and its Select a virtual
 * list, some 60 KB the sign-in page would download and run before showing anything.
 */
export function AuthCard({ title, children, standalone = false }: { title: string; children: ReactNode; standalone?: boolean }) {
  const { t, i18n } = useTranslation("auth");
  const Wrapper = standalone ? "main" : "div";
  return (
    <div
      style={{
        minHeight: standalone ? "100vh" : undefined,
        display: "flex",
        alignItems: "center",
        justifyContent: "center",
        padding: standalone ? 16 : "48px 16px",
        background: "#f7f7f5",
      }}
    >
      <Wrapper style={{ width: "100%", maxWidth: 420 }}>
        {standalone && (
          <div style={{ display: "flex", justifyContent: "space-between", alignItems: "center", marginBottom: 16 }}>
            <span style={{ display: "flex", alignItems: "center", gap: 8, fontWeight: 700, fontSize: 20 }}>
              <img src="/fenix-logo.svg" alt="" width={32} height={32} /> Fenix
            </span>
            <select
              aria-label={t("language")}
              className="fx-language-select"
              value={currentLanguage(i18n)}
              onChange={(event) => {
                const language = event.target.value;
                if (isLanguage(language)) void chooseLanguage(i18n, language);
              }}
            >
              {LANGUAGES.map((lng) => (
                <option key={lng} value={lng}>
                  {lng === "sv" ? "Svenska (SE)" : "English (EN)"}
                </option>
              ))}
            </select>
          </div>
        )}
        <div className="fx-card">
          <div className="fx-card-body">
            <h1 className="fx-auth-title">{title}</h1>
            {children}
          </div>
        </div>
      </Wrapper>
    </div>
  );
}
