import { CheckOutlined } from "@ant-design/icons";
import { Button, Card, Col, Row, Skeleton, Typography } from "antd";
import { useFormat, useTranslation } from "../../kernel";
import { BillingPeriodChoice } from "./BillingPeriodChoice";
import { useCatalogue, useChoosePlan, type BillingPeriod, type Subscription } from "./subscription-api";
import { useConfirmPurchase } from "./useConfirmPurchase";

interface PlanChooserProps {
  period: BillingPeriod;
  onPeriod(period: BillingPeriod): void;
  current: Subscription | null;
  onChosen(): void;
}

/** The plans on offer for the chosen billing period, the current one marked. */
export function PlanChooser({ period, onPeriod, current, onChosen }: PlanChooserProps) {
  const { t } = useTranslation("company");
  const format = useFormat();
  const { plans } = useCatalogue();
  const choose = useChoosePlan();
  const confirm = useConfirmPurchase();
  // A change of a running plan is prorated (server/core/billing/plan-change.ts): say so before it is confirmed.
  const changeNote = (tier: string) => {
    if (!current || current.tier === tier) return undefined;
    const plan = t(`tiers.${current.tier}`, { defaultValue: current.tier });
    return current.billingPeriod === period
      ? t("billing.prorateRest", { plan, end: format.date(current.currentPeriodEnd) })
      : t("billing.prorateNewPeriod", { plan });
  };
  if (plans.isPending) return <Skeleton active />;
  return (
    <section aria-label={t("billing.choosePlan")}>
      <div style={{ display: "flex", gap: 16, alignItems: "center", flexWrap: "wrap", marginBottom: 16 }}>
        <Typography.Title level={2} style={{ fontSize: 18, margin: 0 }}>
          {t("billing.choosePlan")}
        </Typography.Title>
        <BillingPeriodChoice label={t("billing.billingPeriod")} value={period} onChange={onPeriod} />
      </div>
      <Row gutter={[16, 16]}>
        {(plans.data ?? []).map((plan) => {
          const name = t(`tiers.${plan.tier}`, { defaultValue: plan.tier });
          const isCurrent = current?.tier === plan.tier && current.billingPeriod === period;
          const price = period === "yearly" ? plan.yearlyPrice : plan.monthlyPrice;
          return (
            <Col xs={24} md={8} key={plan.tier}>
              <Card title={name} data-testid={`plan-${plan.tier}`} style={{ height: "100%" }}>
                <p style={{ fontSize: 22, fontWeight: 600, margin: "0 0 12px" }}>
                  {t(period === "yearly" ? "billing.perYear" : "billing.perMonth", { price: format.sek(price) })}
                </p>
                <ul style={{ paddingLeft: 0, listStyle: "none", display: "grid", gap: 4 }}>
                  <li>{plan.userLimit === null ? t("billing.unlimitedUsers") : t("billing.users", { count: plan.userLimit })}</li>
                  {plan.monthlyCredits > 0 && (
                    <li>
                      <CheckOutlined aria-hidden style={{ color: "#2e7d32", marginRight: 6 }} />
                      {t("billing.monthlyCredits", { count: plan.monthlyCredits, credits: format.number(plan.monthlyCredits) })}
                    </li>
                  )}
                  {plan.includedModules.map((type) => (
                    <li key={type}>
                      <CheckOutlined aria-hidden style={{ color: "#2e7d32", marginRight: 6 }} />
                      {t("billing.moduleIncluded", { module: t(`moduleTypes.${type}`, { defaultValue: type }) })}
                    </li>
                  ))}
                  {plan.features.map((feature) => (
                    <li key={feature}>
                      <CheckOutlined aria-hidden style={{ color: "#2e7d32", marginRight: 6 }} />
                      {t(`features.${feature}`, { defaultValue: feature })}
                    </li>
                  ))}
                </ul>
                <Button
                  type={isCurrent ? "default" : "primary"}
                  block
                  disabled={isCurrent && !current?.cancelAtPeriodEnd}
                  loading={choose.isPending && choose.variables?.tier === plan.tier}
                  onClick={async () => {
                    const confirmed = await confirm({
                      title: t("billing.confirmPlanTitle", { plan: name }),
                      price,
                      period,
                      okText: t("billing.choose", { plan: name }),
                      note: changeNote(plan.tier),
                    });
                    if (confirmed) choose.mutate({ tier: plan.tier, billingPeriod: period }, { onSuccess: onChosen });
                  }}
                >
                  {isCurrent
                    ? current?.cancelAtPeriodEnd
                      ? t("billing.resume", { plan: name })
                      : t("billing.current")
                    : t("billing.choose", { plan: name })}
                </Button>
              </Card>
            </Col>
          );
        })}
      </Row>
    </section>
  );
}
