import { Progress, Tag, Typography } from "antd";
import { SimpleTable, useFormat, useTranslation } from "../../kernel";
import type { FeedRun } from "./api";

type Shown = "queued" | "retrying" | "running" | "done" | "skipped" | "failed";
/** Solid colours with white text (AA contrast): antd's light preset tags read at 2.2:1. */
const TAG_COLOR: Record<Shown, string> = {
  queued: "default",
  retrying: "#ad4e00",
  running: "#0958d9",
  done: "#237804",
  skipped: "#ad4e00",
  failed: "#a8071a",
};

/** What a round's tag says: a waiting round that failed before is being retried; a done one that collected nothing skipped. */
function shown(run: FeedRun): Shown {
  if (run.status === "queued") return run.error ? "retrying" : "queued";
  if (run.status === "done" && run.result?.skipped) return "skipped";
  return run.status;
}

/** The latest rounds of both kinds, newest first: state, times, what each collected, and why one failed. */
export function RunsTable({ runs }: { runs: readonly FeedRun[] }) {
  const { t } = useTranslation("admin-feed");
  const format = useFormat();
  const stockholm = useFormat().marketTime;
  const count = (value: number | undefined) => (value === undefined ? "–" : format.number(value));
  const duration = (ms: number) => {
    const seconds = ms / 1000;
    if (seconds < 60) return t("duration.seconds", { value: format.number(seconds, 1) });
    const minutes = Math.floor(seconds / 60);
    return t("duration.minutes", { minutes: format.number(minutes), seconds: format.number(Math.round(seconds - minutes * 60)) });
  };
  return (
    <div data-testid="feed-runs">
      <SimpleTable<FeedRun>
        rowKey="id"
        dataSource={runs}
        columns={[
          {
            key: "kind",
            title: t("runs.kind"),
            render: (_: never, run) => t(`kind.${run.kind}`),
          },
          {
            key: "status",
            title: t("runs.status"),
            render: (_: never, run) => {
              const state = shown(run);
              return (
                <div data-testid="feed-run" data-kind={run.kind} data-status={run.status} style={{ display: "grid", gap: 2 }}>
                  <span>
                    <Tag color={TAG_COLOR[state]}>{t(`runStatus.${state}`)}</Tag>
                  </span>
                  {run.status === "running" && (
                    <Progress
                      percent={Math.round(run.progress * 100)}
                      size="small"
                      status="active"
                      aria-label={t("runs.progress", { kind: t(`kind.${run.kind}`) })}
                    />
                  )}
                  {state === "skipped" && (
                    <Typography.Text type="secondary">
                      {t(run.result?.skipped === "paused" ? "skipped.paused" : "skipped.noSource")}
                    </Typography.Text>
                  )}
                  {(state === "retrying" || (run.status === "running" && run.attempts > 1)) && (
                    <Typography.Text type="secondary">
                      {t("runs.attempt", { attempt: run.attempts + (state === "retrying" ? 1 : 0), of: run.maxAttempts })}
                    </Typography.Text>
                  )}
                  {(run.result?.resumed ?? 0) > 0 && (
                    <Typography.Text type="secondary">{t("runs.resumed", { count: format.number(run.result!.resumed!) })}</Typography.Text>
                  )}
                  {run.error && <Typography.Text type="danger">{t("runs.error", { error: run.error })}</Typography.Text>}
                </div>
              );
            },
          },
          {
            key: "started",
            title: t("runs.started"),
            // A waiting round (a retry too) shows when it is due; the others when their latest attempt started.
            render: (_: never, run) =>
              run.status === "queued" || !run.startedAt ? (
                <span className="fx-muted">{t("runs.dueAt", { at: stockholm(run.queuedFor) })}</span>
              ) : (
                stockholm(run.startedAt)
              ),
          },
          {
            key: "duration",
            title: t("runs.duration"),
            align: "right",
            responsive: ["sm"],
            render: (_: never, run) => (run.durationMs === null ? "–" : duration(run.durationMs)),
          },
          {
            key: "products",
            title: t("runs.products"),
            align: "right",
            responsive: ["md"],
            render: (_: never, run) => count(run.result?.products),
          },
          {
            key: "stores",
            title: t("runs.stores"),
            align: "right",
            responsive: ["md"],
            render: (_: never, run) =>
              run.result?.sites !== undefined ? (
                <span>
                  {count(run.result.sites)}
                  <span className="fx-muted" aria-hidden>
                    *
                  </span>
                </span>
              ) : (
                count(run.result?.stores)
              ),
          },
          {
            key: "snapshots",
            title: t("runs.snapshots"),
            align: "right",
            responsive: ["lg"],
            render: (_: never, run) => count(run.result?.snapshots),
          },
          {
            key: "requests",
            title: t("runs.requests"),
            align: "right",
            responsive: ["lg"],
            render: (_: never, run) => count(run.result?.requests),
          },
          {
            key: "retries",
            title: t("runs.retries"),
            align: "right",
            responsive: ["lg"],
            render: (_: never, run) => count(run.result?.retries),
          },
        ]}
      />
    </div>
  );
}
