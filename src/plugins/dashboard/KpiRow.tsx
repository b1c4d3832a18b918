import { KpiCard, useFormat, useTranslation } from "../../kernel";
import type { Totals } from "./api";

const FIGURES = ["units", "litres", "revenue", "storesSelling", "velocity"] as const;
/** Sums over the period's days, compared per day of data when the two periods have unequal days of it. */
const SUMS: ReadonlySet<string> = new Set(["units", "litres", "revenue"]);

/** Units, litres, SEK, stores selling and velocity, each against the previous period. */
export function KpiRow({
  totals,
  previous,
  days,
  versus,
  loading,
  updating,
}: {
  totals?: Totals;
  previous?: Totals;
  days?: { current: number; previous: number };
  versus?: "previous" | "year";
  loading: boolean;
  updating?: boolean;
}) {
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
          sum={SUMS.has(figure)}
          versus={versus}
          loading={loading}
          updating={updating}
          testId={`kpi-${figure}`}
        />
      ))}
    </div>
  );
}
