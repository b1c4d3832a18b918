import { Skeleton } from "antd";
import { lazy, Suspense, useEffect, type ComponentType } from "react";
import { afterNextPaint } from "./after-next-paint";
import type { EChartProps } from "./EChart";

let loading: Promise<{ default: ComponentType<EChartProps> }> | undefined;
let loaded: ComponentType<EChartProps> | undefined;

function loadEChart() {
  loading ??= import("./EChart").then(
    (module) => {
      loaded = module.default;
      return module;
    },
    (error: unknown) => {
      loading = undefined; // the next chart tries again
      throw error;
    },
  );
  return loading;
}

const LazyEChart = lazy(loadEChart);

/**
 * A chart; ECharts loads with the first chart a page draws (or `usePreloadChart`), not with the
 * app. Once it is there, a chart renders at once (a lazy one would show its skeleton for at least
 * 300 ms more).
 */
export function Chart(props: EChartProps) {
  if (loaded) {
    const EChart = loaded;
    return <EChart {...props} />;
  }
  return (
    <Suspense fallback={<Skeleton.Node active style={{ width: "100%", height: props.height ?? 320 }} />}>
      <LazyEChart {...props} />
    </Suspense>
  );
}

/**
 * For a page that draws a chart once its data has arrived: ECharts downloads (and is evaluated)
 * while the data is on its way, instead of after it; but only once the page has been painted, so
 * its 160 KB do not hold back the first screen's code and calls on a slow connection.
 */
export function usePreloadChart(): void {
  useEffect(() => afterNextPaint(() => void loadEChart().catch(() => undefined)), []);
}

export type { ChartOption, EChartProps } from "./EChart";
