import { Typography } from "antd";
import type { ReactNode } from "react";
import { MenuLinks, useMenu, useTranslation } from "../../kernel";

/** The operators' pages: a title and the navigation of the "admin" menu slot (every plugin's admin pages). */
export function AdminLayout({ title, children }: { title: string; children: ReactNode }) {
  const { t } = useTranslation("admin");
  const entries = useMenu("admin");
  return (
    <div style={{ display: "flex", flexDirection: "column", gap: 16 }}>
      <Typography.Title level={1} style={{ fontSize: 24, margin: 0 }}>
        {t("title")} · {title}
      </Typography.Title>
      <nav className="fx-admin-nav" aria-label={t("navLabel")} style={{ display: "flex", flexWrap: "wrap", gap: 4 }}>
        <MenuLinks items={entries} />
      </nav>
      {children}
    </div>
  );
}
