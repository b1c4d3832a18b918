import { Typography } from "antd";
import { comparedWith, KpiCard, useFormat, useTranslation } from "../../kernel";
import type { Performance } from "./api";

/** The store's sales against the previous period, and its shelves now. */
export function StorePerformance({ performance, loading }: { performance?: Performance; loading: boolean }) {
  const { t } = useTranslation("stores");
  const format = useFormat();
  const now = performance?.totals;
  const before = performance?.previous;
  const stock = performance?.stock;
  const { days, versus } = comparedWith(performance?.period, performance?.previousPeriod);
  return (
    <>
      <div className="fx-kpi-row">
        <KpiCard
          label={t("kpi.units")}
          value={now ? format.number(now.units) : ""}
          current={now?.units}
          previous={before?.units}
          versus={versus}
          days={days}
          measure="sum"
          loading={loading}
          testId="kpi-units"
        />
        <KpiCard
          label={t("kpi.revenue")}
          value={now ? format.sek(now.revenue) : ""}
          current={now?.revenue}
          previous={before?.revenue}
          versus={versus}
          days={days}
          measure="sum"
          loading={loading}
          testId="kpi-revenue"
        />
        <KpiCard
          label={t("kpi.productsSold")}
          value={now ? format.number(now.productsSold) : ""}
          current={now?.productsSold}
          previous={before?.productsSold}
          days={days}
          versus={versus}
          loading={loading}
          testId="kpi-products"
        />
        <KpiCard label={t("kpi.listed")} value={stock ? format.number(stock.listed) : ""} loading={loading} testId="kpi-listed" />
        <KpiCard label={t("kpi.outOfStock")} value={stock ? format.number(stock.outOfStock) : ""} loading={loading} testId="kpi-out" />
      </div>
      {stock && stock.withoutStoreDetail > 0 && (
        <Typography.Paragraph type="secondary" data-testid="without-store-detail">
          {t("withoutStoreDetail", { formatted: format.number(stock.withoutStoreDetail) })}
        </Typography.Paragraph>
      )}
    </>
  );
}
