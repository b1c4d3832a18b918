import { CheckOutlined } from "@ant-design/icons";
import { Alert, Button, Card, List, Skeleton, Typography } from "antd";
import { useLocation, useNavigate } from "react-router";
import type { ModuleType } from "../../../contracts";
import { useFormat, useModuleAccess, useTranslation } from "../../kernel";
import { useCatalogue, useChoosePlan, usePurchaseModule, type BillingPeriod, type Subscription } from "./subscription-api";
import { BillingPeriodChoice } from "./BillingPeriodChoice";
import { useConfirmPurchase } from "./useConfirmPurchase";

interface ModuleOfferProps {
  module: ModuleType;
  /** The running plan (null: none yet); a module is bought for its billing period. */
  plan: Subscription | null;
  period: BillingPeriod;
  onPeriod(period: BillingPeriod): void;
}

/**
 * ?tab=subscription&module=…, where an upgrade card leads: the module the gate asked for, bought in
 * one step — on top of the running plan, or with a plan chosen in the same step when there is none
 * (a plan that includes it, or any plan with the module added).
 */
export function ModuleOffer({ module, plan, period, onPeriod }: ModuleOfferProps) {
  const { t } = useTranslation("company");
  const format = useFormat();
  const navigate = useNavigate();
  // Opened from a link outside the app (its first page), there is no page of ours to go back to.
  const cameFromApp = useLocation().key !== "default";
  const has = useModuleAccess(module);
  const { plans, available } = useCatalogue();
  const choose = useChoosePlan();
  const purchase = usePurchaseModule();
  const confirm = useConfirmPurchase();
  const name = t(`moduleTypes.${module}`, { defaultValue: module });
  const kind = available.data?.find((candidate) => candidate.type === module);
  const price = (amount: number, billing: BillingPeriod) =>
    t(billing === "yearly" ? "billing.perYear" : "billing.perMonth", { price: format.sek(amount) });

  let body;
  // Whether the company has it yet is asked apart; without that answer the offer stands (the server refuses a second purchase).
  if (plans.isPending || available.isPending) body = <Skeleton active paragraph={{ rows: 2 }} />;
  else if (has)
    body = (
      <Alert
        type="success"
        showIcon
        message={t("offer.has", { module: name })}
        action={cameFromApp ? <Button onClick={() => navigate(-1)}>{t("offer.back")}</Button> : undefined}
      />
    );
  else if (plan && kind) {
    const amount = plan.billingPeriod === "yearly" ? kind.yearlyPrice : kind.monthlyPrice;
    body = (
      <div style={{ display: "flex", gap: 16, alignItems: "center", flexWrap: "wrap" }}>
        <Typography.Text strong style={{ fontSize: 18 }}>
          {price(amount, plan.billingPeriod)}
        </Typography.Text>
        <Button
          type="primary"
          loading={purchase.isPending}
          onClick={async () => {
            const confirmed = await confirm({
              title: t("billing.confirmModuleTitle", { module: name }),
              price: amount,
              period: plan.billingPeriod,
              okText: t("billing.add"),
            });
            if (confirmed) purchase.mutate({ type: module, billingPeriod: plan.billingPeriod });
          }}
        >
          {t("offer.buy", { module: name })}
        </Button>
      </div>
    );
  } else if (plan) body = <Alert type="info" showIcon message={t("offer.unavailable", { module: name })} />;
  else {
    // Without the module's price (its catalogue did not answer), only the plans that include it are offered.
    const modulePrice = kind ? (period === "yearly" ? kind.yearlyPrice : kind.monthlyPrice) : null;
    body = (
      <>
        <div style={{ display: "flex", gap: 16, alignItems: "center", flexWrap: "wrap", marginBottom: 8 }}>
          <Typography.Text>{t("offer.withPlan", { module: name })}</Typography.Text>
          <BillingPeriodChoice label={t("offer.period", { module: name })} value={period} onChange={onPeriod} />
        </div>
        <List
          dataSource={(plans.data ?? []).filter((option) => modulePrice !== null || option.includedModules.includes(module))}
          renderItem={(option) => {
            const planName = t(`tiers.${option.tier}`, { defaultValue: option.tier });
            const includes = option.includedModules.includes(module);
            const planPrice = period === "yearly" ? option.yearlyPrice : option.monthlyPrice;
            const added = includes ? 0 : (modulePrice ?? 0);
            const total = planPrice + added;
            const detail = includes
              ? t("offer.included", { plan: planName, module: name })
              : t("offer.added", { plan: planName, planPrice: format.sek(planPrice), module: name, modulePrice: format.sek(added) });
            return (
              <List.Item
                data-testid={`offer-${option.tier}`}
                actions={[
                  <Button
                    key="choose"
                    type={includes ? "primary" : "default"}
                    loading={choose.isPending && choose.variables?.tier === option.tier}
                    onClick={async () => {
                      const confirmed = await confirm({
                        title: t("offer.confirmTitle", { plan: planName, module: name }),
                        price: total,
                        period,
                        okText: t("offer.confirm"),
                        note: detail,
                      });
                      if (confirmed) choose.mutate({ tier: option.tier, billingPeriod: period, modules: includes ? [] : [module] });
                    }}
                  >
                    {t("offer.choose", { plan: planName, module: name })}
                  </Button>,
                ]}
              >
                <List.Item.Meta
                  title={
                    <span>
                      {planName}
                      {includes && (
                        <>
                          {" "}
                          <CheckOutlined aria-hidden style={{ color: "#2e7d32" }} />
                        </>
                      )}
                    </span>
                  }
                  description={`${price(total, period)} · ${detail}`}
                />
              </List.Item>
            );
          }}
        />
      </>
    );
  }
  return (
    <Card title={t("offer.title", { module: name })} data-testid="module-offer">
      <Typography.Paragraph>{t(`common:modules.${module}.pitch`, { defaultValue: "" })}</Typography.Paragraph>
      {body}
    </Card>
  );
}
