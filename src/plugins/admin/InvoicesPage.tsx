import { Button, Select, Space, Table, Tag, Typography } from "antd";
import { useSearchParams } from "react-router";
import type { AdminInvoice, InvoiceLine } from "../../../contracts";
import { DataCard, useFormat, useTranslation } from "../../kernel";
import { AdminLayout } from "./AdminLayout";
import { useAdminChange, useAdminTable, useConfirm } from "./admin-api";

type State = "paid" | "open" | "overdue" | "credit" | "void";
const STATE_COLOURS: Record<State, string | undefined> = {
  paid: "#237804",
  open: "#0958d9",
  overdue: "#a8071a",
  credit: "#531dab",
  void: undefined,
};
function stateOf(invoice: AdminInvoice): State {
  if (invoice.status === "void") return "void";
  if (invoice.total < 0) return "credit";
  if (invoice.status === "paid") return "paid";
  return invoice.overdue ? "overdue" : "open";
}

/** /admin/invoices: every company's invoices (or one company's, ?companyId=); an open one is marked paid when the money arrives. */
export default function InvoicesPage() {
  const { t } = useTranslation("admin");
  const format = useFormat();
  const confirm = useConfirm();
  const change = useAdminChange();
  const [params, setParams] = useSearchParams();
  const companyId = params.get("companyId") ?? undefined;
  const invoices = useAdminTable<AdminInvoice>("admin/invoices", {
    initial: [{ field: "state", operator: "eq", value: "unpaid" }],
    permanent: [{ field: "companyId", operator: "eq", value: companyId }],
  });
  const state = invoices.filterValue("state");
  const company = companyId ? invoices.query.data?.data[0]?.companyName : undefined;

  const lineText = (line: InvoiceLine) => {
    const name =
      line.itemKind === "module"
        ? t(`modules.${line.itemId}`, { defaultValue: line.itemId })
        : t(`plans.${line.itemId}`, { defaultValue: line.itemId });
    return line.itemKind === "credits"
      ? t("invoices.creditsLine", { count: Number(line.itemId.replace(/\D/g, "")) })
      : t(`invoices.line.${line.itemKind}`, { name, defaultValue: line.description });
  };

  const markPaid = (invoice: AdminInvoice) =>
    confirm({
      title: t("invoices.markPaidTitle", { number: invoice.number }),
      content: t("invoices.markPaidText", {
        company: invoice.companyName,
        total: format.sek(invoice.total),
        due: format.date(invoice.dueAt),
      }),
      ok: t("invoices.markPaid"),
      onOk: () => change.run({ url: `admin/invoices/${invoice.id}/paid`, method: "post", done: "invoices.markedPaid" }),
    });

  return (
    <AdminLayout title={t("nav.invoices")}>
      <DataCard
        title={company ? t("invoices.titleFor", { company }) : t("invoices.title")}
        extra={
          <Space wrap>
            {companyId && (
              <Button
                onClick={() => {
                  setParams({});
                  invoices.setCurrentPage(1);
                }}
              >
                {t("invoices.allCompanies")}
              </Button>
            )}
            <Select
              aria-label={t("invoices.state")}
              allowClear
              placeholder={t("invoices.anyState")}
              value={state}
              onChange={(value?: string) => invoices.setFilter("state", value)}
              options={["unpaid", "overdue", "paid"].map((value) => ({ value, label: t(`invoices.filter.${value}`) }))}
              style={{ width: 180 }}
            />
          </Space>
        }
        loading={invoices.query.isPending}
        error={invoices.query.error}
        onRetry={() => void invoices.query.refetch()}
        empty={invoices.empty}
        emptyText={t(state ? `invoices.empty.${state}` : "invoices.empty.all")}
      >
        {invoices.query.data && (
          <Table<AdminInvoice>
            {...invoices.tableProps}
            size="small"
            rowKey="id"
            data-testid="admin-invoices"
            columns={[
              { title: t("invoices.number"), dataIndex: "number" },
              { title: t("invoices.company"), dataIndex: "companyName" },
              { title: t("invoices.issued"), dataIndex: "issuedAt", render: (at: string) => format.date(at) },
              {
                title: t("invoices.items"),
                key: "lines",
                responsive: ["md"],
                render: (_, invoice) => (
                  <>
                    {invoice.lines.map(lineText).join(", ")}
                    {invoice.issuedBy === "operator" && <Tag style={{ marginInlineStart: 8 }}>{t("invoices.byOperator")}</Tag>}
                  </>
                ),
              },
              {
                title: t("invoices.total"),
                dataIndex: "total",
                align: "right",
                render: (total: number) => <span style={{ whiteSpace: "nowrap" }}>{format.sek(total)}</span>,
              },
              { title: t("invoices.due"), dataIndex: "dueAt", render: (at: string) => format.date(at) },
              {
                title: t("invoices.state"),
                key: "state",
                render: (_, invoice) => {
                  const shown = stateOf(invoice);
                  return (
                    <Space size={4} wrap data-testid={`admin-invoice-state-${invoice.number}`}>
                      <Tag color={STATE_COLOURS[shown]}>{t(`invoices.status.${shown}`)}</Tag>
                      {shown === "paid" && invoice.paidAt && (
                        <Typography.Text type="secondary">{format.date(invoice.paidAt)}</Typography.Text>
                      )}
                    </Space>
                  );
                },
              },
              {
                title: t("actions"),
                key: "actions",
                render: (_, invoice) =>
                  invoice.status === "open" ? (
                    <Button size="small" onClick={() => markPaid(invoice)}>
                      {t("invoices.markPaid")}
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
