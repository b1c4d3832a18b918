import { Card, Select, Typography } from "antd";
import type { ReactNode } from "react";
import { chooseLanguage, currentLanguage, LANGUAGES, useTranslation } from "../../kernel";

/**
 * The centred card the sign-in pages share. Standalone (the sign-in page has no header) it
 * brings the logo and a language choice itself.
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
            <Select
              aria-label={t("language")}
              size="small"
              variant="borderless"
              value={currentLanguage(i18n)}
              onChange={(language) => void chooseLanguage(i18n, language)}
              options={LANGUAGES.map((lng) => ({ value: lng, label: lng === "sv" ? "Svenska (SE)" : "English (EN)" }))}
            />
          </div>
        )}
        <Card>
          <Typography.Title level={1} style={{ fontSize: 24, marginTop: 0 }}>
            {title}
          </Typography.Title>
          {children}
        </Card>
      </Wrapper>
    </div>
  );
}
