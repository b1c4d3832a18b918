import { KpiCard, useFormat, useTranslation } from "../../kernel";
import type { Totals } from "./api";

const FIGURES = ["units", "litres", "revenue", "storesSelling", "velocity"] as const;

/** Units, litres, SEK, stores selling and velocity, each against the previous period. */
export function KpiRow({
  totals,
  previous,
  loading,
  updating,
}: {
  totals?: Totals;
  previous?: Totals;
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
          loading={loading}
          updating={updating}
          testId={`kpi-${figure}`}
        />
      ))}
    </div>
  );
}
