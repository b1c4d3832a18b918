import { ChoiceGroup, useTranslation } from "../../kernel";
import type { BillingPeriod } from "./subscription-api";

/** Monthly or yearly: the plans' and the module offer's choice of billing period. */
export function BillingPeriodChoice({
  label,
  value,
  onChange,
}: {
  label: string;
  value: BillingPeriod;
  onChange(period: BillingPeriod): void;
}) {
  const { t } = useTranslation("company");
  return (
    <ChoiceGroup
      aria-label={label}
      value={value}
      onChange={(chosen) => onChange(chosen as BillingPeriod)}
      options={[
        { value: "monthly", label: t("billing.monthly") },
        { value: "yearly", label: t("billing.yearly") },
      ]}
    />
  );
}
