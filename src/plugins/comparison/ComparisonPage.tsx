import { CloseOutlined } from "@ant-design/icons";
import { Button, Card, Empty, Table } from "antd";
import { useEffect, useMemo } from "react";
import { useLocation, useNavigate, useSearchParams } from "react-router";
import {
  Chart,
  DataCard,
  ExportMenu,
  PeriodSelect,
  productText,
  RouteLink,
  ProductPicker,
  useFormat,
  usePageData,
  usePeriod,
  useTranslation,
  type ChartOption,
} from "../../kernel";
import { useCompared, type Compared } from "./api";
import { comparedProducts, comparisonUrl, MAX_COMPARED, rememberCompared } from "./comparison-list";
import { figureExportColumns, figureRows, type FigureRow } from "./figure-rows";
import { StoreOverlap } from "./StoreOverlap";

const COLOURS = ["#b4381f", "#0850b8", "#237804", "#ad4e00", "#531dab"];

/** `/comparison`: up to five products side by side. */
export default function ComparisonPage() {
  const { t } = useTranslation("comparison");
  const format = useFormat();
  const navigate = useNavigate();
  const location = useLocation();
  const [params] = useSearchParams();
  const [period] = usePeriod();
  const list = useMemo(() => comparedProducts(params), [params]);
  const compared = useCompared(list, period);

  useEffect(() => {
    rememberCompared(list);
    const normal = comparisonUrl(list, params);
    if (normal !== `${location.pathname}${location.search}`) navigate(normal, { replace: true });
  }, [list, params, location, navigate]);

  const setList = (next: number[]) => navigate(comparisonUrl(next.slice(-MAX_COMPARED), params));
  // The whole name and size: one name can come in several bottles (Dworek Vodka 700 ml and 350 ml).
  const name = (c: Compared) => (c.product ? productText(c.product, format) : `#${c.id}`);
  usePageData(
    "comparison",
    compared.map((c) => ({ id: c.id, product: c.product, totals: c.figures?.totals })),
  );

  const rows = figureRows(t, format);

  const chartData = compared.map((c) => ({ name: name(c), daily: c.figures?.daily ?? [] }));
  const granularity = compared[0]?.figures?.granularity;
  usePageData("chart data", chartData);
  const option = useMemo<ChartOption>(
    () => ({
      tooltip: { trigger: "axis" },
      legend: { top: 0 },
      grid: { left: 8, right: 8, top: 40, bottom: 8, containLabel: true },
      xAxis: {
        type: "category",
        data: chartData[0]?.daily.map((d) => format.seriesLabel(d.date, granularity)) ?? [],
      },
      yAxis: { type: "value" },
      series: chartData.map((c, i) => ({
        name: c.name,
        type: "line",
        showSymbol: false,
        data: c.daily.map((d) => d.units),
        color: COLOURS[i % COLOURS.length],
      })),
    }),
    [chartData, format, granularity],
  );

  return (
    <div className="fx-page">
      <div className="fx-page-head">
        <h1>{t("title")}</h1>
        <PeriodSelect />
      </div>
      <Card size="small">
        {list.length < MAX_COMPARED ? (
          <ProductPicker
            label={t("add")}
            placeholder={t("addPlaceholder")}
            exclude={list}
            onChoose={(id) => setList([...list, id])}
            testId="comparison-picker"
          />
        ) : (
          <span className="fx-muted">{t("full", { max: MAX_COMPARED })}</span>
        )}
      </Card>
      {list.length === 0 ? (
        <Empty description={t("empty")} />
      ) : (
        <>
          <DataCard
            title={t("sideBySide")}
            extra={
              <ExportMenu
                filename="fenix-comparison"
                columns={figureExportColumns(t, compared, name)}
                rows={rows}
                testId="export-comparison"
              />
            }
            loading={false}
            error={compared.find((c) => c.error)?.error}
            onRetry={() => navigate(0)}
          >
            <div className="fx-scroll-x" tabIndex={0} role="region" aria-label={t("sideBySide")}>
              <Table<FigureRow>
                size="small"
                pagination={false}
                rowKey="key"
                dataSource={rows}
                data-testid="comparison-table"
                columns={[
                  { title: t("figure"), dataIndex: "label" },
                  ...compared.map((c) => ({
                    key: String(c.id),
                    title: (
                      <span className="fx-compare-head">
                        <RouteLink to="products.product" params={{ id: c.id }}>
                          {name(c)}
                        </RouteLink>
                        <Button
                          size="small"
                          type="text"
                          icon={<CloseOutlined />}
                          aria-label={t("remove", { name: name(c) })}
                          onClick={() => setList(list.filter((id) => id !== c.id))}
                        />
                      </span>
                    ),
                    align: "right" as const,
                    render: (_: unknown, row: FigureRow) => (c.pending && !c.product ? "…" : row.value(c)),
                  })),
                ]}
              />
            </div>
          </DataCard>
          <DataCard title={t("chart")} loading={compared.some((c) => !c.figures && c.pending)} skeleton="chart">
            <Chart option={option} ariaLabel={t("chartAria", { names: chartData.map((c) => c.name).join(", ") })} />
          </DataCard>
          <StoreOverlap compared={compared} />
        </>
      )}
    </div>
  );
}
