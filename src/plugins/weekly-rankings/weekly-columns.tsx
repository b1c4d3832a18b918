import { Button, Tag, Tooltip } from "antd";
import type { ColumnsType } from "antd/es/table";
import type { MatchingStatus } from "../../../contracts";
import { RouteLink, type ExportColumn, type Formatters } from "../../kernel";
import type { WeeklyRankingEntry } from "./api";

type T = (key: string, options?: Record<string, unknown>) => string;

/** Dark enough for white text; the tag's words carry the meaning. */
export const STATUS_COLOURS: Record<MatchingStatus, string> = { matched: "#237804", ambiguous: "#874d00", unmatched: "#595959" };

export function MatchTag({ entry, t }: { entry: WeeklyRankingEntry; t: T }) {
  const tag = (
    <Tag color={STATUS_COLOURS[entry.matchingStatus]} data-testid="match-status">
      {t(`status.${entry.matchingStatus}`)}
    </Tag>
  );
  const why = entry.manualBy
    ? t("match.byHand", { name: entry.manualBy })
    : entry.matchingStatus === "matched" && entry.matchScore === 1 && entry.articleNumber
      ? t("match.byNumber")
      : entry.matchScore > 0
        ? t("match.score", { score: Math.round(entry.matchScore * 100) })
        : null;
  return why ? <Tooltip title={why}>{tag}</Tooltip> : tag;
}

/** The table: the row as the list gave it, and what Fenix matched it to. */
export function weeklyColumns(
  t: T,
  format: Formatters,
  onMatch: (entry: WeeklyRankingEntry) => void,
  onChart: (productId: number) => void,
): ColumnsType<WeeklyRankingEntry> {
  const right = { align: "right" as const };
  return [
    { title: t("table.position"), key: "position", width: 90, render: (_, e) => <strong>{format.number(e.position)}</strong> },
    {
      title: t("table.row"),
      key: "row",
      width: 260,
      render: (_, e) => (
        <div>
          <div>
            {e.name} {e.own && <Tag color="#0958d9">{t("table.own")}</Tag>}
          </div>
          <div className="fx-muted">{[e.producer, e.volumeMl ? `${format.number(e.volumeMl)} ml` : null].filter(Boolean).join(" · ")}</div>
        </div>
      ),
    },
    {
      title: t("table.product"),
      key: "product",
      width: 260,
      render: (_, e) =>
        e.matchedProduct ? (
          <div>
            <RouteLink to="products.product" params={{ id: e.matchedProduct.id }}>
              {e.matchedProduct.productData.name}
            </RouteLink>
            <div className="fx-muted">
              {e.matchedProduct.productNumber}
              {e.matchedProduct.productData.price !== null && ` · ${format.sek(e.matchedProduct.productData.price)}`}
            </div>
          </div>
        ) : (
          <span className="fx-muted">{e.candidates.length ? t("table.candidates", { count: e.candidates.length }) : "–"}</span>
        ),
    },
    { title: t("table.category"), key: "category", width: 140, render: (_, e) => (e.category ? format.category(e.category) : "–") },
    { title: t("table.county"), key: "county", width: 140, render: (_, e) => e.county ?? t("table.wholeCountry") },
    { title: t("table.units"), key: "units", ...right, width: 100, render: (_, e) => (e.units === null ? "–" : format.number(e.units)) },
    {
      title: t("table.litres"),
      key: "litres",
      ...right,
      width: 100,
      render: (_, e) => (e.litres === null ? "–" : format.number(e.litres, 1)),
    },
    { title: t("table.matching"), key: "matching", width: 150, render: (_, e) => <MatchTag entry={e} t={t} /> },
    {
      title: <span className="fx-visually-hidden">{t("table.actions")}</span>,
      key: "actions",
      width: 170,
      render: (_, e) => (
        <span style={{ display: "inline-flex", gap: 8 }}>
          {e.editable && (
            <Button size="small" onClick={() => onMatch(e)} aria-label={t("match.openFor", { name: e.name })}>
              {e.matchingStatus === "matched" ? t("match.change") : t("match.open")}
            </Button>
          )}
          {e.matchedProduct && (
            <Button
              size="small"
              type="link"
              onClick={() => onChart(e.matchedProduct!.id)}
              aria-label={t("chart.openFor", { name: e.matchedProduct.productData.name })}
            >
              {t("chart.open")}
            </Button>
          )}
        </span>
      ),
    },
  ];
}

/** The export's columns: the import's own layout (an export imports again to the same rows), then the match. */
export function exportColumns(t: T): ExportColumn<WeeklyRankingEntry>[] {
  return [
    { header: t("export.position"), kind: "number", value: (e) => e.position },
    { header: t("export.articleNumber"), value: (e) => e.articleNumber },
    { header: t("export.name"), value: (e) => e.name },
    { header: t("export.producer"), value: (e) => e.producer },
    { header: t("export.volume"), kind: "number", value: (e) => e.volumeMl },
    { header: t("export.category"), value: (e) => e.category },
    { header: t("export.county"), value: (e) => e.county },
    { header: t("export.units"), kind: "number", value: (e) => e.units },
    { header: t("export.litres"), kind: "number", value: (e) => e.litres },
    { header: t("export.matching"), value: (e) => t(`status.${e.matchingStatus}`) },
    { header: t("export.matchedNumber"), value: (e) => e.matchedProduct?.productNumber ?? null },
    { header: t("export.matchedName"), value: (e) => e.matchedProduct?.productData.name ?? null },
  ];
}
