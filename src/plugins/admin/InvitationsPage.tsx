import { Button, Input, Select, Space, Table, Tag } from "antd";
import type { AdminInvitation } from "../../../contracts";
import { DataCard, useFormat, useTranslation } from "../../kernel";
import { AdminLayout } from "./AdminLayout";
import { useAdminChange, useAdminTable, useConfirm } from "./admin-api";

/** /admin/invitations: every company's invitations; a pending one can be cancelled. */
export default function InvitationsPage() {
  const { t } = useTranslation("admin");
  const { t: common } = useTranslation("common");
  const format = useFormat();
  const confirm = useConfirm();
  const change = useAdminChange();
  const invitations = useAdminTable<AdminInvitation>("admin/invitations", {
    initial: [{ field: "status", operator: "eq", value: "pending" }],
  });
  const cancel = (invitation: AdminInvitation) =>
    confirm({
      title: t("invitations.cancelTitle", { email: invitation.email, company: invitation.company.name }),
      danger: true,
      ok: t("invitations.cancel"),
      onOk: () => change.run({ url: `admin/invitations/${invitation.id}`, method: "delete", done: "invitations.cancelled" }),
    });
  return (
    <AdminLayout title={t("nav.invitations")}>
      <DataCard
        title={t("invitations.title")}
        extra={
          <Space wrap>
            <Input.Search
              aria-label={t("invitations.search")}
              placeholder={t("invitations.search")}
              allowClear
              onSearch={(value) => invitations.setFilter("search", value, "contains")}
              style={{ width: 220 }}
            />
            <Select
              aria-label={t("invitations.status")}
              allowClear
              placeholder={t("invitations.anyStatus")}
              value={invitations.filterValue("status")}
              onChange={(value?: string) => invitations.setFilter("status", value)}
              options={["pending", "accepted", "cancelled", "replaced"].map((value) => ({ value, label: t(`invitationStatus.${value}`) }))}
              style={{ width: 160 }}
            />
          </Space>
        }
        loading={invitations.query.isPending}
        error={invitations.query.error}
        onRetry={() => void invitations.query.refetch()}
        empty={invitations.empty}
        emptyText={t("invitations.empty")}
      >
        {invitations.query.data && (
          <Table<AdminInvitation>
            {...invitations.tableProps}
            size="small"
            rowKey="id"
            columns={[
              { title: t("invitations.email"), dataIndex: "email" },
              { title: t("claims.company"), key: "company", render: (_, i) => i.company.name },
              { title: t("invitations.role"), dataIndex: "role", render: (role: string) => common(`roles.${role}`) },
              {
                title: t("invitations.status"),
                key: "status",
                render: (_, i) => (
                  <Tag>{i.status === "pending" && i.expired ? t("invitations.expired") : t(`invitationStatus.${i.status}`)}</Tag>
                ),
              },
              { title: t("invitations.invitedBy"), dataIndex: "invitedBy", responsive: ["md"], render: (by: string | null) => by ?? "–" },
              { title: t("invitations.expires"), dataIndex: "expiresAt", render: (at: string) => format.dateTime(at) },
              {
                title: t("actions"),
                key: "actions",
                render: (_, i) =>
                  i.status === "pending" ? (
                    <Button size="small" danger onClick={() => cancel(i)}>
                      {t("invitations.cancel")}
                    </Button>
                  ) : null,
              },
            ]}
          />
        )}
      </DataCard>
    </AdminLayout>
  );
}
