import { Button, Input, Select, Space, Table, Tag } from "antd";
import { useState } from "react";
import type { AdminCompany } from "../../../contracts";
import { useNavigate } from "react-router";
import { DataCard, useFormat, useLink, useTranslation } from "../../kernel";
import { AdminLayout } from "./AdminLayout";
import { useAdminChange, useAdminTable, useConfirm } from "./admin-api";
import { CompanyForm } from "./CompanyForm";
import { DeleteCompany } from "./DeleteCompany";

/** /admin: every company — filter, create, edit, suspend or reactivate, delete. */
export default function CompaniesPage() {
  const { t } = useTranslation("admin");
  const format = useFormat();
  const confirm = useConfirm();
  const change = useAdminChange();
  const link = useLink();
  const navigate = useNavigate();
  const [editing, setEditing] = useState<AdminCompany | "new" | null>(null);
  const [deleting, setDeleting] = useState<AdminCompany | null>(null);
  const companies = useAdminTable<AdminCompany>("admin/companies");

  const toggle = (company: AdminCompany) => {
    const suspend = company.status === "active";
    confirm({
      title: t(suspend ? "companies.suspendTitle" : "companies.reactivateTitle", { name: company.name }),
      content: t(suspend ? "companies.suspendText" : "companies.reactivateText"),
      danger: suspend,
      ok: t(suspend ? "companies.suspend" : "companies.reactivate"),
      onOk: () =>
        change.run({
          url: `admin/companies/${company.id}`,
          method: "put",
          values: { status: suspend ? "suspended" : "active" },
          done: suspend ? "companies.suspended" : "companies.reactivated",
        }),
    });
  };

  return (
    <AdminLayout title={t("nav.companies")}>
      <DataCard
        title={t("companies.title")}
        extra={
          <Space wrap>
            <Input.Search
              aria-label={t("companies.search")}
              placeholder={t("companies.search")}
              allowClear
              onSearch={(value) => companies.setFilter("search", value, "contains")}
              style={{ width: 220 }}
            />
            <Select
              aria-label={t("companies.status")}
              allowClear
              placeholder={t("companies.anyStatus")}
              value={companies.filterValue("status")}
              onChange={(value?: string) => companies.setFilter("status", value)}
              options={["active", "suspended"].map((value) => ({ value, label: t(`status.${value}`) }))}
              style={{ width: 160 }}
            />
            <Button type="primary" onClick={() => setEditing("new")}>
              {t("companies.create")}
            </Button>
          </Space>
        }
        loading={companies.query.isPending}
        error={companies.query.error}
        onRetry={() => void companies.query.refetch()}
        empty={companies.empty}
        emptyText={t("companies.empty")}
      >
        {companies.query.data && (
          <Table<AdminCompany>
            {...companies.tableProps}
            size="small"
            rowKey="id"
            columns={[
              { title: t("companies.name"), dataIndex: "name" },
              {
                title: t("companies.status"),
                dataIndex: "status",
                render: (value: string) => <Tag color={value === "active" ? "#237804" : "#a8071a"}>{t(`status.${value}`)}</Tag>,
              },
              {
                title: t("companies.suppliers"),
                key: "suppliers",
                render: (_, company) =>
                  company.suppliers.length ? company.suppliers.join(", ") : <Tag color="#ad4e00">{t("companies.noSuppliers")}</Tag>,
              },
              { title: t("companies.products"), dataIndex: "products", align: "right", render: (n: number) => format.number(n) },
              { title: t("companies.members"), dataIndex: "members", align: "right" },
              { title: t("companies.plan"), dataIndex: "plan", render: (plan: string | null) => (plan ? t(`plans.${plan}`) : "–") },
              {
                title: t("companies.claims"),
                dataIndex: "pendingClaims",
                render: (n: number) => (n ? <Tag color="#874d00">{t("companies.pendingClaims", { count: n })}</Tag> : "–"),
              },
              { title: t("companies.created"), dataIndex: "createdAt", responsive: ["lg"], render: (at: string) => format.date(at) },
              {
                title: t("actions"),
                key: "actions",
                render: (_, company) => (
                  <Space size="small" wrap>
                    <Button size="small" onClick={() => setEditing(company)}>
                      {t("companies.edit")}
                    </Button>
                    <Button
                      size="small"
                      href={link("admin.invoices", { companyId: company.id })}
                      onClick={(event) => {
                        event.preventDefault();
                        void navigate(link("admin.invoices", { companyId: company.id }));
                      }}
                    >
                      {t("companies.invoices")}
                    </Button>
                    <Button size="small" danger={company.status === "active"} onClick={() => toggle(company)}>
                      {t(company.status === "active" ? "companies.suspend" : "companies.reactivate")}
                    </Button>
                    <Button size="small" danger onClick={() => setDeleting(company)}>
                      {t("companies.delete")}
                    </Button>
                  </Space>
                ),
              },
            ]}
          />
        )}
      </DataCard>
      {editing && <CompanyForm company={editing === "new" ? null : editing} onClose={() => setEditing(null)} />}
      {deleting && <DeleteCompany company={deleting} onClose={() => setDeleting(null)} />}
    </AdminLayout>
  );
}
