import { Typography } from "antd";
import type { ReactNode } from "react";
import { MenuNav, useTranslation } from "../../kernel";

/** The operators' pages: a title and the navigation of the "admin" menu slot (every plugin's admin pages). */
export function AdminLayout({ title, children }: { title: string; children: ReactNode }) {
  const { t } = useTranslation("admin");
  return (
    <div style={{ display: "flex", flexDirection: "column", gap: 16 }}>
      <Typography.Title level={1} style={{ fontSize: 24, margin: 0 }}>
        {t("title")} · {title}
      </Typography.Title>
      <MenuNav slot="admin" label={t("navLabel")} />
      {children}
    </div>
  );
}
