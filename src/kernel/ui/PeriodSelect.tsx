import { useTranslation } from "react-i18next";
import { chosenPeriod, useChosenPeriod } from "../../providers/selection";
import { useSearchParamsState } from "../routing/useSearchParamsState";
import { ChoiceGroup } from "./ChoiceGroup";
import { PERIODS, periodOf, type PeriodChoice } from "./period";

export { PERIODS, type PeriodChoice };

/**
 * The period in the URL (?period=); without one, the period last chosen in this tab (so it is
 * carried from page to page), else the page's fallback (30 days).
 */
export function usePeriod(fallback: PeriodChoice = "30d"): [PeriodChoice, (period: PeriodChoice) => void] {
  const [params, change] = useSearchParamsState();
  const period = periodOf(params.get("period"), useChosenPeriod(), fallback);
  const setPeriod = (next: PeriodChoice) => {
    chosenPeriod.set(next);
    change((updated) => {
      updated.set("period", next);
    });
  };
  return [period, setPeriod];
}

/** 7 days, 30 days, 90 days, 12 months — kept in the URL. */
export function PeriodSelect({ fallback = "30d" }: { fallback?: PeriodChoice }) {
  const { t } = useTranslation("common");
  const [period, setPeriod] = usePeriod(fallback);
  return (
    <ChoiceGroup
      aria-label={t("period.label")}
      value={period}
      onChange={setPeriod}
      options={PERIODS.map((p) => ({ value: p, label: t(`period.${p}`) }))}
      data-testid="period-select"
    />
  );
}
