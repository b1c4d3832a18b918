import { Skeleton } from "antd";
import { lazy, Suspense } from "react";
import type { EChartProps } from "./EChart";

const LazyEChart = lazy(() => import("./EChart"));

/** A chart; ECharts loads with the first chart a page draws, not with the app. */
export function Chart(props: EChartProps) {
  return (
    <Suspense fallback={<Skeleton.Node active style={{ width: "100%", height: props.height ?? 320 }} />}>
      <LazyEChart {...props} />
    </Suspense>
  );
}

export type { ChartOption, EChartProps } from "./EChart";
