import { Segmented } from "antd";
import { useTranslation } from "react-i18next";
import { useSearchParams } from "react-router";

export const PERIODS = ["7d", "30d", "90d", "12m"] as const;
export type PeriodChoice = (typeof PERIODS)[number];

/** The period in the URL (?period=), 30 days when absent or unknown. */
export function usePeriod(fallback: PeriodChoice = "30d"): [PeriodChoice, (period: PeriodChoice) => void] {
  const [params, setParams] = useSearchParams();
  const value = params.get("period");
  const period = (PERIODS as readonly string[]).includes(value ?? "") ? (value as PeriodChoice) : fallback;
  const setPeriod = (next: PeriodChoice) =>
    setParams(
      (current) => {
        const updated = new URLSearchParams(current);
        updated.set("period", next);
        return updated;
      },
      { replace: false },
    );
  return [period, setPeriod];
}

/** 7 days, 30 days, 90 days, 12 months — kept in the URL. */
export function PeriodSelect({ fallback = "30d" }: { fallback?: PeriodChoice }) {
  const { t } = useTranslation("common");
  const [period, setPeriod] = usePeriod(fallback);
  return (
    <Segmented
      aria-label={t("period.label")}
      value={period}
      onChange={(value) => setPeriod(value as PeriodChoice)}
      options={PERIODS.map((p) => ({ value: p, label: t(`period.${p}`) }))}
      data-testid="period-select"
    />
  );
}
