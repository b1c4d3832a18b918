import { App, Button, Space, Typography } from "antd";
import { DataCard, KpiCard, MenuNav, useFormat, useTranslation } from "../../kernel";
import { useCacheAnalytics, useCacheCommand, useWarmStatus, type CacheCommand } from "./api";
import { HitRateChart } from "./HitRateChart";
import { RouteTable } from "./RouteTable";
import { WarmProgress } from "./WarmProgress";

/** The operators' page for the response cache: hit rate over the last hour, per-route figures, warm and purge. */
export default function CachePage() {
  const { t } = useTranslation("admin-cache");
  const format = useFormat();
  const { modal } = App.useApp();
  const analytics = useCacheAnalytics();
  const warm = useWarmStatus();
  const command = useCacheCommand();
  const totals = analytics.data?.totals;
  const warming = warm.data?.status === "queued" || warm.data?.status === "running";

  const confirm = (action: CacheCommand, danger = false) =>
    modal.confirm({
      title: t(`confirm.${action}.title`),
      content: t(`confirm.${action}.text`),
      okText: t(`actions.${action}`),
      okButtonProps: { danger },
      cancelText: t("cancel"),
      onOk: async () => {
        await command.run(action);
        await Promise.all([analytics.refetch(), warm.refetch()]);
      },
    });

  return (
    <div className="fx-page">
      <MenuNav slot="admin" label={t("navLabel")} />
      <div className="fx-page-head">
        <div>
          <h1>{t("title")}</h1>
          <Typography.Text type="secondary">
            {analytics.data &&
              t("intro", {
                store: t(`store.${analytics.data.store}`),
                since: new Date(analytics.data.countingSince).toLocaleString(format.locale),
              })}
          </Typography.Text>
        </div>
      </div>
      <div className="fx-stack">
        <div className="fx-kpi-row" data-testid="cache-totals">
          <KpiCard
            label={t("kpi.hitRate")}
            value={totals?.hitRate == null ? "–" : format.percent(totals.hitRate, 1)}
            loading={analytics.isPending}
            testId="cache-hit-rate"
          />
          <KpiCard
            label={t("kpi.requests")}
            value={format.number((totals?.hits ?? 0) + (totals?.misses ?? 0))}
            loading={analytics.isPending}
          />
          <KpiCard
            label={t("kpi.entries")}
            value={format.number(totals?.entries ?? 0)}
            loading={analytics.isPending}
            testId="cache-entries"
          />
          <KpiCard label={t("kpi.saved")} value={`${format.number((totals?.savedMs ?? 0) / 1000, 1)} s`} loading={analytics.isPending} />
        </div>
        <DataCard
          title={t("warm.title")}
          loading={warm.isPending}
          error={warm.error}
          onRetry={() => void warm.refetch()}
          extra={
            <Space wrap>
              <Button type="primary" onClick={() => confirm("warm")} disabled={warming} loading={command.isPending}>
                {t("actions.warm")}
              </Button>
              <Button onClick={() => confirm("warm-aggressive")} disabled={warming}>
                {t("actions.warm-aggressive")}
              </Button>
              <Button danger onClick={() => confirm("purge", true)}>
                {t("actions.purge")}
              </Button>
              <Button onClick={() => confirm("analytics/clear")}>{t("actions.analytics/clear")}</Button>
              <Button onClick={() => confirm("cloudflare/purge", true)}>{t("actions.cloudflare/purge")}</Button>
            </Space>
          }
        >
          <WarmProgress status={warm.data} />
        </DataCard>
        <DataCard
          title={t("chart.title")}
          loading={analytics.isPending}
          error={analytics.error}
          onRetry={() => void analytics.refetch()}
          skeleton="chart"
        >
          {analytics.data && <HitRateChart series={analytics.data.series} />}
        </DataCard>
        <DataCard title={t("table.title")} loading={analytics.isPending} error={analytics.error} onRetry={() => void analytics.refetch()}>
          <RouteTable routes={analytics.data?.routes ?? []} loading={analytics.isFetching && !analytics.data} />
        </DataCard>
      </div>
    </div>
  );
}
