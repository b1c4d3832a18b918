import { App, Button, Space, Typography } from "antd";
import { DataCard, MenuNav, useFormat, usePageData, useTranslation } from "../../kernel";
import { feedBusy, useFeedCommand, useFeedStatus, type FeedKind, type FeedStatus } from "./api";
import { RunsTable } from "./RunsTable";
import { StatusCard } from "./StatusCard";

const KINDS: readonly FeedKind[] = ["stock", "catalogue"];

/** Why a kind's round cannot be asked for now, as a translation key (null: it can). */
function refusal(feed: FeedStatus | undefined, kind: FeedKind): string | null {
  if (!feed) return "why.loading";
  if (feed.source.mode === "off") return "why.off";
  if (feed.paused) return "why.paused";
  if (feed.runs.some((run) => run.kind === kind && run.status === "running")) return `why.running.${kind}`;
  return null;
}

/** /admin/feed: where the market feed reads, how far its data reaches, its next and latest rounds; run now, pause and resume. */
export default function FeedPage() {
  const { t } = useTranslation("admin-feed");
  const stockholm = useFormat().marketTime;
  const { modal } = App.useApp();
  const feed = useFeedStatus();
  const command = useFeedCommand();
  const data = feed.data;
  usePageData("feed", data);
  const off = data?.source.mode === "off";
  const state = !data ? null : off ? "off" : data.paused ? "paused" : feedBusy(data) ? "busy" : "on";

  const pause = () =>
    modal.confirm({
      title: t("confirm.pause.title"),
      content: t("confirm.pause.text"),
      okText: t("actions.pause"),
      okButtonProps: { danger: true },
      cancelText: t("cancel"),
      onOk: async () => {
        await command.send({ paused: true });
      },
    });
  // The reason the buttons are off, said once below them, and named by each button it holds back.
  const reasons = [
    ...new Set(KINDS.map((kind) => refusal(data, kind)).filter((why): why is string => why !== null && why !== "why.loading")),
  ];

  return (
    <div className="fx-page">
      <MenuNav slot="admin" label={t("navLabel")} />
      <div className="fx-page-head">
        <div>
          <h1>{t("title")}</h1>
          <Typography.Text type="secondary">{t("intro")}</Typography.Text>
        </div>
        <div>
          <Space wrap>
            {KINDS.map((kind) => {
              const why = refusal(data, kind);
              return (
                <Button
                  key={kind}
                  type={kind === "stock" ? "primary" : "default"}
                  disabled={why !== null || command.isPending}
                  aria-describedby={why && why !== "why.loading" ? "feed-why" : undefined}
                  onClick={() => void command.send({ run: kind })}
                  data-testid={`feed-run-${kind}`}
                >
                  {t(`actions.run.${kind}`)}
                </Button>
              );
            })}
            {data?.paused ? (
              <Button onClick={() => void command.send({ paused: false })} disabled={command.isPending} data-testid="feed-resume">
                {t("actions.resume")}
              </Button>
            ) : (
              <Button
                danger
                onClick={pause}
                disabled={!data || off || command.isPending}
                aria-describedby={off ? "feed-why" : undefined}
                data-testid="feed-pause"
              >
                {t("actions.pause")}
              </Button>
            )}
          </Space>
          {reasons.length > 0 && (
            <Typography.Paragraph type="secondary" id="feed-why" data-testid="feed-why" style={{ margin: "8px 0 0", maxWidth: 520 }}>
              {reasons.map((why) => t(why)).join(" ")}
            </Typography.Paragraph>
          )}
        </div>
      </div>
      <div className="fx-kpi-row" data-testid="feed-status" data-state={state ?? undefined}>
        <StatusCard
          label={t("status.source")}
          value={data ? t(`mode.${data.source.mode}`) : ""}
          note={data && (data.source.url ?? t(off ? "status.noSource" : "status.sourceStarting"))}
          loading={feed.isPending}
          testId="feed-source"
        />
        <StatusCard
          label={t("status.dataThrough")}
          value={data?.latestSnapshotAt ? stockholm(data.latestSnapshotAt) : "–"}
          note={data && t(data.latestSnapshotAt ? "status.stockholmTime" : "status.noSnapshots")}
          loading={feed.isPending}
          testId="feed-data-through"
        />
        {KINDS.map((kind) => (
          <StatusCard
            key={kind}
            label={t(`status.next.${kind}`)}
            value={data?.next[kind] ? stockholm(data.next[kind]) : "–"}
            note={data && (off ? t("status.nothingQueued") : t("status.schedule", { cron: data.schedules[kind] }))}
            loading={feed.isPending}
            testId={`feed-next-${kind}`}
          />
        ))}
        <StatusCard
          label={t("status.state")}
          value={state ? t(`state.${state}`) : ""}
          note={state && t(`stateNote.${state}`)}
          loading={feed.isPending}
          testId="feed-state"
        />
      </div>
      <DataCard
        title={t("runs.title")}
        loading={feed.isPending}
        error={feed.error}
        onRetry={() => void feed.refetch()}
        empty={data?.runs.length === 0}
        emptyText={t(off ? "runs.emptyOff" : "runs.empty")}
      >
        {data && <RunsTable runs={data.runs} />}
        {data && data.runs.length > 0 && (
          <Typography.Paragraph type="secondary" style={{ margin: "8px 0 0", fontSize: 12 }}>
            {t("runs.note")}
          </Typography.Paragraph>
        )}
      </DataCard>
    </div>
  );
}
