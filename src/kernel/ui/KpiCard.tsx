import { ArrowDownOutlined, ArrowUpOutlined } from "@ant-design/icons";
import type { KeyboardEvent } from "react";
import { useTranslation } from "react-i18next";
import type { Comparison } from "../../../contracts/comparison";
import { useFormat } from "../../providers/i18n/format";

export interface KpiCardProps {
  label: string;
  /** Already formatted. */
  value: string;
  current?: number;
  previous?: number;
  /** The days with data behind `current` and `previous`: a period without any says so. */
  days?: { current: number; previous: number };
  /**
   * What kind of figure it is, for periods with unequal days of data: a sum over the days (units,
   * SEK) compares sales per day of data; a count (stores selling) is not compared, since more days
   * hold more of them; a rate (velocity, the default) compares as it is.
   */
  measure?: "sum" | "count" | "rate";
  /** What `previous` is: the period before (the default) or the same period last year. */
  versus?: Comparison;
  loading?: boolean;
  /** The figure is the previous period's while the new one loads: shown dimmed. */
  updating?: boolean;
  testId?: string;
  /** Makes the card a toggle button (a filter the figure stands for), pressed or not. */
  onToggle?: () => void;
  pressed?: boolean;
}

type Change =
  { kind: "change"; value: number; perDay: boolean } | { kind: "noPreviousSales" | "noPreviousData" | "noCurrentData" | "unequalDays" };

/** The change from `previous` to `current`, per day of data for a sum over unequal days; else why there is none. */
function changeOf(current: number, previous: number | undefined, days: KpiCardProps["days"], measure: KpiCardProps["measure"]): Change {
  if (days?.current === 0) return { kind: "noCurrentData" };
  if (days?.previous === 0) return { kind: "noPreviousData" };
  if (!previous) return { kind: "noPreviousSales" };
  if (!days || days.current === days.previous || measure === "rate" || measure === undefined)
    return { kind: "change", value: (current - previous) / previous, perDay: false };
  if (measure === "count") return { kind: "unequalDays" };
  return { kind: "change", value: current / days.current / (previous / days.previous) - 1, perDay: true };
}

const NO_CHANGE_TEXT = {
  noPreviousSales: "kpi.noComparison",
  noPreviousData: "kpi.noPreviousData",
  noCurrentData: "kpi.noCurrentData",
  unequalDays: "kpi.unequalDays",
} as const;

/** One key figure with its change against the previous period (none when that was zero). */
export function KpiCard({
  label,
  value,
  current,
  previous,
  days,
  measure,
  versus,
  loading,
  updating,
  testId,
  onToggle,
  pressed,
}: KpiCardProps) {
  const { t } = useTranslation("common");
  const format = useFormat();
  const result = current === undefined ? null : changeOf(current, previous, days, measure);
  const change = result?.kind === "change" ? result.value : null;
  const perDay = result?.kind === "change" && result.perDay;
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
                title={
                  days && (perDay || result?.kind === "unequalDays")
                    ? t("kpi.perDayTitle", { current: days.current, previous: days.previous, context })
                    : undefined
                }
              >
                {result && result.kind !== "change" ? (
                  t(NO_CHANGE_TEXT[result.kind], { context })
                ) : change === null ? null : unchanged ? (
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
