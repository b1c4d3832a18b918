import { Card, Select, Typography } from "antd";
import type { ReactNode } from "react";
import { chooseLanguage, currentLanguage, LANGUAGES, useTranslation } from "../../kernel";

/** The centred card the sign-in pages share, with a language choice (there is no header). */
export function AuthCard({ title, children }: { title: string; children: ReactNode }) {
  const { t, i18n } = useTranslation("auth");
  return (
    <div style={{ minHeight: "100vh", display: "flex", alignItems: "center", justifyContent: "center", padding: 16, background: "#f7f7f5" }}>
      <main style={{ width: "100%", maxWidth: 420 }}>
        <div style={{ display: "flex", justifyContent: "space-between", alignItems: "center", marginBottom: 16 }}>
          <span style={{ display: "flex", alignItems: "center", gap: 8, fontWeight: 700, fontSize: 20 }}>
            <img src="/fenix-logo.svg" alt="" width={32} height={32} /> Fenix
          </span>
          <Select
            aria-label={t("language")}
            size="small"
            variant="borderless"
            value={currentLanguage(i18n)}
            onChange={(language) => void chooseLanguage(i18n, language)}
            options={LANGUAGES.map((lng) => ({ value: lng, label: lng === "sv" ? "Svenska (SE)" : "English (EN)" }))}
          />
        </div>
        <Card>
          <Typography.Title level={1} style={{ fontSize: 24, marginTop: 0 }}>
            {title}
          </Typography.Title>
          {children}
        </Card>
      </main>
    </div>
  );
}
