import { Grid, Select, Tabs, Typography } from "antd";
import type { ReactNode } from "react";
import { useSearchParamsState, useTranslation } from "../../kernel";
import { ActivityTab } from "./ActivityTab";
import { InvitationsTab } from "./InvitationsTab";
import { MembersTab, NoOrganization } from "./MembersTab";
import { OrganizationDetails } from "./OrganizationDetails";
import { useOrgScope } from "./org-api";
import { SubscriptionTab } from "./SubscriptionTab";

const TABS = ["members", "invitations", "organisation", "activity", "subscription"] as const;
type Tab = (typeof TABS)[number];

/** /company: members (the default), invitations, the organization's name, its activity and, with ?tab=subscription, billing. */
export default function CompanyPage() {
  const { t } = useTranslation("company");
  const scope = useOrgScope();
  const [params, change] = useSearchParamsState();
  const requested = params.get("tab") === "details" ? "organisation" : params.get("tab");
  const tab: Tab = TABS.find((key) => key === requested) ?? "members";
  const open = (key: string) =>
    change((next) => {
      if (key === "members") next.delete("tab");
      else next.set("tab", key);
    });
  const managed = (node: ReactNode) => (scope.kind === "company" ? node : <NoOrganization />);
  // Five tabs do not fit a phone, and antd's overflow button is not allowed inside a tablist: a choice instead.
  const narrow = Grid.useBreakpoint().md === false;
  const items = [
    { key: "members", label: t("tabs.members"), children: managed(<MembersTab scope={scope} />) },
    { key: "invitations", label: t("tabs.invitations"), children: managed(<InvitationsTab scope={scope} />) },
    { key: "organisation", label: t("tabs.organisation"), children: managed(<OrganizationDetails scope={scope} />) },
    { key: "activity", label: t("tabs.activity"), children: managed(<ActivityTab scope={scope} />) },
    { key: "subscription", label: t("tabs.subscription"), children: <SubscriptionTab /> },
  ];
  return (
    <div style={{ display: "grid", gridTemplateColumns: "minmax(0, 1fr)", gap: 16, maxWidth: 1100 }}>
      <Typography.Title level={1} style={{ margin: 0 }}>
        {t("title")}
      </Typography.Title>
      {narrow ? (
        <>
          <Select
            aria-label={t("tabs.section")}
            value={tab}
            onChange={open}
            options={items.map(({ key, label }) => ({ value: key, label }))}
          />
          <div key={tab}>{items.find((item) => item.key === tab)?.children}</div>
        </>
      ) : (
        <Tabs activeKey={tab} onChange={open} destroyOnHidden items={items} />
      )}
    </div>
  );
}
