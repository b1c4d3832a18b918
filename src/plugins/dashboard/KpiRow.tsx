import { Col, Row } from "antd";
import { KpiCard, useFormat, useTranslation } from "../../kernel";
import type { Totals } from "./api";

const FIGURES = ["units", "litres", "revenue", "storesSelling", "velocity"] as const;

/** Units, litres, SEK, stores selling and velocity, each against the previous period. */
export function KpiRow({ totals, previous, loading }: { totals?: Totals; previous?: Totals; loading: boolean }) {
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
    <Row gutter={[12, 12]} className="fx-kpi-row">
      {FIGURES.map((figure) => (
        <Col key={figure} xs={12} md={8} xl={4} flex="1 1 0">
          <KpiCard
            label={t(`kpi.${figure}`)}
            value={totals ? shown[figure](totals[figure]) : ""}
            current={totals?.[figure]}
            previous={previous?.[figure]}
            loading={loading}
            testId={`kpi-${figure}`}
          />
        </Col>
      ))}
    </Row>
  );
}
