import { ArrowDownOutlined, ArrowUpOutlined } from "@ant-design/icons";
import type { KeyboardEvent } from "react";
import { useTranslation } from "react-i18next";
import { useFormat } from "../../providers/i18n/format";

export interface KpiCardProps {
  label: string;
  /** Already formatted. */
  value: string;
  current?: number;
  previous?: number;
  /** The days with data behind `current` and `previous`: a previous period without any says so. */
  days?: { current: number; previous: number };
  /**
   * The figure is a sum over the period's days (units, SEK): when the days with data differ, its
   * change compares sales per day of data, so a period with more days of data is not "up".
   */
  sum?: boolean;
  /** What `previous` is: the period before (the default) or the same period last year. */
  versus?: "previous" | "year";
  loading?: boolean;
  /** The figure is the previous period's while the new one loads: shown dimmed. */
  updating?: boolean;
  testId?: string;
  /** Makes the card a toggle button (a filter the figure stands for), pressed or not. */
  onToggle?: () => void;
  pressed?: boolean;
}

/** The change from `previous` to `current`, per day of data when the spans differ; null without a base. */
function changeOf(current: number | undefined, previous: number | undefined, days: KpiCardProps["days"], sum: boolean): number | null {
  if (current === undefined || !previous || days?.previous === 0) return null;
  if (!sum || !days || days.current === days.previous) return (current - previous) / previous;
  if (days.current === 0) return null;
  return current / days.current / (previous / days.previous) - 1;
}

/** One key figure with its change against the previous period (none when that was zero). */
export function KpiCard({
  label,
  value,
  current,
  previous,
  days,
  sum = false,
  versus,
  loading,
  updating,
  testId,
  onToggle,
  pressed,
}: KpiCardProps) {
  const { t } = useTranslation("common");
  const format = useFormat();
  const change = changeOf(current, previous, days, sum);
  const perDay = sum && !!days && days.current !== days.previous && change !== null;
  // The texts for a comparison with last year are the keys' "_year" variants.
  const context = versus === "year" ? "year" : undefined;
  const unchanged = change !== null && Math.abs(change) < 0.0005;
  const toggle = onToggle && {
    role: "button",
    tabIndex: 0,
    "aria-pressed": !!pressed,
    onClick: onToggle,
    onKeyDown: (event: KeyboardEvent) => {
      if (event.key !== "Enter" && event.key !== " ") return;
      event.preventDefault();
      onToggle();
    },
  };
  // Plain markup in the look of antd's small card (see DataCard).
  const className = ["fx-card fx-card-small fx-kpi", updating && "fx-updating", onToggle && "fx-kpi-toggle", pressed && "fx-kpi-pressed"]
    .filter(Boolean)
    .join(" ");
  return (
    <div className={className} aria-busy={updating || loading} data-testid={testId} {...toggle}>
      <div className="fx-card-body">
        <div className="fx-kpi-label">{label}</div>
        {loading ? (
          // As tall as the figure and its change will be, so nothing below moves when they arrive.
          <>
            <div className="fx-kpi-value">
              <span className="fx-kpi-placeholder" />
            </div>
            <div className="fx-kpi-change" aria-hidden />
          </>
        ) : (
          <>
            <div className={value.length > 13 ? "fx-kpi-value fx-kpi-long" : "fx-kpi-value"}>{value}</div>
            {current !== undefined && (
              <div
                className={`fx-kpi-change ${change === null || unchanged ? "" : change > 0 ? "fx-up" : "fx-down"}`}
                title={perDay ? t("kpi.perDayTitle", { current: days.current, previous: days.previous, context }) : undefined}
              >
                {change === null ? (
                  t(days?.previous === 0 ? "kpi.noPreviousData" : "kpi.noComparison", { context })
                ) : unchanged ? (
                  t("kpi.unchanged", { context })
                ) : (
                  <>
                    {change >= 0 ? <ArrowUpOutlined aria-hidden /> : <ArrowDownOutlined aria-hidden />}{" "}
                    {t(perDay ? "kpi.changePerDay" : "kpi.change", {
                      value: format.percent(Math.abs(change)),
                      direction: t(change >= 0 ? "kpi.up" : "kpi.down"),
                      context,
                    })}
                  </>
                )}
              </div>
            )}
          </>
        )}
      </div>
    </div>
  );
}
