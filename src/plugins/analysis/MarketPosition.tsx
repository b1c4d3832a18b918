import { Col, Row, Table, Typography } from "antd";
import { useMemo } from "react";
import {
  Chart,
  DataCard,
  ExportMenu,
  KpiCard,
  RouteLink,
  segmentLabel,
  serverErrorCode,
  useFormat,
  usePageData,
  useTranslation,
  type ChartOption,
} from "../../kernel";
import { useMarketPosition, useRivals, type CompetitiveAnalysis, type MarketPosition } from "./api";
import { rivalColumns } from "./export-columns";

const NO_HISTORY: MarketPosition["history"] = [];
type Entry = CompetitiveAnalysis["product"];

/** The product's place in its segment month by month (1 at the top), and where it stands now. */
function PositionHistory({ productId }: { productId: number }) {
  const { t } = useTranslation("analysis");
  const format = useFormat();
  const position = useMarketPosition(productId);
  usePageData("market position", position.data);
  const history = position.data?.history ?? NO_HISTORY;
  const ranked = history.filter((p) => p.rank !== null);
  const latest = history.at(-1);
  const option = useMemo<ChartOption>(
    () => ({
      grid: { left: 8, right: 16, top: 16, bottom: 8, containLabel: true },
      tooltip: {
        trigger: "axis",
        formatter: (items: { dataIndex: number }[]) => {
          const p = history[items[0]?.dataIndex ?? 0]!;
          const head = format.month(p.month);
          if (p.rank === null) return `${head}<br/>${t("position.notSold")}`;
          return `${head}<br/>${t("position.rankOf", { rank: p.rank, size: p.segmentSize })}<br/>${t("position.percentile", {
            value: format.number(p.percentile ?? 0, 1),
          })}`;
        },
      },
      xAxis: { type: "category", data: history.map((p) => format.month(p.month)) },
      yAxis: { type: "value", inverse: true, min: 1, minInterval: 1 },
      series: [
        {
          name: t("position.rank"),
          type: "line",
          data: history.map((p) => p.rank),
          connectNulls: false,
          color: "#b4381f",
          symbolSize: 7,
        },
      ],
    }),
    [history, format, t],
  );
  const segment = position.data?.segment;
  return (
    <DataCard
      title={segment ? t("position.titleFor", { segment: segmentLabel(segment, format) }) : t("position.title")}
      loading={position.isPending}
      error={position.error}
      onRetry={() => void position.refetch()}
      empty={ranked.length === 0}
      emptyText={segment ? t("position.neverSold") : t("position.noSegment")}
      skeleton="chart"
    >
      <div className="fx-kpi-row" style={{ marginBottom: 12 }}>
        <KpiCard
          label={latest ? t("position.current", { month: format.month(latest.month) }) : t("position.rank")}
          value={
            latest?.rank
              ? t("position.rankOf", { rank: format.number(latest.rank), size: format.number(latest.segmentSize) })
              : t("position.notRanked")
          }
          testId="position-rank"
        />
        <KpiCard
          label={t("position.percentileLabel")}
          value={latest?.percentile === null || latest?.percentile === undefined ? "–" : `${format.number(latest.percentile, 1)} %`}
          testId="position-percentile"
        />
      </div>
      <Chart option={option} height={240} ariaLabel={t("position.aria", { count: ranked.length })} />
    </DataCard>
  );
}

/** The product beside its nearest rivals in segment and price per litre (the latest month). */
function Rivals({ productId }: { productId: number }) {
  const { t } = useTranslation("analysis");
  const format = useFormat();
  const rivals = useRivals(productId);
  usePageData("rivals", rivals.data);
  const code = serverErrorCode(rivals.error);
  const quiet = code === "RANKING_PRODUCT_NOT_RANKED" || code === "RANKING_NO_DATA";
  const rows = rivals.data ? [rivals.data.product, ...rivals.data.rivals].sort((a, b) => a.rank - b.rank) : undefined;
  const perLitre = (e: Entry) => (e.price !== null && e.volumeMl ? (e.price * 1000) / e.volumeMl : null);
  return (
    <DataCard
      title={t("rivals.title")}
      extra={
        rows?.length ? (
          <ExportMenu filename={`fenix-rivals-${productId}`} columns={rivalColumns(t)} rows={rows} testId="export-rivals" />
        ) : null
      }
      loading={rivals.isPending}
      error={quiet ? undefined : rivals.error}
      onRetry={() => void rivals.refetch()}
      empty={quiet || rows?.length === 0}
      emptyText={code === "RANKING_NO_DATA" ? t("rivals.noData") : t("rivals.notRanked")}
    >
      {rivals.data && (
        <Typography.Paragraph type="secondary">{t("rivals.window", { month: format.month(rivals.data.window.from) })}</Typography.Paragraph>
      )}
      <Table<Entry>
        size="small"
        pagination={false}
        rowKey="productId"
        dataSource={rows}
        scroll={{ x: true }}
        rowClassName={(e) => (e.productId === productId ? "fx-highlight" : "")}
        data-testid="rivals"
        columns={[
          { title: t("rivals.rank"), dataIndex: "rank", width: 56, render: (v: number) => format.number(v) },
          {
            title: t("competition.product"),
            key: "name",
            render: (_, e) =>
              e.productId === productId ? (
                e.name
              ) : (
                <RouteLink to="analysis.page" params={{ product: e.productId }}>
                  {e.name}
                </RouteLink>
              ),
          },
          { title: t("rivals.price"), key: "price", align: "right", render: (_, e) => (e.price === null ? "–" : format.sek(e.price, 2)) },
          {
            title: t("competition.perLitre"),
            key: "perLitre",
            align: "right",
            render: (_, e) => {
              const value = perLitre(e);
              return value === null ? "–" : format.sek(value);
            },
          },
          { title: t("sales.revenue"), dataIndex: "revenue", align: "right", render: (v: number) => format.sek(v) },
        ]}
      />
    </DataCard>
  );
}

/** "Market position": the rank history and the nearest rivals. */
export function MarketPositionSection({ productId }: { productId: number }) {
  return (
    <Row gutter={[16, 16]} data-testid="market-position">
      <Col xs={24} xl={14}>
        <PositionHistory productId={productId} />
      </Col>
      <Col xs={24} xl={10}>
        <Rivals productId={productId} />
      </Col>
    </Row>
  );
}
