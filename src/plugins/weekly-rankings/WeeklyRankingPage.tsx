import { UploadOutlined } from "@ant-design/icons";
import { Alert, Button, Card, Radio, Result, Select, Space, Switch, Table, Typography } from "antd";
import { useMemo, useState } from "react";
import type { MatchingStatus } from "../../../contracts";
import {
  DataCard,
  ExportMenu,
  KpiCard,
  toast,
  useErrorText,
  useFormat,
  usePageData,
  useIdentity,
  useTranslation,
  useColumnChoice,
} from "../../kernel";
import { useCounties, useDeleteList, useWeeklyLists, useWeeklyRows, useWeeklyStatistics, type WeeklyRankingEntry } from "./api";
import { MatchDialog } from "./MatchDialog";
import { PositionChart } from "./PositionChart";
import { UploadListDialog } from "./UploadListDialog";
import { exportColumns, weeklyColumns } from "./weekly-columns";
import { weekNumber } from "./weekly-filters";
import { WeeklyLists } from "./WeeklyLists";
import { useWeeklyFilters } from "./useWeeklyFilters";

const TABS: ("all" | MatchingStatus)[] = ["all", "matched", "ambiguous", "unmatched"];

/** `/weekly-ranking`: the week's top lists, the monopoly's and the company's own, matched to the catalogue. */
export default function WeeklyRankingPage() {
  const { t } = useTranslation("weekly-rankings");
  const format = useFormat();
  const errorText = useErrorText();
  const user = useIdentity();
  const [filters, update] = useWeeklyFilters();
  const [uploading, setUploading] = useState(false);
  const [matching, setMatching] = useState<WeeklyRankingEntry | null>(null);
  const deleteList = useDeleteList();

  const lists = useWeeklyLists();
  const week = filters.week ?? lists.data?.weeks[0];
  const ofWeek = useMemo(() => lists.data?.items.filter((l) => l.week === week), [lists.data, week]);
  const ready = lists.data !== undefined;
  const rows = useWeeklyRows({ ...filters, week }, ready && week !== undefined);
  const statistics = useWeeklyStatistics(week, ready && week !== undefined);
  const counties = useCounties();
  usePageData("weekly rows", rows.rows && { week, total: rows.total, first: rows.rows.slice(0, 20) });
  usePageData("weekly statistics", statistics.data);
  usePageData("weekly lists", lists.data);

  // The week's lists count their rows by status; with other filters on, only the open tab's count is known.
  const counts = useMemo(() => {
    if (filters.category || filters.county || filters.ownOnly || !ofWeek) return null;
    const processed = ofWeek.filter((l) => l.status === "processed");
    const sum = (pick: (l: (typeof processed)[number]) => number) => processed.reduce((a, l) => a + pick(l), 0);
    return {
      all: sum((l) => l.rowCount),
      matched: sum((l) => l.matched),
      ambiguous: sum((l) => l.ambiguous),
      unmatched: sum((l) => l.unmatched),
    };
  }, [ofWeek, filters.category, filters.county, filters.ownOnly]);
  const shown = rows.rows;
  const processing = lists.data?.items.some((l) => l.status === "processing");
  const { columns, chooser } = useColumnChoice(
    "weekly",
    weeklyColumns(t, format, setMatching, (product) => update({ product })),
    { always: ["position", "product", "actions"] },
  );
  const weeks = lists.data?.weeks ?? [];
  const hasCompany = !!user?.companyId;
  const stats = statistics.data;

  return (
    <div className="fx-page">
      <div className="fx-page-head">
        <div>
          <h1>{t("title")}</h1>
          {week && (
            <Typography.Text type="secondary" data-testid="weekly-week">
              {t("weekLabel", { week: weekNumber(week), year: week.slice(0, 4) })}
            </Typography.Text>
          )}
        </div>
        {hasCompany && (
          <Button type="primary" icon={<UploadOutlined />} onClick={() => setUploading(true)} data-testid="weekly-upload">
            {t("upload.open")}
          </Button>
        )}
      </div>
      <Typography.Paragraph type="secondary" style={{ margin: 0 }}>
        {t("intro")}
      </Typography.Paragraph>

      {ready && weeks.length === 0 && !processing ? (
        <Card data-testid="weekly-empty">
          <Result
            status="info"
            title={t("empty.title")}
            subTitle={hasCompany ? t("empty.text") : t("empty.textNoCompany")}
            extra={
              hasCompany && (
                <Button type="primary" onClick={() => setUploading(true)}>
                  {t("upload.open")}
                </Button>
              )
            }
          />
        </Card>
      ) : (
        <>
          <Space wrap className="fx-filter-bar" data-testid="weekly-filters">
            <Select
              aria-label={t("filters.week")}
              style={{ minWidth: 200 }}
              value={week}
              onChange={(value: string) => update({ week: value, product: undefined })}
              options={weeks.map((w) => ({ value: w, label: t("weekLabel", { week: weekNumber(w), year: w.slice(0, 4) }) }))}
              data-testid="weekly-week-select"
            />
            <Select
              aria-label={t("filters.category")}
              allowClear
              placeholder={t("filters.allCategories")}
              style={{ minWidth: 200 }}
              value={filters.category}
              onChange={(value?: string) => update({ category: value })}
              options={(stats?.byCategory ?? [])
                .filter((c) => c.category)
                .map((c) => ({ value: c.category, label: format.category(c.category) }))}
            />
            <Select
              aria-label={t("filters.county")}
              allowClear
              showSearch
              placeholder={t("filters.allCounties")}
              style={{ minWidth: 200 }}
              value={filters.county}
              onChange={(value?: string) => update({ county: value })}
              options={(counties ?? []).map((c) => ({ value: c, label: c }))}
            />
            {hasCompany && (
              <label className="fx-switch-label">
                <Switch size="small" checked={filters.ownOnly} onChange={(ownOnly) => update({ ownOnly })} /> {t("filters.ownOnly")}
              </label>
            )}
          </Space>

          <div className="fx-kpi-row" data-testid="weekly-kpis">
            <KpiCard label={t("kpi.rows")} value={stats ? format.number(stats.rows) : "–"} loading={!stats} testId="kpi-rows" />
            <KpiCard
              label={t("kpi.matchRate")}
              value={stats ? format.percent(stats.matchRate) : "–"}
              loading={!stats}
              testId="kpi-match-rate"
            />
            {hasCompany && (
              <KpiCard label={t("kpi.own")} value={stats ? format.number(stats.ownRows) : "–"} loading={!stats} testId="kpi-own" />
            )}
            {hasCompany && (
              <KpiCard
                label={t("kpi.bestOwn")}
                value={stats?.bestOwnPosition ? format.number(stats.bestOwnPosition) : "–"}
                loading={!stats}
                testId="kpi-best-own"
              />
            )}
          </div>

          {ofWeek?.some((l) => l.source === "demo") && (
            <Alert type="info" showIcon message={t("lists.demoNotice")} data-testid="weekly-demo-notice" />
          )}

          <DataCard title={t("lists.title")} loading={!lists.data && !lists.error} error={lists.error} onRetry={() => void lists.refetch()}>
            {ofWeek && (
              <WeeklyLists
                lists={ofWeek}
                onDelete={(list) =>
                  void deleteList(list.id).then(
                    () => toast({ title: t("lists.deleted"), variant: "success" }),
                    (error: unknown) => toast({ title: t("lists.deleteFailed"), description: errorText(error), variant: "destructive" }),
                  )
                }
              />
            )}
          </DataCard>

          {filters.product && <PositionChart productId={filters.product} onClose={() => update({ product: undefined })} />}

          <DataCard
            title={<span data-testid="weekly-count">{t("table.title", { count: rows.total ?? 0 })}</span>}
            extra={
              <Space size={8} wrap>
                {chooser}
                {shown && <ExportMenu filename={`${t("file")}-${week}`} columns={exportColumns(t)} rows={shown} testId="weekly-export" />}
              </Space>
            }
            loading={!rows.data && !rows.error}
            error={rows.error}
            onRetry={() => void rows.refetch()}
          >
            {/* Buttons that wrap on a phone (tabs would hide the overflow behind a menu). */}
            <Radio.Group
              optionType="button"
              aria-label={t("tabs.label")}
              value={filters.status}
              onChange={(event) => update({ status: event.target.value as MatchingStatus | "all" })}
              style={{ display: "flex", flexWrap: "wrap", rowGap: 8, marginBottom: 12 }}
              data-testid="weekly-status"
              options={TABS.map((tab) => {
                const count = counts ? counts[tab] : tab === filters.status ? rows.total : undefined;
                return { value: tab, label: count === undefined ? t(`tabs.${tab}`) : `${t(`tabs.${tab}`)} (${format.number(count)})` };
              })}
            />
            <Table<WeeklyRankingEntry>
              size="small"
              rowKey="id"
              columns={columns}
              dataSource={shown}
              pagination={{ pageSize: 50, showSizeChanger: false, hideOnSinglePage: true }}
              scroll={{ x: 1400 }}
              locale={{ emptyText: t("table.empty") }}
              data-testid="weekly-table"
            />
          </DataCard>
        </>
      )}
      {uploading && (
        <UploadListDialog
          onClose={() => setUploading(false)}
          onStarted={(list) => update({ week: list.week, status: "all", product: undefined })}
        />
      )}
      {matching && <MatchDialog entry={matching} onClose={() => setMatching(null)} />}
    </div>
  );
}
