import { Alert, Button, Typography } from "antd";
import { useMemo, useState } from "react";
import { MODULE_TYPES, type ModuleType } from "../../../contracts";
import { usePageData, useIdentity, useSearchParamsState, useTranslation } from "../../kernel";
import { CreditsCard } from "./CreditsCard";
import { InvoicesCard } from "./InvoicesCard";
import { ModuleDataUpload } from "./ModuleDataUpload";
import { ModuleOffer } from "./ModuleOffer";
import { ModulesCard } from "./ModulesCard";
import { PlanCard } from "./PlanCard";
import { PlanChooser } from "./PlanChooser";
import { useSubscription, type BillingPeriod } from "./subscription-api";

/** ?tab=subscription: plan, modules, credits and invoices of the admin's company; with &module=…, that module on offer first. */
export function SubscriptionTab() {
  const { t } = useTranslation("company");
  const user = useIdentity();
  if (user && !user.companyId) return <Alert type="info" showIcon message={t("billing.noOrganization")} />;
  return <CompanySubscription />;
}

function CompanySubscription() {
  const { t } = useTranslation("company");
  const context = useSubscription();
  const [params] = useSearchParamsState();
  const offered = MODULE_TYPES.find((type): type is ModuleType => type === params.get("module"));
  const [chosenPeriod, setPeriod] = useState<BillingPeriod | null>(null);
  const [changing, setChanging] = useState(false);
  const period = chosenPeriod ?? context.subscription?.billingPeriod ?? "monthly";
  const summary = useMemo(
    () => ({
      subscription: context.subscription,
      modules: context.modules,
      credits: context.credits,
      creditTransactions: context.creditTransactions,
    }),
    [context.subscription, context.modules, context.credits, context.creditTransactions],
  );
  usePageData("summary", summary);

  if (context.error) {
    return (
      <Alert
        type="error"
        showIcon
        role="alert"
        message={t("billing.loadFailed")}
        action={<Button onClick={context.retry}>{t("common:data.retry")}</Button>}
      />
    );
  }
  const showChooser = !context.loading && (!context.subscription || changing || context.subscription.cancelAtPeriodEnd);
  return (
    <div style={{ display: "grid", gridTemplateColumns: "minmax(0, 1fr)", gap: 16 }}>
      {offered && !context.loading && <ModuleOffer module={offered} plan={context.subscription} period={period} onPeriod={setPeriod} />}
      <PlanCard
        subscription={context.subscription}
        loading={context.loading}
        onChange={() => setChanging((open) => !open)}
        changing={changing}
      />
      {showChooser && (
        <PlanChooser period={period} onPeriod={setPeriod} current={context.subscription} onChosen={() => setChanging(false)} />
      )}
      <ModulesCard modules={context.modules} loading={context.loading} plan={context.subscription} />
      {context.modules.some((m) => m.status === "active") && <ModuleDataUpload modules={context.modules} />}
      <CreditsCard balance={context.credits} transactions={context.creditTransactions} loading={context.loading} />
      <InvoicesCard />
      <Typography.Text type="secondary">{t("billing.pricesExVat")}</Typography.Text>
    </div>
  );
}
