import { Card, Empty, Skeleton } from "antd";
import { Chart, useFormat, useTranslation, type ChartOption } from "../../kernel";
import { useProductHistory } from "./api";
import { weekNumber } from "./weekly-filters";

/** A product's place in the weekly lists, week by week (first place at the top). */
export function PositionChart({ productId, onClose }: { productId: number; onClose: () => void }) {
  const { t } = useTranslation("weekly-rankings");
  const format = useFormat();
  const history = useProductHistory(productId);
  const weeks = history.data?.weeks ?? [];
  const series = [...new Set(weeks.map((w) => w.listTitle + (w.category ? ` – ${format.category(w.category)}` : "")))];
  const labels = [...new Set(weeks.map((w) => w.week))];
  const option: ChartOption = {
    tooltip: { trigger: "axis" },
    legend: { top: 0, type: "scroll" },
    grid: { left: 48, right: 16, top: 40, bottom: 32 },
    xAxis: { type: "category", data: labels.map((w) => t("chart.week", { week: weekNumber(w) })) },
    yAxis: { type: "value", inverse: true, minInterval: 1, min: 1, name: t("chart.position") },
    series: series.map((name) => ({
      name,
      type: "line",
      connectNulls: false,
      data: labels.map(
        (week) =>
          weeks.find((w) => w.week === week && w.listTitle + (w.category ? ` – ${format.category(w.category)}` : "") === name)?.position ??
          null,
      ),
    })),
  };
  return (
    <Card
      title={history.data ? t("chart.title", { name: history.data.product.productData.name }) : t("chart.titleLoading")}
      extra={
        <a role="button" tabIndex={0} onClick={onClose} onKeyDown={(e) => e.key === "Enter" && onClose()}>
          {t("chart.close")}
        </a>
      }
      data-testid="position-chart"
    >
      {history.isPending ? (
        <Skeleton active />
      ) : weeks.length === 0 ? (
        <Empty description={t("chart.empty")} />
      ) : (
        <Chart option={option} height={280} ariaLabel={t("chart.aria", { weeks: weeks.length })} />
      )}
    </Card>
  );
}
