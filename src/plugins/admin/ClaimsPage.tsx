import { Button, Input, Select, Space, Table, Tag } from "antd";
import { useRef } from "react";
import type { SupplierClaim } from "../../../contracts";
import { DataCard, useFormat, useTranslation } from "../../kernel";
import { AdminLayout } from "./AdminLayout";
import { useAdminChange, useAdminTable, useConfirm } from "./admin-api";

const COLOURS = { pending: "#874d00", approved: "#237804", refused: "#a8071a" } as const;

/** /admin/claims: the supplier names companies claim on /setup — approve (the name becomes theirs) or refuse, with a reason. */
export default function ClaimsPage() {
  const { t } = useTranslation("admin");
  const format = useFormat();
  const confirm = useConfirm();
  const change = useAdminChange();
  const reason = useRef("");
  const claims = useAdminTable<SupplierClaim>("admin/supplier-claims", {
    initial: [{ field: "status", operator: "eq", value: "pending" }],
  });

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
            value={claims.filterValue("status")}
            onChange={(value?: string) => claims.setFilter("status", value)}
            options={["pending", "approved", "refused"].map((value) => ({ value, label: t(`claimStatus.${value}`) }))}
            style={{ width: 180 }}
          />
        }
        loading={claims.query.isPending}
        error={claims.query.error}
        onRetry={() => void claims.query.refetch()}
        empty={claims.empty}
        emptyText={t("claims.empty")}
      >
        {claims.query.data && (
          <Table<SupplierClaim>
            {...claims.tableProps}
            size="small"
            rowKey="id"
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
