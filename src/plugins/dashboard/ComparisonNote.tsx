import { Typography } from "antd";
import type { CompanySales } from "../../../contracts";
import { RouteLink, segmentLabel, useFormat, useTranslation } from "../../kernel";

/** Segments named in the note; the rest are counted (the setup page lists them all). */
const NAMED_SEGMENTS = 3;

/**
 * Under the company's sales chart: which segments the comparison line sums, and where to choose
 * them. One line on a desktop, so the chart's card keeps the height its skeleton had.
 */
export function ComparisonNote({ comparison }: { comparison: CompanySales["comparison"] | undefined }) {
  const { t } = useTranslation("dashboard");
  const format = useFormat();
  if (!comparison) return null;
  const labels = comparison.segments.map((s) => segmentLabel({ category: s.categoryLevel2, band: s.band }, format));
  const rest = labels.length - NAMED_SEGMENTS;
  const names = labels.slice(0, NAMED_SEGMENTS).join("; ") + (rest > 0 ? ` ${t("comparison.more", { count: rest })}` : "");
  const text =
    comparison.segments.length === 0
      ? t("comparison.none")
      : t(comparison.chosen ? "comparison.chosen" : "comparison.own", { segments: names });
  return (
    <Typography.Paragraph type="secondary" style={{ margin: "8px 0 0", fontSize: 13 }} data-testid="comparison-note">
      {text}{" "}
      <RouteLink to="setup.page" params={{}}>
        {t("comparison.change")}
      </RouteLink>
    </Typography.Paragraph>
  );
}
