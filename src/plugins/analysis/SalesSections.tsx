import { Table, Typography } from "antd";
import { useMemo } from "react";
import { Link } from "react-router";
import {
  Chart,
  DataCard,
  ExportMenu,
  RouteLink,
  useFormat,
  usePageData,
  useTranslation,
  type ChartOption,
  type PeriodChoice,
} from "../../kernel";
import { competitorColumns, priceColumns, salesByStoreColumns } from "./export-columns";
import { useAvailability, useCompetitors, usePriceHistory, useSales, useSalesByStore, type Competitor } from "./api";

const TOP_STORES = 15;

/** Daily units and the stores that sold the most (not for a product without store detail). */
export function SalesSection({
  productId,
  period,
  storeDetail = true,
}: {
  productId: number;
  period: PeriodChoice;
  storeDetail?: boolean;
}) {
  const { t } = useTranslation("analysis");
  const format = useFormat();
  const sales = useSales(productId, period);
  const byStore = useSalesByStore(productId, period);
  usePageData("sales data", sales.data && { daily: sales.data.daily, byStore: byStore.data });
  const option = useMemo<ChartOption>(
    () => ({
      tooltip: { trigger: "axis" },
      grid: { left: 8, right: 8, top: 16, bottom: 8, containLabel: true },
      xAxis: { type: "category", data: sales.data?.daily.map((d) => format.seriesLabel(d.date, sales.data?.granularity)) ?? [] },
      yAxis: { type: "value" },
      series: [
        { name: t("sales.units"), type: "line", showSymbol: false, data: sales.data?.daily.map((d) => d.units) ?? [], color: "#b4381f" },
      ],
    }),
    [sales.data, format, t],
  );
  const top = byStore.data ? [...byStore.data].sort((a, b) => b.units - a.units).slice(0, TOP_STORES) : undefined;
  return (
    <div className="fx-stack">
      <DataCard
        title={t("sales.title")}
        loading={sales.isPending}
        error={sales.error}
        onRetry={() => void sales.refetch()}
        skeleton="chart"
      >
        <Typography.Paragraph data-testid="sales-total">
          {sales.data &&
            t("sales.total", {
              units: format.number(sales.data.totals.units),
              revenue: format.sek(sales.data.totals.revenue),
              stores: sales.data.totals.storesSelling,
            })}
        </Typography.Paragraph>
        <Chart option={option} height={260} ariaLabel={t("sales.aria")} />
      </DataCard>
      {storeDetail && (
        <DataCard
          title={t("sales.byStore")}
          extra={
            top?.length ? (
              <ExportMenu
                filename={`fenix-sales-by-store-${productId}`}
                columns={salesByStoreColumns(t)}
                rows={top}
                testId="export-sales-by-store"
              />
            ) : null
          }
          loading={byStore.isPending}
          error={byStore.error}
          onRetry={() => void byStore.refetch()}
          empty={top?.length === 0}
        >
          <Table
            size="small"
            pagination={false}
            rowKey="storeId"
            dataSource={top}
            columns={[
              {
                title: t("byStore.store"),
                key: "store",
                render: (_, s) => (
                  <RouteLink to="stores.store" params={{ storeId: s.siteId }}>
                    {s.storeName}
                  </RouteLink>
                ),
              },
              { title: t("byStore.county"), dataIndex: "county", responsive: ["md"] },
              { title: t("sales.units"), dataIndex: "units", align: "right", render: (v: number) => format.number(v) },
              { title: t("sales.revenue"), dataIndex: "revenue", align: "right", render: (v: number) => format.sek(v) },
            ]}
          />
        </DataCard>
      )}
    </div>
  );
}

/** The segment's products ranked by litres, with this product highlighted. */
export function CompetitiveSection({ productId, period }: { productId: number; period: PeriodChoice }) {
  const { t } = useTranslation("analysis");
  const format = useFormat();
  const sales = useSales(productId, period);
  const segment = sales.data?.segment;
  const competitors = useCompetitors(segment?.id, period);
  usePageData("competitive analysis", competitors.data && { segment, items: competitors.data });
  return (
    <DataCard
      title={
        segment
          ? t("competition.titleFor", { segment: `${format.category(segment.categoryLevel2)}, ${segment.priceBand}` })
          : t("competition.title")
      }
      extra={
        competitors.data?.length ? (
          <ExportMenu
            filename={`fenix-competitors-${productId}`}
            columns={competitorColumns(t)}
            rows={competitors.data}
            testId="export-competitors"
          />
        ) : null
      }
      loading={sales.isPending || (!!segment && competitors.isPending)}
      error={competitors.error}
      onRetry={() => void competitors.refetch()}
      empty={!segment || competitors.data?.length === 0}
      emptyText={t("competition.none")}
    >
      <Table<Competitor>
        size="small"
        pagination={false}
        rowKey={(c) => c.product.id}
        dataSource={competitors.data}
        scroll={{ x: true }}
        rowClassName={(c) => (c.product.id === productId ? "fx-highlight" : "")}
        data-testid="competitors"
        columns={[
          { title: "#", dataIndex: "rank", width: 48 },
          {
            title: t("competition.product"),
            key: "product",
            render: (_, c) => <Link to={`/analysis?product=${c.product.id}&period=${period}`}>{c.product.productName}</Link>,
          },
          { title: t("competition.share"), dataIndex: "share", align: "right", render: (v: number) => format.percent(v) },
          {
            title: t("competition.perLitre"),
            key: "ppl",
            align: "right",
            responsive: ["md"],
            render: (_, c) => (c.product.pricePerLitre === null ? "–" : format.sek(c.product.pricePerLitre)),
          },
          {
            title: t("competition.velocity"),
            dataIndex: "velocity",
            align: "right",
            responsive: ["md"],
            render: (v: number) => format.number(v, 2),
          },
        ]}
      />
    </DataCard>
  );
}

/** Prices over time and how complete the data is. */
export function PricesAndAvailability({ productId }: { productId: number }) {
  const { t } = useTranslation("analysis");
  const format = useFormat();
  const prices = usePriceHistory(productId);
  const availability = useAvailability(productId);
  usePageData("price history", prices.data);
  usePageData("data availability", availability.data);
  const a = availability.data;
  const newestFirst = prices.data ? [...prices.data].reverse() : [];
  return (
    <DataCard
      title={t("prices.title")}
      extra={
        newestFirst.length ? (
          <ExportMenu filename={`fenix-prices-${productId}`} columns={priceColumns(t)} rows={newestFirst} testId="export-prices" />
        ) : null
      }
      loading={prices.isPending}
      error={prices.error}
      onRetry={() => void prices.refetch()}
    >
      <Table
        size="small"
        pagination={false}
        rowKey="validFrom"
        dataSource={newestFirst}
        columns={[
          { title: t("prices.from"), dataIndex: "validFrom", render: (v: string) => format.date(v) },
          { title: t("prices.price"), dataIndex: "price", align: "right", render: (v: number) => format.sek(v, 2) },
        ]}
      />
      {a && (
        <Typography.Paragraph type="secondary" style={{ marginTop: 12 }} data-testid="availability">
          {t("availability.text", {
            from: a.firstSalesDay ? format.date(a.firstSalesDay) : "–",
            to: a.lastSalesDay ? format.date(a.lastSalesDay) : "–",
            days: a.daysWithSales,
            stores: a.storesObserved,
            latest: a.latestSnapshotAt ? format.dateTime(a.latestSnapshotAt) : "–",
          })}
          {!a.storeDetail && ` ${t("availability.nationalOnly")}`}
        </Typography.Paragraph>
      )}
    </DataCard>
  );
}
