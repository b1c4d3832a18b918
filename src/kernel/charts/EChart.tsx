import { BarChart, LineChart } from "echarts/charts";
import { DatasetComponent, GridComponent, LegendComponent, TooltipComponent } from "echarts/components";
import * as echarts from "echarts/core";
import { CanvasRenderer } from "echarts/renderers";
import { useEffect, useMemo, useRef } from "react";
import { useFormat } from "../../providers/i18n/format";
import { prefersReducedMotion } from "../reduced-motion";
import { withLocaleNumbers } from "./locale-numbers";
import { afterNextPaint } from "./after-next-paint";

// Only what the pages draw, so the chart chunk stays small.
echarts.use([LineChart, BarChart, GridComponent, TooltipComponent, LegendComponent, DatasetComponent, CanvasRenderer]);

export type ChartOption = echarts.EChartsCoreOption;

export interface EChartProps {
  option: ChartOption;
  height?: number;
  /** What the chart shows, for screen readers (the canvas itself says nothing). */
  ariaLabel: string;
}

/**
 * An ECharts canvas that follows its container's width and the option it is given. It is drawn
 * after the page's next paint: setting up ECharts and measuring its text takes a phone several
 * hundred milliseconds, which would otherwise hold back the figures and tables rendered with it
 * (the container keeps its height meanwhile, so nothing moves). Lines and bars are drawn at once,
 * without ECharts' growing animation, for people whose system asks for less motion.
 */
const withMotionPreference = (option: ChartOption): ChartOption => (prefersReducedMotion() ? { ...option, animation: false } : option);

export default function EChart({ option: given, height = 320, ariaLabel }: EChartProps) {
  const format = useFormat();
  const option = useMemo(() => withLocaleNumbers(given, (value) => format.number(value, 2)), [given, format]);
  const element = useRef<HTMLDivElement>(null);
  const chart = useRef<echarts.ECharts | null>(null);
  const latest = useRef(option);
  latest.current = option;
  useEffect(() => {
    let resize: ResizeObserver | undefined;
    const cancel = afterNextPaint(() => {
      const instance = echarts.init(element.current!, undefined, { renderer: "canvas" });
      chart.current = instance;
      instance.setOption(withMotionPreference(latest.current), { notMerge: true });
      resize = new ResizeObserver(() => instance.resize());
      resize.observe(element.current!);
    });
    return () => {
      cancel();
      resize?.disconnect();
      chart.current?.dispose();
      chart.current = null;
    };
  }, []);
  useEffect(() => {
    chart.current?.setOption(withMotionPreference(option), { notMerge: true });
  }, [option]);
  return <div ref={element} role="img" aria-label={ariaLabel} style={{ width: "100%", height }} data-testid="chart" />;
}
