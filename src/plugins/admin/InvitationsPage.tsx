import { Button, Input, Select, Space, Table, Tag } from "antd";
import { useState } from "react";
import { apiRead, type AdminInvitation } from "../../../contracts";
import { DataCard, dataQuery, useFormat, useTranslation } from "../../kernel";
import { AdminLayout } from "./AdminLayout";
import { PAGE_SIZE, useAdminChange, useAdminRead, useConfirm } from "./admin-api";

/** /admin/invitations: every company's invitations; a pending one can be cancelled. */
export default function InvitationsPage() {
  const { t } = useTranslation("admin");
  const { t: common } = useTranslation("common");
  const format = useFormat();
  const confirm = useConfirm();
  const change = useAdminChange();
  const [search, setSearch] = useState("");
  const [status, setStatus] = useState<string | undefined>("pending");
  const [page, setPage] = useState(1);
  const invitations = dataQuery(
    useAdminRead(apiRead("admin/invitations"), {
      search: search.trim() || undefined,
      status,
      limit: PAGE_SIZE,
      cursor: String((page - 1) * PAGE_SIZE),
    }),
  );
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
              onSearch={(value) => {
                setSearch(value);
                setPage(1);
              }}
              style={{ width: 220 }}
            />
            <Select
              aria-label={t("invitations.status")}
              allowClear
              placeholder={t("invitations.anyStatus")}
              value={status}
              onChange={(value?: string) => {
                setStatus(value);
                setPage(1);
              }}
              options={["pending", "accepted", "cancelled", "replaced"].map((value) => ({ value, label: t(`invitationStatus.${value}`) }))}
              style={{ width: 160 }}
            />
          </Space>
        }
        loading={invitations.isPending}
        error={invitations.error}
        onRetry={() => void invitations.refetch()}
        empty={invitations.data?.items.length === 0}
        emptyText={t("invitations.empty")}
      >
        {invitations.data && (
          <Table<AdminInvitation>
            size="small"
            rowKey="id"
            scroll={{ x: true }}
            dataSource={invitations.data.items}
            pagination={{
              current: page,
              pageSize: PAGE_SIZE,
              total: invitations.data.pagination.total,
              showSizeChanger: false,
              onChange: setPage,
            }}
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
