import { Button, Table, Typography } from "antd";
import { useState } from "react";
import { DataCard, MenuNav, useFormat, useTranslation } from "../../kernel";
import { useCatalogue, type AdminModule, type AdminPlan } from "./api";
import { EditDialog, type Editing } from "./EditDialog";

/** /admin/plans: the plans and modules on offer, their prices editable by the operator. */
export default function PlansPage() {
  const { t } = useTranslation("admin-plans");
  const { t: common } = useTranslation("common");
  const format = useFormat();
  const { plans, modules } = useCatalogue();
  const [editing, setEditing] = useState<Editing | null>(null);
  const moduleName = (type: string) => common(`modules.${type}.name`, { defaultValue: type });
  const prices = [
    { title: t("monthlyPrice"), dataIndex: "monthlyPrice", align: "right" as const, render: (value: number) => format.sek(value) },
    { title: t("yearlyPrice"), dataIndex: "yearlyPrice", align: "right" as const, render: (value: number) => format.sek(value) },
  ];
  return (
    <div style={{ display: "grid", gridTemplateColumns: "minmax(0, 1fr)", gap: 16 }}>
      <Typography.Title level={1} style={{ fontSize: 24, margin: 0 }}>
        {t("adminTitle", { page: t("title") })}
      </Typography.Title>
      <MenuNav slot="admin" label={t("navLabel")} />
      <Typography.Text type="secondary">{t("intro")}</Typography.Text>
      <DataCard title={t("plans")} loading={plans.isPending} error={plans.error} onRetry={() => void plans.refetch()}>
        <Table<AdminPlan>
          rowKey="tier"
          size="small"
          pagination={false}
          scroll={{ x: true }}
          dataSource={plans.data?.data.plans ?? []}
          data-testid="admin-plans"
          columns={[
            { title: t("plan"), dataIndex: "tier", render: (tier: string) => t(`tiers.${tier}`, { defaultValue: tier }) },
            ...prices,
            {
              title: t("userLimit"),
              dataIndex: "userLimit",
              render: (value: number | null) => (value === null ? t("unlimited") : format.number(value)),
            },
            {
              title: t("includedModules"),
              dataIndex: "includedModules",
              render: (types: string[]) => (types.length ? types.map(moduleName).join(", ") : "–"),
            },
            { title: t("monthlyCredits"), dataIndex: "monthlyCredits", align: "right", render: (value: number) => format.number(value) },
            {
              title: <span className="fx-visually-hidden">{t("edit")}</span>,
              key: "edit",
              render: (_, plan) => (
                <Button
                  size="small"
                  onClick={() => setEditing({ kind: "plan", plan })}
                  aria-label={t("editOf", { name: t(`tiers.${plan.tier}`) })}
                >
                  {t("edit")}
                </Button>
              ),
            },
          ]}
        />
      </DataCard>
      <DataCard title={t("modules")} loading={modules.isPending} error={modules.error} onRetry={() => void modules.refetch()}>
        <Table<AdminModule>
          rowKey="type"
          size="small"
          pagination={false}
          scroll={{ x: true }}
          dataSource={modules.data?.data.modules ?? []}
          columns={[
            { title: t("module"), dataIndex: "type", render: moduleName },
            ...prices,
            {
              title: t("gives"),
              dataIndex: "gives",
              render: (gives: string[]) => gives.map((feature) => common(`gatedFeatures.${feature}`, { defaultValue: feature })).join(", "),
            },
            {
              title: <span className="fx-visually-hidden">{t("edit")}</span>,
              key: "edit",
              render: (_, module) => (
                <Button
                  size="small"
                  onClick={() => setEditing({ kind: "module", module })}
                  aria-label={t("editOf", { name: moduleName(module.type) })}
                >
                  {t("edit")}
                </Button>
              ),
            },
          ]}
        />
      </DataCard>
      {editing && <EditDialog editing={editing} onClose={() => setEditing(null)} />}
    </div>
  );
}
