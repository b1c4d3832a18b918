import { Tabs, Typography } from "antd";
import { useSearchParams } from "react-router";
import { useTranslation } from "../../kernel";
import { OrganizationDetails } from "./OrganizationDetails";
import { SubscriptionTab } from "./SubscriptionTab";

const TABS = ["details", "subscription"] as const;
type Tab = (typeof TABS)[number];

/** /company: the organisation's details and, with ?tab=subscription, its billing. */
export default function CompanyPage() {
  const { t } = useTranslation("company");
  const [params, setParams] = useSearchParams();
  const requested = params.get("tab");
  const tab: Tab = TABS.find((key) => key === requested) ?? "details";
  const open = (key: string) =>
    setParams((current) => {
      const next = new URLSearchParams(current);
      if (key === "details") next.delete("tab");
      else next.set("tab", key);
      return next;
    });
  return (
    <div style={{ display: "grid", gridTemplateColumns: "minmax(0, 1fr)", gap: 16, maxWidth: 1100 }}>
      <Typography.Title level={1} style={{ margin: 0 }}>
        {t("title")}
      </Typography.Title>
      <Tabs
        activeKey={tab}
        onChange={open}
        destroyOnHidden
        items={[
          { key: "details", label: t("tabs.details"), children: <OrganizationDetails /> },
          { key: "subscription", label: t("tabs.subscription"), children: <SubscriptionTab /> },
        ]}
      />
    </div>
  );
}
