import { Button, Card, Result } from "antd";
import { useFormat, useTranslation } from "../../kernel";
import { windowLabel } from "./labels";

/**
 * What the page says instead of a ranking: no whole month of data at all (a new database), or
 * none for the chosen month, with the way back to the latest one.
 */
export function RankingEmpty({ kind, month, onLatest }: { kind: "noData" | "month"; month: string; onLatest: () => void }) {
  const { t } = useTranslation("rankings");
  const format = useFormat();
  return (
    <Card data-testid="ranking-empty">
      {kind === "noData" ? (
        <Result status="info" title={t("empty.noDataTitle")} subTitle={t("empty.noDataText")} />
      ) : (
        <Result
          status="info"
          title={t("empty.monthTitle", { month: /^\d{4}-\d{2}$/.test(month) ? windowLabel(month, month, format) : month })}
          subTitle={t("empty.monthText")}
          extra={<Button onClick={onLatest}>{t("empty.latest")}</Button>}
        />
      )}
    </Card>
  );
}
