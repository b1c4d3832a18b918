import { Empty } from "antd";
import { useMemo } from "react";
import { Chart, useFormat, useTranslation, type ChartOption } from "../../kernel";
import type { ArtdiskStatistics } from "./api";
import type { ChartMode } from "./artdisk-filters";
import { categorySeries } from "./chart-series";
import { KIND_COLOURS } from "./event-text";

/** Category colours: distinct, and none of them the launch green or delisting red of the other view. */
const CATEGORY_COLOURS = ["#7a1f3d", "#d48806", "#08979c", "#531dab", "#1d39c4", "#8c8c8c", "#bfbfbf"];

const monthLabel = (month: string, locale: string) =>
  new Intl.DateTimeFormat(locale, { month: "short", year: "2-digit", timeZone: "UTC" }).format(new Date(`${month}-01T00:00:00Z`));

/**
 * Launches and delistings per month: side by side by kind, or stacked by category with launches
 * above the axis and delistings below it.
 */
export function EventsChart({ statistics, mode }: { statistics: ArtdiskStatistics; mode: ChartMode }) {
  const { t } = useTranslation("artdisk");
  const format = useFormat();
  const months = statistics.byMonth.map((m) => m.month);
  const launches = statistics.byMonth.reduce((sum, m) => sum + m.launches, 0);
  const delistings = statistics.byMonth.reduce((sum, m) => sum + m.delistings, 0);

  const option = useMemo<ChartOption>(() => {
    const common = {
      grid: { left: 8, right: 16, top: 40, bottom: 8, containLabel: true },
      legend: { top: 0, type: "scroll" },
      xAxis: { type: "category", data: months.map((m) => monthLabel(m, format.locale)), axisLabel: { hideOverlap: true } },
    };
    if (mode === "kind") {
      return {
        ...common,
        tooltip: { trigger: "axis", valueFormatter: (v: number) => format.number(v) },
        yAxis: { type: "value", minInterval: 1, axisLabel: { formatter: (v: number) => format.number(v) } },
        series: [
          {
            name: t("chart.launches"),
            type: "bar",
            color: KIND_COLOURS.launch,
            barMaxWidth: 18,
            data: statistics.byMonth.map((m) => m.launches),
          },
          {
            name: t("chart.delistings"),
            type: "bar",
            color: KIND_COLOURS.delisting,
            barMaxWidth: 18,
            data: statistics.byMonth.map((m) => m.delistings),
          },
        ],
      };
    }
    const series = categorySeries(statistics.byMonthAndCategory, months);
    const name = (c: string | null) => (c === "other" ? t("chart.other") : c === null ? t("unknown") : format.category(c));
    return {
      ...common,
      tooltip: {
        trigger: "axis",
        // Delistings are drawn below the axis; the tooltip counts them as they are.
        valueFormatter: (v: number) => format.number(Math.abs(v)),
      },
      yAxis: { type: "value", minInterval: 1, axisLabel: { formatter: (v: number) => format.number(Math.abs(v)) } },
      series: series.flatMap((s, i) => {
        const colour = CATEGORY_COLOURS[i % CATEGORY_COLOURS.length];
        return [
          {
            name: name(s.category),
            id: `launch-${i}`,
            type: "bar",
            stack: "launches",
            color: colour,
            barMaxWidth: 24,
            data: s.launches,
            tooltip: { valueFormatter: (v: number) => `${t("chart.launches")}: ${format.number(v)}` },
          },
          {
            name: name(s.category),
            id: `delisting-${i}`,
            type: "bar",
            stack: "delistings",
            color: colour,
            barMaxWidth: 24,
            itemStyle: { opacity: 0.55 },
            data: s.delistings.map((v) => -v),
            tooltip: { valueFormatter: (v: number) => `${t("chart.delistings")}: ${format.number(Math.abs(v))}` },
          },
        ];
      }),
    };
  }, [mode, statistics, months, format, t]);

  if (launches + delistings === 0) return <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t("chart.empty")} />;
  return (
    <Chart
      option={option}
      height={320}
      ariaLabel={t("chart.aria", {
        from: months[0] ? monthLabel(months[0], format.locale) : "",
        to: months.length ? monthLabel(months[months.length - 1]!, format.locale) : "",
        launches: format.number(launches),
        delistings: format.number(delistings),
      })}
    />
  );
}
