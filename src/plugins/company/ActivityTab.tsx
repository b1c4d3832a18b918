import { Select, Table, Typography } from "antd";
import { useState } from "react";
import { DataCard, dataQuery, useFormat, useTranslation } from "../../kernel";
import { useOrgRead, type AuditEntry, type OrgScope } from "./org-api";
import { apiRead } from "../../../contracts";

const PAGE_SIZE = 20;
const GROUPS = ["member", "invitation", "api_key", "organization", "subscription"] as const;

const ROLES = new Set(["company_user", "company_admin", "super_admin"]);

/** Names for the keys an entry's details hold: a role, a plan, a module. */
interface DetailNames {
  role(role: string): string;
  plan(tier: string): string;
  module(type: string): string;
}

/** What the entry's details say, in a few words (the address or name it concerns, a new role, a plan or module by name). */
function subject(entry: AuditEntry, names: DetailNames): string {
  const details = entry.details as Record<string, unknown>;
  const text = (value: unknown) => (typeof value === "string" && value.length > 0 ? value : null);
  const to = text(details.to);
  const parts = [
    text(details.email),
    text(details.name),
    to && ROLES.has(to) ? names.role(to) : to,
    text(details.type) && names.module(text(details.type)!),
    text(details.tier) && names.plan(text(details.tier)!),
    text(details.packageId),
  ];
  return parts.filter((part): part is string => part !== null && part !== "").join(" · ");
}

/** ?tab=activity: the organization's audit log, newest first, by page and kind of action. */
export function ActivityTab({ scope }: { scope: OrgScope }) {
  const { t } = useTranslation("company");
  const { t: common } = useTranslation("common");
  const names: DetailNames = {
    role: (value) => common(`roles.${value}`),
    plan: (tier) => t(`tiers.${tier}`, { defaultValue: tier }),
    module: (type) => t(`moduleTypes.${type}`, { defaultValue: type }),
  };
  const format = useFormat();
  const [page, setPage] = useState(1);
  const [group, setGroup] = useState<string | undefined>();
  const audit = dataQuery(
    useOrgRead(apiRead("organizations/me/audit"), scope, {
      limit: PAGE_SIZE,
      cursor: String((page - 1) * PAGE_SIZE),
      ...(group ? { action: group } : {}),
    }),
  );
  const actionText = (action: string) => t(`audit.actions.${action.replace(".", "_")}`, { defaultValue: action });
  return (
    <DataCard
      title={t("audit.title")}
      extra={
        <Select
          aria-label={t("audit.filter")}
          allowClear
          placeholder={t("audit.all")}
          style={{ minWidth: 180 }}
          value={group}
          onChange={(value?: string) => {
            setGroup(value);
            setPage(1);
          }}
          options={GROUPS.map((value) => ({ value, label: t(`audit.groups.${value}`) }))}
        />
      }
      loading={audit.isPending}
      error={audit.error}
      onRetry={() => void audit.refetch()}
      empty={audit.data?.items.length === 0}
      emptyText={t("audit.empty")}
    >
      {audit.data && (
        <Table<AuditEntry>
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
            { title: t("audit.when"), dataIndex: "at", render: (at: string) => format.dateTime(at) },
            {
              title: t("audit.who"),
              key: "actor",
              render: (_, entry) => entry.actor?.name || entry.actor?.email || t("audit.system"),
            },
            {
              title: t("audit.what"),
              key: "action",
              render: (_, entry) => (
                <div>
                  <div>{actionText(entry.action)}</div>
                  {subject(entry, names) && <Typography.Text type="secondary">{subject(entry, names)}</Typography.Text>}
                </div>
              ),
            },
            { title: t("audit.ip"), dataIndex: "ip", responsive: ["md"], render: (ip: string | null) => ip ?? "–" },
          ]}
        />
      )}
    </DataCard>
  );
}
