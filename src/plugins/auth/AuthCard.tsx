import type { ReactNode } from "react";
import { chooseLanguage, currentLanguage, isLanguage, LANGUAGES, useTranslation } from "../../kernel";

/**
 * The centred card the public pages (sign-in, password reset, invitation) share, with the logo and
 * a language choice above it: these pages have no header. Plain markup in antd's card look (the kernel's
 * `fx-card`) and the browser's own select: antd's Card brings Tabs and its Select a virtual
 * list, some 60 KB the sign-in page would download and run before showing anything.
 */
export function AuthCard({ title, children }: { title: string; children: ReactNode }) {
  const { t, i18n } = useTranslation("auth");
  return (
    <div
      style={{
        minHeight: "100vh",
        display: "flex",
        alignItems: "center",
        justifyContent: "center",
        padding: 16,
        background: "#f7f7f5",
      }}
    >
      <main style={{ width: "100%", maxWidth: 420 }}>
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
        <div className="fx-card">
          <div className="fx-card-body">
            <h1 className="fx-auth-title">{title}</h1>
            {children}
          </div>
        </div>
      </main>
    </div>
  );
}
