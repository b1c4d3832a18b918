import { Button, Space, Statistic, Table, Typography } from "antd";
import { DataCard, ExportMenu, useFormat, useTranslation, type ExportColumn } from "../../kernel";
import { useCatalogue, usePurchaseCredits, type CreditTransaction } from "./subscription-api";
import { useConfirmPurchase } from "./useConfirmPurchase";

interface CreditsCardProps {
  balance: number | null;
  transactions: CreditTransaction[];
  loading: boolean;
}

/** The credit balance, packages to buy and the latest transactions. */
export function CreditsCard({ balance, transactions, loading }: CreditsCardProps) {
  const { t } = useTranslation("company");
  const format = useFormat();
  const { packages } = useCatalogue();
  const purchase = usePurchaseCredits();
  const confirm = useConfirmPurchase();
  const describe = (row: CreditTransaction) =>
    row.kind === "purchase"
      ? t("billing.purchaseOf", { credits: format.number(row.amount) })
      : row.kind === "grant"
        ? t("billing.monthlyGrant")
        : t(`operations.${row.service}.${row.operation}`, { defaultValue: row.description });
  const exported: ExportColumn<CreditTransaction>[] = [
    { header: t("billing.date"), value: (row) => format.exportDateTime(row.createdAt) },
    { header: t("billing.description"), value: describe },
    { header: t("billing.amount"), value: (row) => row.amount, kind: "number" },
    { header: t("billing.balanceAfter"), value: (row) => row.balanceAfter, kind: "number" },
  ];
  return (
    <DataCard title={t("billing.credits")} loading={loading}>
      <Space size="large" wrap align="end" style={{ marginBottom: 16 }}>
        {balance === null ? (
          <Typography.Text type="warning">{t("billing.balanceUnknown")}</Typography.Text>
        ) : (
          <Statistic title={t("billing.balance")} value={format.number(balance)} data-testid="credit-balance" />
        )}
        {(packages.data ?? []).map((pack) => (
          <Button
            key={pack.id}
            loading={purchase.isPending && purchase.variables === pack.id}
            onClick={async () => {
              const confirmed = await confirm({
                title: t("billing.confirmCreditsTitle", { credits: format.number(pack.credits) }),
                price: pack.price,
                period: null,
                okText: t("billing.buy"),
              });
              if (confirmed) purchase.mutate(pack.id);
            }}
          >
            {t("billing.buyPackage", { credits: format.number(pack.credits), price: format.sek(pack.price) })}
          </Button>
        ))}
      </Space>
      <div style={{ display: "flex", justifyContent: "space-between", alignItems: "center", gap: 8, margin: "0 0 8px" }}>
        <h3 style={{ fontSize: 16, margin: 0 }}>{t("billing.transactions")}</h3>
        {transactions.length > 0 && (
          <ExportMenu filename="fenix-credit-transactions" columns={exported} rows={transactions} testId="export-credit-transactions" />
        )}
      </div>
      <Table<CreditTransaction>
        rowKey="id"
        size="small"
        dataSource={transactions}
        pagination={{ pageSize: 10, hideOnSinglePage: true }}
        locale={{ emptyText: t("billing.noTransactions") }}
        scroll={{ x: true }}
        data-testid="credit-transactions"
        columns={[
          { title: t("billing.date"), dataIndex: "createdAt", render: (value: string) => format.dateTime(value) },
          { title: t("billing.description"), key: "description", render: (_, row) => describe(row) },
          {
            title: t("billing.amount"),
            dataIndex: "amount",
            align: "right",
            render: (amount: number) => (amount > 0 ? `+${format.number(amount)}` : format.number(amount)),
          },
          { title: t("billing.balanceAfter"), dataIndex: "balanceAfter", align: "right", render: (value: number) => format.number(value) },
        ]}
      />
    </DataCard>
  );
}
