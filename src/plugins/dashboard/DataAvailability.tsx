import { Typography } from "antd";
import type { PeriodEcho } from "../../../contracts";
import { useFormat, usePageData, useTranslation } from "../../kernel";

/** When the newest stock snapshot was taken, the period the figures cover and the one their changes compare with. */
export function DataAvailability({
  latestSnapshotAt,
  period,
  previousPeriod,
  storeDetail,
}: {
  latestSnapshotAt: string | null | undefined;
  period?: PeriodEcho;
  previousPeriod?: PeriodEcho;
  /** false: a product sold nationally only; the line says store figures leave it out. */
  storeDetail?: boolean;
}) {
  const { t } = useTranslation("dashboard");
  const format = useFormat();
  usePageData("data availability", latestSnapshotAt === undefined ? undefined : { latestSnapshotAt, period });
  // The period the changes compare with, and which of its days have data when they are not as many.
  const comparedText = (previous: PeriodEcho, currentDays: number) =>
    previous.dataFrom === null || previous.dataTo === null
      ? t("availability.comparedNone", { from: format.date(previous.from), to: format.date(previous.to) })
      : previous.daysWithData === currentDays
        ? t("availability.compared", { from: format.date(previous.from), to: format.date(previous.to) })
        : t("availability.comparedDays", {
            from: format.date(previous.dataFrom),
            to: format.date(previous.dataTo),
            days: format.number(previous.daysWithData),
            current: format.number(currentDays),
          });
  return (
    <div className="fx-card fx-card-small fx-availability">
      <div className="fx-card-body">
        <Typography.Text type="secondary" data-testid="data-availability">
          {storeDetail === false
            ? t("availability.nationalOnly")
            : latestSnapshotAt
              ? t("availability.latest", { time: format.marketTime(latestSnapshotAt) })
              : t("availability.none")}
          {period && ` · ${t("availability.period", { from: format.date(period.from), to: format.date(period.to) })}`}
          {period && period.dataFrom === null && ` · ${t("availability.noData")}`}
          {period?.dataFrom && period.dataFrom > period.from && ` · ${t("availability.dataFrom", { from: format.date(period.dataFrom) })}`}
          {period && previousPeriod && ` · ${comparedText(previousPeriod, period.daysWithData)}`}
        </Typography.Text>
      </div>
    </div>
  );
}
