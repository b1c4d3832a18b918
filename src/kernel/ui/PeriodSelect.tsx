import { useTranslation } from "react-i18next";
import { COMPARISONS, comparisonOf, type Comparison } from "../../../contracts/comparison";
import { chosenPeriod, useChosenPeriod } from "../../providers/selection";
import { useSearchParamsState } from "../routing/useSearchParamsState";
import { ChoiceGroup } from "./ChoiceGroup";
import { PERIODS, periodOf, type PeriodChoice } from "./period";

export { PERIODS, type PeriodChoice, type Comparison };

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

/** What the figures' changes compare with (?compare=year: the same days a year earlier; else the period before). */
export function useComparison(): [Comparison, (compare: Comparison) => void] {
  const [params, change] = useSearchParamsState();
  const compare = comparisonOf(params.get("compare"));
  const setCompare = (next: Comparison) =>
    change((updated) => {
      if (next === "year") updated.set("compare", next);
      else updated.delete("compare");
    });
  return [compare, setCompare];
}

/**
 * 7 days, 30 days, 90 days, 12 months — kept in the URL; with `compare`, beside it what the
 * changes compare with (the previous period or the same period last year).
 */
export function PeriodSelect({ fallback = "30d", compare = false }: { fallback?: PeriodChoice; compare?: boolean }) {
  const { t } = useTranslation("common");
  const [period, setPeriod] = usePeriod(fallback);
  const [comparison, setComparison] = useComparison();
  const periods = (
    <ChoiceGroup
      aria-label={t("period.label")}
      value={period}
      onChange={setPeriod}
      options={PERIODS.map((p) => ({ value: p, label: t(`period.${p}`) }))}
      data-testid="period-select"
    />
  );
  if (!compare) return periods;
  return (
    <div className="fx-period-controls">
      {periods}
      <ChoiceGroup
        aria-label={t("compare.label")}
        value={comparison}
        onChange={setComparison}
        options={COMPARISONS.map((c) => ({ value: c, label: t(`compare.${c}`) }))}
        data-testid="compare-select"
      />
    </div>
  );
}
