import { MinusSquareOutlined, PlusSquareOutlined } from "@ant-design/icons";
import { Button, Table } from "antd";
import { useMemo } from "react";
import {
  Chart,
  DataCard,
  ExportMenu,
  KpiCard,
  useFormat,
  usePageData,
  useTranslation,
  type ChartOption,
  type PeriodChoice,
} from "../../kernel";
import { hourlyDiffColumns, stockByStoreColumns } from "./export-columns";
import { useDailyDiff, useHourlyDiff, useStockMetrics, useStockSummary, useStoreStock, type StoreStock } from "./api";

/** Stores listing, in and out of stock, weeks of supply. */
export function StockSummaryRow({ productId }: { productId: number }) {
  const { t } = useTranslation("analysis");
  const format = useFormat();
  const summary = useStockSummary(productId);
  const s = summary.data;
  usePageData("stock summary", s);
  return (
    <div className="fx-kpi-row">
      <KpiCard
        label={t("stock.listing")}
        value={s ? format.number(s.storesListing) : ""}
        loading={summary.isPending}
        testId="kpi-listing"
      />
      <KpiCard label={t("stock.inStock")} value={s ? format.number(s.inStock) : ""} loading={summary.isPending} testId="kpi-in-stock" />
      <KpiCard
        label={t("stock.outOfStock")}
        value={s ? format.number(s.outOfStock) : ""}
        loading={summary.isPending}
        testId="kpi-out-of-stock"
      />
      <KpiCard label={t("stock.units")} value={s ? format.number(s.stock) : ""} loading={summary.isPending} testId="kpi-stock" />
      <KpiCard
        label={t("stock.weeksOfSupply")}
        value={s ? (s.weeksOfSupply === null ? "–" : format.number(s.weeksOfSupply, 1)) : ""}
        loading={summary.isPending}
        testId="kpi-supply"
      />
    </div>
  );
}

interface CountyRow {
  key: string;
  name: string;
  quantity: number;
  stores?: number;
  children?: CountyRow[];
}

/** Stock per store, grouped by county (expand a county to see its stores), sortable by quantity. */
export function StockByStore({ productId }: { productId: number }) {
  const format = useFormat();
  const { t } = useTranslation("analysis");
  const stock = useStoreStock(productId);
  usePageData("stock by store", stock.data);
  const rows = useMemo<CountyRow[]>(() => {
    const byCounty = new Map<string, StoreStock[]>();
    for (const s of stock.data ?? []) {
      const county = s.county ?? "–";
      byCounty.set(county, [...(byCounty.get(county) ?? []), s]);
    }
    return [...byCounty].map(([county, stores]) => ({
      key: `county:${county}`,
      name: county,
      quantity: stores.reduce((sum, s) => sum + s.quantity, 0),
      stores: stores.length,
      children: stores.map((s) => ({
        key: `store:${s.storeId}`,
        name: `${s.storeName}${s.city ? `, ${s.city}` : ""}`,
        quantity: s.quantity,
      })),
    }));
  }, [stock.data]);
  return (
    <DataCard
      title={t("byStore.title")}
      extra={
        stock.data?.length ? (
          <ExportMenu
            filename={`fenix-stock-by-store-${productId}`}
            columns={stockByStoreColumns(t)}
            rows={[...stock.data].sort((a, b) => (a.county ?? "").localeCompare(b.county ?? "", "sv") || b.quantity - a.quantity)}
            testId="export-stock-by-store"
          />
        ) : null
      }
      loading={stock.isPending}
      error={stock.error}
      onRetry={() => void stock.refetch()}
      empty={rows.length === 0}
    >
      <Table<CountyRow>
        size="small"
        dataSource={rows}
        pagination={false}
        data-testid="stock-by-store"
        expandable={{
          expandIcon: ({ expanded, onExpand, record }) =>
            record.children ? (
              <Button
                size="small"
                type="text"
                icon={expanded ? <MinusSquareOutlined /> : <PlusSquareOutlined />}
                aria-label={t(expanded ? "byStore.collapse" : "byStore.expand", { county: record.name })}
                aria-expanded={expanded}
                onClick={(event) => onExpand(record, event)}
              />
            ) : null,
        }}
        columns={[
          { title: t("byStore.place"), dataIndex: "name", sorter: (a, b) => a.name.localeCompare(b.name, "sv") },
          { title: t("byStore.stores"), dataIndex: "stores", align: "right", render: (v: number) => format.number(v) },
          {
            title: t("byStore.quantity"),
            dataIndex: "quantity",
            align: "right",
            render: (v: number) => format.number(v),
            sorter: (a, b) => a.quantity - b.quantity,
            defaultSortOrder: "descend",
          },
        ]}
      />
    </DataCard>
  );
}

/** Daily sold and delivered units (bars) over the period, and the hourly diff of the last two days. */
export function StockDiff({ productId, period }: { productId: number; period: PeriodChoice }) {
  const { t } = useTranslation("analysis");
  const format = useFormat();
  const daily = useDailyDiff(productId, period);
  const hourly = useHourlyDiff(productId);
  usePageData("stock diff", daily.data && { daily: daily.data, hourly: hourly.data });
  const option = useMemo<ChartOption>(
    () => ({
      tooltip: { trigger: "axis" },
      legend: { top: 0 },
      grid: { left: 8, right: 8, top: 40, bottom: 8, containLabel: true },
      xAxis: { type: "category", data: daily.data?.map((d) => format.date(d.date)) ?? [] },
      yAxis: { type: "value" },
      series: [
        { name: t("diff.sold"), type: "bar", data: daily.data?.map((d) => d.sold) ?? [], color: "#b4381f" },
        { name: t("diff.delivered"), type: "bar", data: daily.data?.map((d) => d.delivered) ?? [], color: "#0850b8" },
      ],
    }),
    [daily.data, format, t],
  );
  const recentHours = (hourly.data ?? [])
    .filter((h) => h.sold || h.delivered || h.corrected)
    .slice(-12)
    .reverse();
  return (
    <DataCard
      title={t("diff.title")}
      extra={
        recentHours.length ? (
          <ExportMenu
            filename={`fenix-stock-changes-${productId}`}
            columns={hourlyDiffColumns(t, format)}
            rows={recentHours}
            testId="export-stock-changes"
          />
        ) : null
      }
      loading={daily.isPending}
      error={daily.error}
      onRetry={() => void daily.refetch()}
      skeleton="chart"
    >
      <Chart option={option} height={260} ariaLabel={t("diff.aria")} />
      <h2 className="fx-subhead">{t("diff.hourly")}</h2>
      <Table
        size="small"
        pagination={false}
        rowKey="hour"
        dataSource={recentHours}
        locale={{ emptyText: t("diff.noHours") }}
        columns={[
          { title: t("diff.hour"), dataIndex: "hour", render: (v: string) => format.dateTime(v) },
          { title: t("diff.sold"), dataIndex: "sold", align: "right" },
          { title: t("diff.delivered"), dataIndex: "delivered", align: "right" },
          { title: t("diff.corrected"), dataIndex: "corrected", align: "right" },
        ]}
      />
    </DataCard>
  );
}

/** Totals of the movement over the period: sold, delivered, days out of stock, lost sales. */
export function StockMetrics({ productId, period }: { productId: number; period: PeriodChoice }) {
  const { t } = useTranslation("analysis");
  const format = useFormat();
  const metrics = useStockMetrics(productId, period);
  const m = metrics.data;
  usePageData("stock metrics", m);
  return (
    <div className="fx-kpi-row">
      <KpiCard label={t("metrics.sold")} value={m ? format.number(m.sold) : ""} loading={metrics.isPending} testId="metric-sold" />
      <KpiCard
        label={t("metrics.delivered")}
        value={m ? format.number(m.delivered) : ""}
        loading={metrics.isPending}
        testId="metric-delivered"
      />
      <KpiCard
        label={t("metrics.perDay")}
        value={m ? format.number(m.averageDailyUnits, 1) : ""}
        loading={metrics.isPending}
        testId="metric-per-day"
      />
      <KpiCard
        label={t("metrics.outDays")}
        value={m ? format.number(m.outOfStockDays) : ""}
        loading={metrics.isPending}
        testId="metric-out-days"
      />
      <KpiCard label={t("metrics.lost")} value={m ? format.number(m.lostUnits) : ""} loading={metrics.isPending} testId="metric-lost" />
      <KpiCard
        label={t("metrics.lostRevenue")}
        value={m ? format.sek(m.lostRevenue) : ""}
        loading={metrics.isPending}
        testId="metric-lost-revenue"
      />
    </div>
  );
}
