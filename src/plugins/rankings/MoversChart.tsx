import { Col, Empty, Row } from "antd";
import { useMemo } from "react";
import { Chart, segmentLabel, useFormat, useTranslation, type ChartOption, type Formatters } from "../../kernel";
import type { RankingAnalysis } from "./api";

type Mover = RankingAnalysis["movers"]["up"][number];

const UP = "#237804";
const DOWN = "#a8071a";
const NAME_LENGTH = 28;

const short = (name: string) => (name.length > NAME_LENGTH ? `${name.slice(0, NAME_LENGTH - 1)}…` : name);
/** The name (cut to fit the axis) with the bottle size: one name often comes in several. */
const sized = (m: Mover, name: string, format: Formatters) => (m.volumeMl === null ? name : `${name} ${format.number(m.volumeMl)} ml`);

/** One side of the movers: horizontal bars of places gained (or lost), the biggest on top. */
function MoverBars({ movers, title, colour }: { movers: Mover[]; title: string; colour: string }) {
  const { t } = useTranslation("rankings");
  const format = useFormat();
  const option = useMemo<ChartOption>(
    () => ({
      grid: { left: 8, right: 24, top: 8, bottom: 8, containLabel: true },
      tooltip: {
        trigger: "item",
        formatter: (p: { dataIndex: number }) => {
          const m = movers[p.dataIndex]!;
          return t("movers.tooltip", {
            name: sized(m, m.name, format),
            from: m.previousRank,
            to: m.rank,
            segment: segmentLabel(m.segment, format),
            interpolation: { escapeValue: true },
          });
        },
      },
      xAxis: { type: "value", minInterval: 1, axisLabel: { hideOverlap: true } },
      yAxis: { type: "category", inverse: true, data: movers.map((m) => sized(m, short(m.name), format)), axisLabel: { fontSize: 11 } },
      series: [{ type: "bar", data: movers.map((m) => Math.abs(m.change)), color: colour, barMaxWidth: 16 }],
    }),
    [movers, colour, format, t],
  );
  const aria = t("movers.aria", {
    title,
    list: movers.map((m) => `${sized(m, m.name, format)} ${t("movers.places", { count: Math.abs(m.change) })}`).join(", "),
  });
  return (
    <div>
      <h3 className="fx-subhead">{title}</h3>
      {movers.length === 0 ? (
        <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t("movers.none")} />
      ) : (
        <Chart option={option} height={40 + movers.length * 26} ariaLabel={aria} />
      )}
    </div>
  );
}

/** The ten products that climbed and the ten that fell the most places in their segments. */
export function MoversChart({ movers }: { movers: RankingAnalysis["movers"] }) {
  const { t } = useTranslation("rankings");
  return (
    <Row gutter={[24, 16]} data-testid="movers">
      <Col xs={24} lg={12}>
        <MoverBars movers={movers.up} title={t("movers.up")} colour={UP} />
      </Col>
      <Col xs={24} lg={12}>
        <MoverBars movers={movers.down} title={t("movers.down")} colour={DOWN} />
      </Col>
    </Row>
  );
}
