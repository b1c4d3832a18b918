import { Progress, Typography } from "antd";
import { useFormat, useTranslation } from "../../kernel";
import type { CacheWarmStatus } from "./api";

/** The latest warm job: its progress while it runs, what it did once done. */
export function WarmProgress({ status }: { status: CacheWarmStatus | undefined }) {
  const { t } = useTranslation("admin-cache");
  const format = useFormat();
  if (!status || status.status === "idle") return <Typography.Text type="secondary">{t("warm.never")}</Typography.Text>;
  const percent = Math.round(status.progress * 100);
  return (
    <div data-testid="warm-status" data-status={status.status}>
      <Progress
        percent={percent}
        aria-label={t("warm.progress")}
        status={status.status === "failed" ? "exception" : status.status === "done" ? "success" : "active"}
      />
      <Typography.Text type="secondary">
        {t(`warm.status.${status.status}`, {
          mode: t(`warm.mode.${status.mode ?? "normal"}`),
          computed: format.number(status.computed ?? 0),
          cached: format.number(status.alreadyCached ?? 0),
          companies: format.number(status.companies ?? 0),
          at: status.updatedAt ? new Date(status.updatedAt).toLocaleTimeString(format.locale) : "",
        })}
      </Typography.Text>
    </div>
  );
}
