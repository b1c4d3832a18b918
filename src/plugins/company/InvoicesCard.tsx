import { DownloadOutlined } from "@ant-design/icons";
import { Button, Table, Tag, Typography } from "antd";
import { useState } from "react";
import { apiRead, type Invoice, type InvoiceLine } from "../../../contracts";
import { DataCard, toast, useErrorText, useFormat, useTextGet, useTranslation, useApiRead } from "../../kernel";
import { invoiceState, INVOICE_STATE_COLOURS } from "./status-colours";

/** The company's invoices (fresh for 10 minutes), each downloadable as an HTML document. */
export function InvoicesCard() {
  const { t } = useTranslation("company");
  const format = useFormat();
  const errorText = useErrorText();
  const getText = useTextGet();
  const { query } = useApiRead(apiRead("subscription/invoices"));
  const invoices = query.data?.data.invoices ?? [];
  const [downloading, setDownloading] = useState<string>();
  const plan = (tier: string) => t(`tiers.${tier}`, { defaultValue: tier });
  const lineText = (line: InvoiceLine) =>
    line.itemKind === "plan"
      ? t("billing.planLine", { plan: plan(line.itemId) })
      : line.itemKind === "proration"
        ? t("billing.prorationLine", { plan: plan(line.itemId), amount: format.sek(line.amount) })
        : line.itemKind === "module"
          ? t(`moduleTypes.${line.itemId}`, { defaultValue: line.itemId })
          : t("billing.creditsUnit", { count: Number(line.itemId.replace(/\D/g, "")) });

  const download = async (invoice: Invoice) => {
    setDownloading(invoice.id);
    try {
      const html = await getText({ url: `subscription/invoices/${invoice.id}/document` });
      const url = URL.createObjectURL(new Blob([html], { type: "text/html;charset=utf-8" }));
      const link = document.createElement("a");
      link.href = url;
      link.download = `fenix-invoice-${invoice.number}.html`;
      link.click();
      URL.revokeObjectURL(url);
    } catch (error) {
      toast({ title: t("billing.downloadFailed"), description: errorText(error), variant: "destructive" });
    } finally {
      setDownloading(undefined);
    }
  };

  return (
    <DataCard
      title={t("billing.invoices")}
      loading={query.isPending}
      error={query.error}
      onRetry={() => void query.refetch()}
      empty={invoices.length === 0}
      emptyText={t("billing.noInvoices")}
    >
      <Table<Invoice>
        rowKey="id"
        size="small"
        dataSource={invoices}
        pagination={{ pageSize: 10, hideOnSinglePage: true }}
        scroll={{ x: true }}
        data-testid="invoices"
        columns={[
          { title: t("billing.invoiceNumber"), dataIndex: "number" },
          { title: t("billing.date"), dataIndex: "issuedAt", render: (value: string) => format.date(value) },
          {
            title: t("billing.description"),
            key: "lines",
            render: (_, row) => row.lines.map(lineText).join(", "),
          },
          { title: t("billing.total"), dataIndex: "total", align: "right", render: (value: number) => format.sek(value) },
          { title: t("billing.dueAt"), dataIndex: "dueAt", render: (value: string) => format.date(value) },
          {
            title: t("billing.state"),
            key: "state",
            render: (_, row) => {
              const state = invoiceState(row);
              return (
                <span data-testid={`invoice-state-${row.number}`}>
                  <Tag color={INVOICE_STATE_COLOURS[state]}>{t(`billing.invoiceStatus.${state}`)}</Tag>
                  {row.paidAt && state === "paid" && <Typography.Text type="secondary">{format.date(row.paidAt)}</Typography.Text>}
                  {row.issuedBy === "operator" && <Tag>{t("billing.issuedByOperator")}</Tag>}
                </span>
              );
            },
          },
          {
            title: <span className="fx-visually-hidden">{t("billing.download")}</span>,
            key: "download",
            render: (_, row) => (
              <Button
                size="small"
                icon={<DownloadOutlined />}
                loading={downloading === row.id}
                onClick={() => void download(row)}
                aria-label={t("billing.downloadInvoice", { number: row.number })}
              >
                {t("billing.download")}
              </Button>
            ),
          },
        ]}
      />
    </DataCard>
  );
}
