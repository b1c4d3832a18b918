import type { EChartsCoreOption } from "echarts/core";

type Axis = { type?: string; axisLabel?: { formatter?: unknown } & Record<string, unknown> } & Record<string, unknown>;

/**
 * ECharts writes numbers its own way ("7,000") wherever an option gives no formatter: value axes
 * and tooltips are given the reader's (7 000 in Swedish) unless the page set its own.
 */
export function withLocaleNumbers(option: EChartsCoreOption, formatNumber: (value: number) => string): EChartsCoreOption {
  const axis = (value: unknown): unknown => {
    if (Array.isArray(value)) return value.map(axis);
    if (!value || typeof value !== "object") return value;
    const a = value as Axis;
    if (a.type !== "value" || a.axisLabel?.formatter) return a;
    return { ...a, axisLabel: { ...a.axisLabel, formatter: (v: number) => formatNumber(v) } };
  };
  const tooltip = option.tooltip as Record<string, unknown> | undefined;
  return {
    ...option,
    ...(option.xAxis ? { xAxis: axis(option.xAxis) } : {}),
    ...(option.yAxis ? { yAxis: axis(option.yAxis) } : {}),
    ...(tooltip && typeof tooltip === "object" && !Array.isArray(tooltip) && !tooltip.valueFormatter && !tooltip.formatter
      ? { tooltip: { ...tooltip, valueFormatter: (v: unknown) => (typeof v === "number" ? formatNumber(v) : String(v ?? "–")) } }
      : {}),
  };
}
