import { Button, Input, Select, Space, Table, Tag } from "antd";
import { useRef, useState } from "react";
import { apiRead, type SupplierClaim } from "../../../contracts";
import { DataCard, dataQuery, useFormat, useTranslation } from "../../kernel";
import { AdminLayout } from "./AdminLayout";
import { PAGE_SIZE, useAdminChange, useAdminRead, useConfirm } from "./admin-api";

const COLOURS = { pending: "#874d00", approved: "#237804", refused: "#a8071a" } as const;

/** /admin/claims: the supplier names companies claim on /setup — approve (the name becomes theirs) or refuse, with a reason. */
export default function ClaimsPage() {
  const { t } = useTranslation("admin");
  const format = useFormat();
  const confirm = useConfirm();
  const change = useAdminChange();
  const [status, setStatus] = useState<string | undefined>("pending");
  const [page, setPage] = useState(1);
  const reason = useRef("");
  const claims = dataQuery(
    useAdminRead(apiRead("admin/supplier-claims"), { status, limit: PAGE_SIZE, cursor: String((page - 1) * PAGE_SIZE) }),
  );

  const decide = (claim: SupplierClaim, approve: boolean) => {
    reason.current = "";
    confirm({
      title: t(approve ? "claims.approveTitle" : "claims.refuseTitle", { name: claim.supplierName, company: claim.companyName }),
      content: (
        <Space direction="vertical" style={{ width: "100%" }}>
          <span>{t(approve ? "claims.approveText" : "claims.refuseText", { count: claim.products })}</span>
          <Input.TextArea
            aria-label={t("claims.reason")}
            placeholder={t("claims.reason")}
            maxLength={500}
            onChange={(event) => (reason.current = event.target.value)}
          />
        </Space>
      ),
      danger: !approve,
      ok: t(approve ? "claims.approve" : "claims.refuse"),
      onOk: () =>
        change.run({
          url: `admin/supplier-claims/${claim.id}/${approve ? "approve" : "refuse"}`,
          method: "post",
          values: reason.current.trim() ? { reason: reason.current.trim() } : {},
          done: approve ? "claims.approved" : "claims.refused",
        }),
    });
  };

  return (
    <AdminLayout title={t("nav.claims")}>
      <DataCard
        title={t("claims.title")}
        extra={
          <Select
            aria-label={t("claims.status")}
            allowClear
            placeholder={t("claims.anyStatus")}
            value={status}
            onChange={(value?: string) => {
              setStatus(value);
              setPage(1);
            }}
            options={["pending", "approved", "refused"].map((value) => ({ value, label: t(`claimStatus.${value}`) }))}
            style={{ width: 180 }}
          />
        }
        loading={claims.isPending}
        error={claims.error}
        onRetry={() => void claims.refetch()}
        empty={claims.data?.items.length === 0}
        emptyText={t("claims.empty")}
      >
        {claims.data && (
          <Table<SupplierClaim>
            size="small"
            rowKey="id"
            scroll={{ x: true }}
            dataSource={claims.data.items}
            pagination={{
              current: page,
              pageSize: PAGE_SIZE,
              total: claims.data.pagination.total,
              showSizeChanger: false,
              onChange: setPage,
            }}
            columns={[
              { title: t("claims.company"), dataIndex: "companyName" },
              { title: t("claims.supplier"), dataIndex: "supplierName" },
              { title: t("companies.products"), dataIndex: "products", align: "right", render: (n: number) => format.number(n) },
              {
                title: t("claims.status"),
                dataIndex: "status",
                render: (value: SupplierClaim["status"]) => <Tag color={COLOURS[value]}>{t(`claimStatus.${value}`)}</Tag>,
              },
              {
                title: t("claims.requested"),
                key: "requested",
                render: (_, c) => `${format.dateTime(c.requestedAt)} · ${c.requestedBy ?? "–"}`,
              },
              {
                title: t("claims.decided"),
                key: "decided",
                responsive: ["md"],
                render: (_, c) =>
                  c.decidedAt ? `${format.dateTime(c.decidedAt)} · ${c.decidedBy ?? "–"}${c.reason ? ` · ${c.reason}` : ""}` : "–",
              },
              {
                title: t("actions"),
                key: "actions",
                render: (_, claim) =>
                  claim.status === "pending" ? (
                    <Space size="small">
                      <Button size="small" type="primary" onClick={() => decide(claim, true)}>
                        {t("claims.approve")}
                      </Button>
                      <Button size="small" danger onClick={() => decide(claim, false)}>
                        {t("claims.refuse")}
                      </Button>
                    </Space>
                  ) : null,
              },
            ]}
          />
        )}
      </DataCard>
    </AdminLayout>
  );
}
