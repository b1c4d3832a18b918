import { Chart, useFormat, useTranslation, type ChartOption } from "../../kernel";
import type { CacheAnalytics } from "./api";

/** Hit rate per minute over the last hour, with the requests of each minute as bars. */
export function HitRateChart({ series }: { series: CacheAnalytics["series"] }) {
  const { t } = useTranslation("admin-cache");
  const format = useFormat();
  const labels = series.map((m) => new Date(m.minute).toLocaleTimeString(format.locale, { hour: "2-digit", minute: "2-digit" }));
  const option: ChartOption = {
    grid: { left: 48, right: 48, top: 32, bottom: 32 },
    legend: { top: 0 },
    tooltip: { trigger: "axis" },
    xAxis: { type: "category", data: labels },
    yAxis: [
      { type: "value", min: 0, max: 100, axisLabel: { formatter: "{value} %" } },
      { type: "value", minInterval: 1 },
    ],
    series: [
      {
        name: t("chart.hitRate"),
        type: "line",
        connectNulls: false,
        // A minute alone (the first after a reset) is a point, not an invisible line.
        showSymbol: true,
        showAllSymbol: true,
        symbolSize: 8,
        z: 3,
        data: series.map((m) => (m.hitRate === null ? null : Math.round(m.hitRate * 1000) / 10)),
      },
      { name: t("chart.requests"), type: "bar", yAxisIndex: 1, data: series.map((m) => m.hits + m.misses), itemStyle: { opacity: 0.35 } },
    ],
  };
  return <Chart option={option} height={280} ariaLabel={t("chart.aria")} />;
}
