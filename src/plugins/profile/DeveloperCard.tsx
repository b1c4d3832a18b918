import { Card, Switch, Typography } from "antd";
import { setDebugPanelWanted, useAccess, useDebugPanelWanted, useTranslation } from "../../kernel";

/** The developer debug panel on this browser: operators always have it, anyone else may turn it on. */
export function DeveloperCard() {
  const { t } = useTranslation("profile");
  const wanted = useDebugPanelWanted();
  const operator = useAccess("super_admin").allowed;
  return (
    <Card title={<h2 style={{ margin: 0, fontSize: 18 }}>{t("developer.title")}</h2>}>
      <label style={{ display: "flex", gap: 12, alignItems: "center" }}>
        <Switch checked={operator || wanted} disabled={operator} onChange={setDebugPanelWanted} />
        <span>{t("developer.debugPanel")}</span>
      </label>
      <Typography.Paragraph type="secondary" style={{ margin: "8px 0 0" }}>
        {operator ? t("developer.operatorAlways") : t("developer.explained")}
      </Typography.Paragraph>
    </Card>
  );
}
