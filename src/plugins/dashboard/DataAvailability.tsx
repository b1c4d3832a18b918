import { Typography } from "antd";
import type { PeriodEcho } from "../../../contracts";
import { useFormat, usePageData, useTranslation } from "../../kernel";

/** When the newest stock snapshot was taken, and the period the figures cover. */
export function DataAvailability({ latestSnapshotAt, period }: { latestSnapshotAt: string | null | undefined; period?: PeriodEcho }) {
  const { t } = useTranslation("dashboard");
  const format = useFormat();
  usePageData("data availability", latestSnapshotAt === undefined ? undefined : { latestSnapshotAt, period });
  return (
    <div className="fx-card fx-card-small fx-availability">
      <div className="fx-card-body">
        <Typography.Text type="secondary" data-testid="data-availability">
          {latestSnapshotAt ? t("availability.latest", { time: format.marketTime(latestSnapshotAt) }) : t("availability.none")}
          {period && ` · ${t("availability.period", { from: format.date(period.from), to: format.date(period.to) })}`}
          {period && period.dataFrom === null && ` · ${t("availability.noData")}`}
          {period?.dataFrom && period.dataFrom > period.from && ` · ${t("availability.dataFrom", { from: format.date(period.dataFrom) })}`}
        </Typography.Text>
      </div>
    </div>
  );
}
