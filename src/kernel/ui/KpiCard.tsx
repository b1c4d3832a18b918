import { ArrowDownOutlined, ArrowUpOutlined } from "@ant-design/icons";
import { Card, Skeleton } from "antd";
import { useTranslation } from "react-i18next";
import { useFormat } from "../../providers/i18n/format";

export interface KpiCardProps {
  label: string;
  /** Already formatted. */
  value: string;
  current?: number;
  previous?: number;
  loading?: boolean;
  /** The figure is the previous period's while the new one loads: shown dimmed. */
  updating?: boolean;
  testId?: string;
}

/** One key figure with its change against the previous period (none when that was zero). */
export function KpiCard({ label, value, current, previous, loading, updating, testId }: KpiCardProps) {
  const { t } = useTranslation("common");
  const format = useFormat();
  const change = current !== undefined && previous ? (current - previous) / previous : null;
  const unchanged = change !== null && Math.abs(change) < 0.0005;
  return (
    <Card size="small" className={updating ? "fx-kpi fx-updating" : "fx-kpi"} aria-busy={updating || loading} data-testid={testId}>
      <div className="fx-kpi-label">{label}</div>
      {loading ? (
        <Skeleton active paragraph={false} title={{ width: "60%" }} />
      ) : (
        <>
          <div className={value.length > 13 ? "fx-kpi-value fx-kpi-long" : "fx-kpi-value"}>{value}</div>
          {current !== undefined && (
            <div className={`fx-kpi-change ${change === null || unchanged ? "" : change > 0 ? "fx-up" : "fx-down"}`}>
              {change === null ? (
                t("kpi.noComparison")
              ) : unchanged ? (
                t("kpi.unchanged")
              ) : (
                <>
                  {change >= 0 ? <ArrowUpOutlined aria-hidden /> : <ArrowDownOutlined aria-hidden />}{" "}
                  {t("kpi.change", { value: format.percent(Math.abs(change)), direction: t(change >= 0 ? "kpi.up" : "kpi.down") })}
                </>
              )}
            </div>
          )}
        </>
      )}
    </Card>
  );
}
