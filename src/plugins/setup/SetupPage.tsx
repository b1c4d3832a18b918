import { Button, Card, Space, Typography } from "antd";
import { useNavigate } from "react-router";
import { RouteLink, useLink, useTranslation } from "../../kernel";
import { CompanyStep } from "./CompanyStep";
import { SegmentsStep } from "./SegmentsStep";
import { SuppliersStep } from "./SuppliersStep";

/** /setup: the first run of a new company — name and language, supplier names, segments to compare against, colleagues, a plan. */
export default function SetupPage() {
  const { t } = useTranslation("setup");
  const link = useLink();
  const navigate = useNavigate();
  return (
    <div style={{ maxWidth: 760, margin: "32px auto", padding: "0 16px", display: "flex", flexDirection: "column", gap: 16 }}>
      <div>
        <Typography.Title level={1} style={{ fontSize: 24, marginTop: 0 }}>
          {t("title")}
        </Typography.Title>
        <Typography.Paragraph type="secondary">{t("intro")}</Typography.Paragraph>
      </div>
      <CompanyStep />
      <SuppliersStep />
      <SegmentsStep />
      <Card title={t("invite.title")}>
        <Space direction="vertical">
          <span>{t("invite.text")}</span>
          <RouteLink to="company.page" params={{ tab: "invitations" }}>
            {t("invite.link")}
          </RouteLink>
        </Space>
      </Card>
      <Card title={t("plan.title")}>
        <Space direction="vertical">
          <span>{t("plan.text")}</span>
          <RouteLink to="company.page" params={{ tab: "subscription" }}>
            {t("plan.link")}
          </RouteLink>
        </Space>
      </Card>
      <Button type="primary" onClick={() => void navigate(link("dashboard.home", {}))} style={{ alignSelf: "flex-start" }}>
        {t("done")}
      </Button>
    </div>
  );
}
