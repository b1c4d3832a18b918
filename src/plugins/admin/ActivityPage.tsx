import { Select, Space, Table, Typography } from "antd";
import { useState } from "react";
import { apiRead, type AdminAuditEntry } from "../../../contracts";
import { DataCard, dataQuery, useFormat, useTranslation } from "../../kernel";
import { AdminLayout } from "./AdminLayout";
import { PAGE_SIZE, useAdminRead } from "./admin-api";

const GROUPS = ["company", "supplier_claim", "member", "invitation", "api_key", "organization", "subscription"] as const;

/** What the entry's details say, in a few words. */
function subject(entry: AdminAuditEntry): string {
  const details = entry.details as Record<string, unknown>;
  return [details.name, details.supplierName, details.email, details.reason, details.tier]
    .filter((part): part is string => typeof part === "string" && part.length > 0)
    .join(" · ");
}

/** /admin/activity: the audit log across companies, newest first, by company and kind of action. */
export default function ActivityPage() {
  const { t } = useTranslation("admin");
  const format = useFormat();
  const [page, setPage] = useState(1);
  const [group, setGroup] = useState<string | undefined>();
  const [companyId, setCompanyId] = useState<string | undefined>();
  const companies = dataQuery(useAdminRead(apiRead("admin/companies"), { limit: 100 }));
  const audit = dataQuery(
    useAdminRead(apiRead("admin/audit"), {
      action: group,
      companyId,
      limit: PAGE_SIZE,
      cursor: String((page - 1) * PAGE_SIZE),
    }),
  );
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
              onChange={(value?: string) => {
                setCompanyId(value);
                setPage(1);
              }}
              style={{ minWidth: 200 }}
              options={(companies.data?.items ?? []).map((c) => ({ value: c.id, label: c.name }))}
            />
            <Select
              aria-label={t("activity.filter")}
              allowClear
              placeholder={t("activity.allActions")}
              value={group}
              onChange={(value?: string) => {
                setGroup(value);
                setPage(1);
              }}
              style={{ minWidth: 180 }}
              options={GROUPS.map((value) => ({ value, label: t(`groups.${value}`) }))}
            />
          </Space>
        }
        loading={audit.isPending}
        error={audit.error}
        onRetry={() => void audit.refetch()}
        empty={audit.data?.items.length === 0}
        emptyText={t("activity.empty")}
      >
        {audit.data && (
          <Table<AdminAuditEntry>
            size="small"
            rowKey="id"
            scroll={{ x: true }}
            dataSource={audit.data.items}
            pagination={{
              current: page,
              pageSize: PAGE_SIZE,
              total: audit.data.pagination.total,
              showSizeChanger: false,
              onChange: setPage,
            }}
            columns={[
              { title: t("activity.when"), dataIndex: "at", render: (at: string) => format.dateTime(at) },
              { title: t("claims.company"), key: "company", render: (_, e) => e.company?.name ?? "–" },
              { title: t("activity.who"), key: "actor", render: (_, e) => e.actor?.name || e.actor?.email || t("activity.system") },
              {
                title: t("activity.what"),
                key: "action",
                render: (_, e) => (
                  <div>
                    <div>{actionText(e.action)}</div>
                    {subject(e) && <Typography.Text type="secondary">{subject(e)}</Typography.Text>}
                  </div>
                ),
              },
              { title: t("activity.ip"), dataIndex: "ip", responsive: ["md"], render: (ip: string | null) => ip ?? "–" },
            ]}
          />
        )}
      </DataCard>
    </AdminLayout>
  );
}
