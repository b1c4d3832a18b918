import { Alert, Progress, Typography } from "antd";
import { useEffect, useMemo, useState } from "react";
import { RANKING_WINDOWS } from "../../../contracts";
import {
  DataCard,
  ExportMenu,
  serverErrorCode,
  useCompanies,
  useFormat,
  usePageData,
  useSelectedCompany,
  useTranslation,
} from "../../kernel";
import { useCounties, useRankingAnalysis, useRankingRows } from "./api";
import { lastCalendarMonth, recentMonths, windowLabel } from "./labels";
import { MoversChart } from "./MoversChart";
import { RankingEmpty } from "./RankingEmpty";
import { exportColumns } from "./ranking-export";
import { RankingFilterBar } from "./RankingFilterBar";
import { RankingHelp } from "./RankingHelp";
import { RankingKpis } from "./RankingKpis";
import { RankingTable } from "./RankingTable";
import { SORTERS } from "./ranking-columns";
import { useRankingFilters } from "./useRankingFilters";

const MONTH_CHOICES = 12;

/** `/monthly-ranking`: every product ranked in its segment, with flags, movers and filters kept in the URL. */
export default function MonthlyRankingPage() {
  const { t } = useTranslation("rankings");
  const format = useFormat();
  const [filters, update] = useRankingFilters();
  const companies = useCompanies();
  const company = useSelectedCompany();
  const companyId = company?.id;
  const ready = companies.data !== undefined || companies.isError;
  const segmentFilters = filters.categories.length > 0 || filters.priceBands.length > 0;

  const rows = useRankingRows(filters, companyId, ready);
  // Asked alongside the rows: the server computes a new ranking once for concurrent calls.
  const analysis = useRankingAnalysis(filters, companyId, segmentFilters, ready);
  const scope = useRankingAnalysis(filters, companyId, false, ready && segmentFilters);
  const counties = useCounties();
  usePageData("rankings", rows.data && { window: rows.window, total: rows.total, complete: rows.complete, first: rows.rows?.slice(0, 20) });
  usePageData("ranking analysis", analysis.data);

  // The newest closed month, as the last preset window said; the calendar's until one has.
  const isPreset = (RANKING_WINDOWS as readonly string[]).includes(filters.window);
  const [latest, setLatest] = useState(lastCalendarMonth);
  const presetTo = isPreset ? (analysis.data?.window.to ?? rows.window?.to) : undefined;
  useEffect(() => {
    if (presetTo) setLatest(presetTo.slice(0, 7));
  }, [presetTo]);

  const sorted = useMemo(() => {
    const list = rows.rows;
    const compare = filters.sort && SORTERS[filters.sort.field];
    if (!list || !compare) return list;
    const direction = filters.sort!.order === "ascend" ? 1 : -1;
    return [...list].sort((a, b) => direction * compare(a, b));
  }, [rows.rows, filters.sort]);

  const categories = useMemo(() => {
    const names = new Set((segmentFilters ? scope.data : analysis.data)?.segments.map((s) => s.category) ?? []);
    for (const c of filters.categories) names.add(c);
    return [...names].sort((a, b) => format.category(a).localeCompare(format.category(b), format.locale));
  }, [segmentFilters, scope.data, analysis.data, filters.categories, format]);

  const code = serverErrorCode(rows.error) ?? serverErrorCode(analysis.error);
  const window = rows.window ?? analysis.data?.window;
  const { progress } = rows;
  // While pages arrive, the rows so far (of the ranking's total, which the first page gives).
  const shown = rows.arriving ? rows.rows?.length : rows.total;
  const walking = rows.isFetching && progress.total !== null && progress.loaded < progress.total;

  return (
    <div className="fx-page">
      <div className="fx-page-head">
        <div>
          <h1>{t("title")}</h1>
          {window && (
            <Typography.Text type="secondary" data-testid="ranking-window">
              {t("window.current", {
                window: windowLabel(window.from, window.to, format),
                previous: windowLabel(window.previousFrom, window.previousTo, format),
              })}
            </Typography.Text>
          )}
        </div>
      </div>
      <Typography.Paragraph type="secondary" style={{ margin: 0 }}>
        {t("intro")}
      </Typography.Paragraph>
      <RankingFilterBar
        filters={filters}
        update={update}
        months={recentMonths(latest, MONTH_CHOICES)}
        categories={categories}
        counties={counties}
        hasCompany={!!companyId}
      />
      {code === "RANKING_NO_DATA" || code === "RANKING_MONTH_WITHOUT_DATA" ? (
        <RankingEmpty
          kind={code === "RANKING_NO_DATA" ? "noData" : "month"}
          month={filters.window}
          onLatest={() => update({ window: "1m" })}
        />
      ) : (
        <>
          <RankingKpis
            analysis={analysis.data}
            loading={!analysis.data && !analysis.error}
            updating={analysis.isPlaceholderData}
            hasCompany={!!companyId}
            flags={filters.flags}
            onToggleFlag={(flag) =>
              update({ flags: filters.flags.includes(flag) ? filters.flags.filter((f) => f !== flag) : [...filters.flags, flag] })
            }
          />
          <DataCard
            title={t("movers.title")}
            loading={!analysis.data && !analysis.error}
            error={analysis.error}
            onRetry={() => void analysis.refetch()}
            skeleton="chart"
          >
            {analysis.data && <MoversChart movers={analysis.data.movers} />}
          </DataCard>
          <RankingHelp />
          <DataCard
            title={
              <span data-testid="ranking-count">
                {shown === undefined
                  ? t("table.title")
                  : sorted && analysis.data && shown !== analysis.data.totals.products
                    ? t("table.count", { shown: format.number(shown), total: format.number(analysis.data.totals.products) })
                    : t("table.countAll", { total: format.number(shown) })}
              </span>
            }
            extra={
              sorted &&
              !rows.arriving && (
                <ExportMenu
                  filename={`${t("file")}-${filters.window}`}
                  columns={exportColumns(t, format)}
                  rows={sorted}
                  testId="ranking-export"
                />
              )
            }
            loading={!rows.data && !rows.error && !walking}
            error={rows.error}
            onRetry={() => void rows.refetch()}
          >
            {walking && (
              <div data-testid="ranking-progress">
                <Progress
                  percent={Math.round((progress.loaded / progress.total!) * 100)}
                  size="small"
                  showInfo={false}
                  aria-label={t("table.loadingLabel")}
                />
                <Typography.Text type="secondary">
                  {t("table.loading", { loaded: format.number(progress.loaded), total: format.number(progress.total!) })}
                </Typography.Text>
              </div>
            )}
            {!rows.complete && !rows.arriving && rows.data && rows.total !== undefined && (
              <Alert
                type="warning"
                showIcon
                style={{ marginBottom: 12 }}
                message={t("table.truncated", { shown: format.number(rows.rows?.length ?? 0), total: format.number(rows.total) })}
              />
            )}
            <RankingTable rows={sorted} total={rows.total} loading={!rows.data} sort={filters.sort} onSort={(sort) => update({ sort })} />
          </DataCard>
        </>
      )}
    </div>
  );
}
