import { Select, Space, Table, Typography } from "antd";
import { apiRead, type AdminAuditEntry } from "../../../contracts";
import { DataCard, dataQuery, useFormat, useTranslation } from "../../kernel";
import { AdminLayout } from "./AdminLayout";
import { useAdminRead, useAdminTable } from "./admin-api";

const GROUPS = ["company", "supplier_claim", "member", "invitation", "api_key", "organization", "subscription"] as const;

/** What the entry's details say, in a few words (a plan by its name, never its key). */
function subject(entry: AdminAuditEntry, planName: (tier: string) => string): string {
  const details = entry.details as Record<string, unknown>;
  const tier = typeof details.tier === "string" && details.tier.length > 0 ? planName(details.tier) : null;
  return [details.name, details.supplierName, details.email, details.reason, tier]
    .filter((part): part is string => typeof part === "string" && part.length > 0)
    .join(" · ");
}

/** /admin/activity: the audit log across companies, newest first, by company and kind of action. */
export default function ActivityPage() {
  const { t } = useTranslation("admin");
  const format = useFormat();
  const audit = useAdminTable<AdminAuditEntry>("admin/audit");
  const companyId = audit.filterValue("companyId");
  const companies = dataQuery(useAdminRead(apiRead("admin/companies"), { limit: 100 }));
  const planName = (tier: string) => t(`plans.${tier}`, { defaultValue: tier });
  const actionText = (action: string) => t(`actions_.${action.replace(".", "_")}`, { defaultValue: action });
  return (
    <AdminLayout title={t("nav.activity")}>
      <DataCard
        title={t("activity.title")}
        extra={
          <Space wrap>
            <Select
              aria-label={t("activity.company")}
              allowClear
              showSearch
              optionFilterProp="label"
              placeholder={t("activity.allCompanies")}
              value={companyId}
              onChange={(value?: string) => audit.setFilter("companyId", value)}
              style={{ minWidth: 200 }}
              options={(companies.data?.items ?? []).map((c) => ({ value: c.id, label: c.name }))}
            />
            <Select
              aria-label={t("activity.filter")}
              allowClear
              placeholder={t("activity.allActions")}
              value={audit.filterValue("action")}
              onChange={(value?: string) => audit.setFilter("action", value)}
              style={{ minWidth: 180 }}
              options={GROUPS.map((value) => ({ value, label: t(`groups.${value}`) }))}
            />
          </Space>
        }
        loading={audit.query.isPending}
        error={audit.query.error}
        onRetry={() => void audit.query.refetch()}
        empty={audit.empty}
        emptyText={t("activity.empty")}
      >
        {audit.query.data && (
          <Table<AdminAuditEntry>
            {...audit.tableProps}
            size="small"
            rowKey="id"
            columns={[
              { title: t("activity.when"), dataIndex: "at", render: (at: string) => format.dateTime(at) },
              { title: t("claims.company"), key: "company", render: (_, e) => e.company?.name ?? "–" },
              { title: t("activity.who"), key: "actor", render: (_, e) => e.actor?.name || e.actor?.email || t("activity.system") },
              {
                title: t("activity.what"),
                key: "action",
                render: (_, e) => {
                  const about = subject(e, planName);
                  return (
                    <div>
                      <div>{actionText(e.action)}</div>
                      {about && <Typography.Text type="secondary">{about}</Typography.Text>}
                    </div>
                  );
                },
              },
              { title: t("activity.ip"), dataIndex: "ip", responsive: ["md"], render: (ip: string | null) => ip ?? "–" },
            ]}
          />
        )}
      </DataCard>
    </AdminLayout>
  );
}
