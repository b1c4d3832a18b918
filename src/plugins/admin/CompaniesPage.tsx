import { Button, Input, Select, Space, Table, Tag } from "antd";
import { useState } from "react";
import { apiRead, type AdminCompany } from "../../../contracts";
import { useNavigate } from "react-router";
import { DataCard, dataQuery, useFormat, useLink, useTranslation } from "../../kernel";
import { AdminLayout } from "./AdminLayout";
import { PAGE_SIZE, useAdminChange, useAdminRead, useConfirm } from "./admin-api";
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
  const [search, setSearch] = useState("");
  const [status, setStatus] = useState<string | undefined>();
  const [page, setPage] = useState(1);
  const [editing, setEditing] = useState<AdminCompany | "new" | null>(null);
  const [deleting, setDeleting] = useState<AdminCompany | null>(null);
  const companies = dataQuery(
    useAdminRead(apiRead("admin/companies"), {
      search: search.trim() || undefined,
      status,
      limit: PAGE_SIZE,
      cursor: String((page - 1) * PAGE_SIZE),
    }),
  );

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
              onSearch={(value) => {
                setSearch(value);
                setPage(1);
              }}
              style={{ width: 220 }}
            />
            <Select
              aria-label={t("companies.status")}
              allowClear
              placeholder={t("companies.anyStatus")}
              value={status}
              onChange={(value?: string) => {
                setStatus(value);
                setPage(1);
              }}
              options={["active", "suspended"].map((value) => ({ value, label: t(`status.${value}`) }))}
              style={{ width: 160 }}
            />
            <Button type="primary" onClick={() => setEditing("new")}>
              {t("companies.create")}
            </Button>
          </Space>
        }
        loading={companies.isPending}
        error={companies.error}
        onRetry={() => void companies.refetch()}
        empty={companies.data?.items.length === 0}
        emptyText={t("companies.empty")}
      >
        {companies.data && (
          <Table<AdminCompany>
            size="small"
            rowKey="id"
            scroll={{ x: true }}
            dataSource={companies.data.items}
            pagination={{
              current: page,
              pageSize: PAGE_SIZE,
              total: companies.data.pagination.total,
              showSizeChanger: false,
              onChange: setPage,
            }}
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
