import { useMemo, type ReactNode } from "react";
import { Chart, DataCard, useFormat, usePageData, useTranslation, type ChartOption } from "../../kernel";
import type { DailyTotal } from "./api";

const CHART_HEIGHT = 320;
/** The comparison note's line under the chart (8 px margin and a 20 px line of 13 px text). */
const NOTE_HEIGHT = 28;

interface SalesChartProps {
  /** A point per day, or per calendar month (dated its first day) for long periods. */
  granularity: "day" | "month" | undefined;
  ours: DailyTotal[] | undefined;
  segment: DailyTotal[] | undefined;
  oursLabel: string;
  segmentLabel: string;
  loading: boolean;
  error: unknown;
  onRetry: () => void;
  /** What the comparison line sums, under the chart. */
  note?: ReactNode;
}

/** SEK per day (or month) of our products (left axis) against their segments (right axis, a far larger scale). */
export function SalesChart({ granularity, ours, segment, oursLabel, segmentLabel, loading, error, onRetry, note }: SalesChartProps) {
  const { t } = useTranslation("dashboard");
  const format = useFormat();
  const byMonth = granularity === "month";
  const chartData = useMemo(
    () => (ours ? ours.map((d, i) => ({ date: d.date, ours: d.revenue, segment: segment?.[i]?.revenue ?? null })) : undefined),
    [ours, segment],
  );
  usePageData("chart data", chartData);
  const option = useMemo<ChartOption>(
    () => ({
      tooltip: { trigger: "axis", valueFormatter: (value: unknown) => (typeof value === "number" ? format.sek(value) : "–") },
      legend: { top: 0 },
      grid: { left: 8, right: 8, top: 40, bottom: 8, containLabel: true },
      xAxis: { type: "category", data: chartData?.map((d) => format.seriesLabel(d.date, granularity)) ?? [] },
      yAxis: [
        // Whole kronor: a line of zeros (a company without products yet) gets ticks 0 and 1, not 0.2, 0.4… shown as "0 0 1 1".
        { type: "value", minInterval: 1, axisLabel: { formatter: (v: number) => format.number(v) } },
        { type: "value", minInterval: 1, axisLabel: { formatter: (v: number) => format.number(v) }, splitLine: { show: false } },
      ],
      series: [
        { name: oursLabel, type: "line", showSymbol: false, data: chartData?.map((d) => d.ours) ?? [], color: "#b4381f" },
        {
          name: segmentLabel,
          type: "line",
          showSymbol: false,
          yAxisIndex: 1,
          data: chartData?.map((d) => d.segment) ?? [],
          color: "#8c8c8c",
          lineStyle: { type: "dashed" },
        },
      ],
    }),
    [chartData, format, oursLabel, segmentLabel, granularity],
  );
  return (
    <DataCard
      title={t(byMonth ? "chart.titleMonthly" : "chart.title")}
      loading={loading}
      error={error}
      onRetry={onRetry}
      skeleton="chart"
      skeletonHeight={CHART_HEIGHT + NOTE_HEIGHT}
      empty={!chartData?.some((d) => d.ours > 0 || (d.segment ?? 0) > 0)}
    >
      <Chart
        option={option}
        height={CHART_HEIGHT}
        ariaLabel={t(byMonth ? "chart.ariaMonthly" : "chart.aria", { ours: oursLabel, segment: segmentLabel })}
      />
      {note}
    </DataCard>
  );
}
