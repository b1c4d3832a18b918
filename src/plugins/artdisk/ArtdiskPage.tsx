import { Card, Grid, Result, Table, Typography } from "antd";
import {
  currentLanguage,
  DataCard,
  ExportMenu,
  KpiCard,
  useFormat,
  usePageData,
  useSelectedCompany,
  useCompanies,
  useTranslation,
  useColumnChoice,
  ChoiceGroup,
} from "../../kernel";
import { useArticles, useArtdiskExport, useArtdiskFilterValues, useArtdiskStatistics, type Article } from "./api";
import { PAGE_SIZES, type ChartMode } from "./artdisk-filters";
import { artdiskColumns, dayText, sortFrom } from "./artdisk-columns";
import { ArtdiskFilterBar } from "./ArtdiskFilterBar";
import { ArticleDrawer } from "./ArticleDrawer";
import { EventsChart } from "./EventsChart";
import { useArtdiskFilters } from "./useArtdiskFilters";

/**
 * `/artdisk`: the article register — every article the catalogue has held, and its lifecycle.
 * The company chosen in the header marks the articles that are "ours"; its figures are asked for
 * once the companies are known (the boot has usually fetched them already).
 */
export default function ArtdiskPage() {
  const { t } = useTranslation("artdisk");
  const companies = useCompanies();
  const company = useSelectedCompany();
  const ready = companies.data !== undefined || companies.isError;
  if (ready) return <ArtdiskRegister companyId={company?.id} />;
  return (
    <div className="fx-page">
      <div className="fx-page-head">
        <h1>{t("title")}</h1>
      </div>
      <DataCard title={t("table.title")} loading />
    </div>
  );
}

function ArtdiskRegister({ companyId }: { companyId: string | undefined }) {
  const { t, i18n } = useTranslation("artdisk");
  const format = useFormat();
  const [view, update] = useArtdiskFilters();
  const phone = !Grid.useBreakpoint().sm;
  const values = useArtdiskFilterValues();
  const statistics = useArtdiskStatistics(view, companyId);
  const list = useArticles(view, companyId);
  const exportFile = useArtdiskExport();
  usePageData("artdisk rows", list.query.data && { view, total: list.total, rows: list.query.data.data });
  usePageData("artdisk statistics", statistics.data);
  usePageData("artdisk filters", values.data);

  const hasCompany = companyId !== undefined;
  const empty = values.data !== undefined && values.data.range.first === null;
  const stats = statistics.data;
  const rows = list.query.data?.data;
  const { columns, chooser } = useColumnChoice(
    "artdisk",
    artdiskColumns(t, format, view, phone, (a) => update({ article: a.productNumber })),
    { always: ["name", "history"] },
  );

  const kpi = (key: "launches" | "assortmentChanges" | "priceChanges" | "delistings") => (
    <KpiCard
      key={key}
      label={t(`kpi.${key}`)}
      value={stats ? format.number(stats.totals[key]) : "–"}
      loading={!stats && !statistics.error}
      updating={statistics.isPlaceholderData}
      testId={`kpi-${key}`}
    />
  );

  return (
    <div className="fx-page">
      <div className="fx-page-head">
        <h1>{t("title")}</h1>
        {!empty && (
          <ExportMenu
            filename={`fenix-${t("file")}${view.month ? `-${view.month}` : ""}`}
            file={(fileFormat) => exportFile(view, companyId, currentLanguage(i18n), fileFormat)}
            testId="artdisk-export"
          />
        )}
      </div>
      <Typography.Paragraph type="secondary" style={{ margin: 0 }}>
        {t("intro")}
      </Typography.Paragraph>

      {empty ? (
        <Card data-testid="artdisk-empty">
          <Result status="info" title={t("empty.title")} subTitle={t("empty.text")} />
        </Card>
      ) : (
        <>
          <ArtdiskFilterBar view={view} update={update} values={values.data} hasCompany={hasCompany} />

          <div>
            <div className="fx-kpi-row" data-testid="artdisk-kpis">
              {kpi("launches")}
              {kpi("assortmentChanges")}
              {kpi("priceChanges")}
              {kpi("delistings")}
            </div>
            {stats && (
              <Typography.Text type="secondary" style={{ display: "block", marginTop: 6, fontSize: 13 }} data-testid="artdisk-range">
                {stats.from && stats.to
                  ? t("kpi.range", {
                      from: dayText(format, stats.from),
                      to: dayText(format, stats.to),
                      articles: format.number(stats.totals.articles),
                    })
                  : t("kpi.rangeEmpty")}
                {stats.totals.orderGoods > 0 && (
                  <span data-testid="artdisk-order-goods">
                    {". "}
                    {t("kpi.orderGoods", { moves: format.number(stats.totals.orderGoods) })}
                  </span>
                )}
              </Typography.Text>
            )}
          </div>

          <DataCard
            // The title wraps on a phone rather than end in an ellipsis.
            title={<span style={{ whiteSpace: "normal" }}>{t("chart.title")}</span>}
            loading={!stats && !statistics.error}
            error={statistics.error}
            onRetry={() => void statistics.refetch()}
            skeleton="chart"
          >
            <ChoiceGroup<ChartMode>
              size="small"
              aria-label={t("chart.mode")}
              value={view.chart}
              onChange={(chart) => update({ chart })}
              options={[
                { value: "kind", label: t("chart.byKind") },
                { value: "category", label: t("chart.byCategory") },
              ]}
              style={{ marginBottom: 8 }}
              data-testid="chart-mode"
            />
            {stats && <EventsChart statistics={stats} mode={view.chart} />}
          </DataCard>

          <DataCard
            title={
              <span data-testid="artdisk-count">
                {list.query.data ? t("table.count", { count: list.total, formatted: format.number(list.total) }) : t("table.title")}
              </span>
            }
            loading={list.query.isPending}
            error={list.query.error}
            onRetry={() => void list.query.refetch()}
            empty={rows?.length === 0}
            emptyText={view.own ? t("table.emptyOwn") : t("table.empty")}
            extra={chooser}
          >
            <Table<Article>
              rowKey="productNumber"
              size="middle"
              columns={columns}
              {...list.tableProps}
              scroll={{ x: true }}
              pagination={{ ...list.tableProps.pagination, pageSizeOptions: PAGE_SIZES.map(String), showSizeChanger: true }}
              onRow={(a) => ({ onClick: () => update({ article: a.productNumber }), style: { cursor: "pointer" } })}
              onChange={(pagination, _filters, sorter, extra) => {
                if (extra.action === "sort") {
                  const s = Array.isArray(sorter) ? sorter[0] : sorter;
                  update(sortFrom(s?.columnKey, s?.order));
                } else
                  update({
                    page: pagination.current ?? 1,
                    pageSize: pagination.pageSize ?? PAGE_SIZES[0],
                  });
              }}
              data-testid="artdisk-table"
            />
          </DataCard>
        </>
      )}
      <ArticleDrawer productNumber={view.article} companyId={companyId} onClose={() => update({ article: undefined })} />
    </div>
  );
}
