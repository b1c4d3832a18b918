import { Button, List, Table, Tag } from "antd";
import { DataCard, ExportMenu, useFormat, useTranslation, type ExportColumn } from "../../kernel";
import {
  useCancelModule,
  useCatalogue,
  useIncludedModules,
  usePurchaseModule,
  type ActiveModule,
  type BillingPeriod,
  type Subscription,
} from "./subscription-api";
import { STATUS_COLOURS } from "./status-colours";
import { useConfirmPurchase } from "./useConfirmPurchase";

interface ModulesCardProps {
  modules: ActiveModule[];
  loading: boolean;
  /** Modules are bought for the plan's billing period; none can be bought without a plan. */
  plan: Subscription | null;
}

/** The company's modules (a cancelled one until its period ends) and the ones it can add. */
export function ModulesCard({ modules, loading, plan }: ModulesCardProps) {
  const { t } = useTranslation("company");
  const format = useFormat();
  const { available } = useCatalogue();
  const purchase = usePurchaseModule();
  const cancel = useCancelModule();
  const confirm = useConfirmPurchase();
  const included = useIncludedModules(plan?.tier);
  const moduleName = (type: string) => t(`moduleTypes.${type}`, { defaultValue: type });
  const perPeriod = (billingPeriod: BillingPeriod, price: number) =>
    t(billingPeriod === "yearly" ? "billing.perYear" : "billing.perMonth", { price: format.sek(price) });
  const until = (row: ActiveModule) =>
    row.activeUntil
      ? t("billing.endsOn", { date: format.date(row.activeUntil) })
      : t("billing.renews", { date: format.date(row.currentPeriodEnd) });
  const exported: ExportColumn<ActiveModule>[] = [
    { header: t("billing.module"), value: (row) => moduleName(row.type) },
    { header: t("billing.price"), value: (row) => perPeriod(row.billingPeriod, row.price) },
    { header: t("billing.state"), value: (row) => t(`billing.status.${row.status}`) },
    { header: t("billing.until"), value: until },
  ];
  return (
    <DataCard
      title={t("billing.modules")}
      extra={modules.length ? <ExportMenu filename="fenix-modules" columns={exported} rows={modules} testId="export-modules" /> : null}
      loading={loading}
    >
      {modules.length === 0 ? (
        <p>{t("billing.noModules")}</p>
      ) : (
        <Table<ActiveModule>
          rowKey="id"
          size="small"
          pagination={false}
          dataSource={modules}
          scroll={{ x: true }}
          columns={[
            { title: t("billing.module"), dataIndex: "type", render: (type: string) => moduleName(type) },
            { title: t("billing.price"), key: "price", render: (_, row) => perPeriod(row.billingPeriod, row.price) },
            {
              title: t("billing.state"),
              dataIndex: "status",
              render: (status: ActiveModule["status"]) => <Tag color={STATUS_COLOURS[status]}>{t(`billing.status.${status}`)}</Tag>,
            },
            {
              title: t("billing.until"),
              key: "until",
              render: (_, row) => until(row),
            },
            {
              title: <span className="fx-visually-hidden">{t("billing.cancelModule")}</span>,
              key: "actions",
              render: (_, row) =>
                row.status === "active" && (
                  <Button
                    size="small"
                    danger
                    loading={cancel.isPending && cancel.variables === row.id}
                    onClick={async () => {
                      const confirmed = await confirm({
                        title: t("billing.cancelModuleTitle", { module: moduleName(row.type) }),
                        price: row.price,
                        period: row.billingPeriod,
                        okText: t("billing.cancelModule"),
                        danger: true,
                        note: t("billing.cancelModuleText", { date: format.date(row.currentPeriodEnd) }),
                      });
                      if (confirmed) cancel.mutate(row.id);
                    }}
                  >
                    {t("billing.cancelModule")}
                  </Button>
                ),
            },
          ]}
        />
      )}
      {plan && included.length > 0 && (
        <p data-testid="included-modules" style={{ marginTop: 16 }}>
          {t("billing.includedInPlan", {
            plan: t(`tiers.${plan.tier}`, { defaultValue: plan.tier }),
            modules: included.map(moduleName).join(", "),
          })}
        </p>
      )}
      {plan && (
        <>
          <h3 style={{ fontSize: 16, margin: "16px 0 8px" }}>{t("billing.addModules")}</h3>
          <List
            loading={available.isPending}
            dataSource={available.data ?? []}
            locale={{ emptyText: t("billing.allModulesActive") }}
            renderItem={(kind) => (
              <List.Item
                actions={[
                  <Button
                    key="add"
                    aria-label={`${t("billing.add")} ${moduleName(kind.type)}`}
                    loading={purchase.isPending && purchase.variables?.type === kind.type}
                    onClick={async () => {
                      const confirmed = await confirm({
                        title: t("billing.confirmModuleTitle", { module: moduleName(kind.type) }),
                        price: plan.billingPeriod === "yearly" ? kind.yearlyPrice : kind.monthlyPrice,
                        period: plan.billingPeriod,
                        okText: t("billing.add"),
                      });
                      if (confirmed) purchase.mutate({ type: kind.type, billingPeriod: plan.billingPeriod });
                    }}
                  >
                    {t("billing.add")}
                  </Button>,
                ]}
              >
                <List.Item.Meta
                  title={moduleName(kind.type)}
                  description={perPeriod(plan.billingPeriod, plan.billingPeriod === "yearly" ? kind.yearlyPrice : kind.monthlyPrice)}
                />
              </List.Item>
            )}
          />
        </>
      )}
    </DataCard>
  );
}
