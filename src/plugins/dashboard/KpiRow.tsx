import type { PeriodEcho } from "../../../contracts";
import { comparedWith, KpiCard, useFormat, useTranslation } from "../../kernel";
import type { Totals } from "./api";

const FIGURES = ["units", "litres", "revenue", "storesSelling", "velocity"] as const;
/** How each figure compares when the two periods hold unequal days of data (KpiCard's `measure`). */
const MEASURES = { units: "sum", litres: "sum", revenue: "sum", storesSelling: "count", velocity: "rate" } as const;

/** What a sales answer (a company's, a product's) gives the row: its figures and what they compare with. */
interface SalesAnswer {
  period: PeriodEcho;
  previousPeriod: PeriodEcho;
  totals: Totals;
  previous: Totals;
}

/** Units, litres, SEK, stores selling and velocity, each against the period the answer compared them with. */
export function KpiRow({ answer, loading, updating }: { answer: SalesAnswer | undefined; loading: boolean; updating?: boolean }) {
  const totals = answer?.totals;
  const previous = answer?.previous;
  const { days, versus } = comparedWith(answer?.period, answer?.previousPeriod);
  const { t } = useTranslation("dashboard");
  const format = useFormat();
  const shown: Record<(typeof FIGURES)[number], (value: number) => string> = {
    units: (v) => format.number(v),
    litres: (v) => format.number(v, 1),
    revenue: (v) => format.sek(v),
    storesSelling: (v) => format.number(v),
    velocity: (v) => format.number(v, 2),
  };
  return (
    <div className="fx-kpi-row">
      {FIGURES.map((figure) => (
        <KpiCard
          key={figure}
          label={t(`kpi.${figure}`)}
          value={totals ? shown[figure](totals[figure]) : ""}
          current={totals?.[figure]}
          previous={previous?.[figure]}
          days={days}
          measure={MEASURES[figure]}
          versus={versus}
          loading={loading}
          updating={updating}
          testId={`kpi-${figure}`}
        />
      ))}
    </div>
  );
}
