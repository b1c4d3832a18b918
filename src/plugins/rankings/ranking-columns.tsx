import { Tag, Tooltip } from "antd";
import type { ColumnsType } from "antd/es/table";
import type { RankingFlag } from "../../../contracts";
import { RouteLink, segmentLabel, type Formatters } from "../../kernel";
import type { RankingEntry } from "./api";
import { RankChange } from "./RankChange";
import type { RankingFilters } from "./ranking-filters";

type T = (key: string, options?: Record<string, unknown>) => string;

/** Flag colours: dark enough for white text (contrast above 4.5:1); the tag's words carry the meaning. */
export const FLAG_COLOURS: Record<RankingFlag, string> = {
  topPerformer: "#237804",
  risingStar: "#0958d9",
  placementOpportunity: "#874d00",
  delistingRisk: "#a8071a",
};

/** How each sortable column compares two rows (the page sorts the rows it has; ties keep the ranking's order). */
export const SORTERS: Record<string, (a: RankingEntry, b: RankingEntry) => number> = {
  rank: (a, b) => a.rank - b.rank,
  name: (a, b) => a.name.localeCompare(b.name),
  producer: (a, b) => (a.producer ?? "").localeCompare(b.producer ?? ""),
  segment: (a, b) => a.category.localeCompare(b.category) || a.priceBand - b.priceBand,
  revenue: (a, b) => a.revenue - b.revenue,
  units: (a, b) => a.units - b.units,
  litres: (a, b) => a.litres - b.litres,
  share: (a, b) => a.share - b.share,
  storesListing: (a, b) => a.storesListing - b.storesListing,
  storesSelling: (a, b) => a.storesSelling - b.storesSelling,
  velocity: (a, b) => a.velocity - b.velocity,
};

/** The ranking table's columns, sortable by the URL's sort, wide enough for a virtual table's fixed layout. */
export function rankingColumns(t: T, format: Formatters, sort: RankingFilters["sort"], fixed: boolean): ColumnsType<RankingEntry> {
  const sortable = (key: keyof typeof SORTERS) => ({
    key,
    sorter: true,
    sortOrder: sort?.field === key ? sort.order : null,
    sortDirections: ["descend", "ascend"] as ("descend" | "ascend")[],
  });
  const right = { align: "right" as const };
  return [
    {
      title: t("table.columns.rank"),
      ...sortable("rank"),
      sortDirections: ["ascend", "descend"],
      width: 150,
      fixed: fixed ? "left" : undefined,
      render: (_, e) => (
        <span className="fx-rank-cell">
          <strong>{format.number(e.rank)}</strong> <span className="fx-muted">{t("table.of", { size: format.number(e.segmentSize) })}</span>{" "}
          <RankChange rank={e.rank} previous={e.previousRank} />
        </span>
      ),
    },
    {
      title: t("table.columns.product"),
      ...sortable("name"),
      sortDirections: ["ascend", "descend"],
      width: 280,
      ellipsis: true,
      fixed: fixed ? "left" : undefined,
      render: (_, e) => (
        <span className="fx-rank-product">
          <RouteLink to="analysis.page" params={{ product: e.productId }}>
            {e.name}
            {e.volumeMl !== null && <span className="fx-product-size"> {format.number(e.volumeMl)} ml</span>}
          </RouteLink>
          {e.own && (
            <Tag className="fx-own-tag" title={t("table.ownText")}>
              {t("table.own")}
            </Tag>
          )}
        </span>
      ),
    },
    {
      title: t("table.columns.producer"),
      ...sortable("producer"),
      sortDirections: ["ascend", "descend"],
      width: 190,
      ellipsis: true,
      render: (_, e) => e.producer ?? e.supplier ?? "–",
    },
    {
      title: t("table.columns.segment"),
      ...sortable("segment"),
      sortDirections: ["ascend", "descend"],
      width: 280,
      ellipsis: true,
      render: (_, e) => segmentLabel({ category: e.category, band: e.priceBand }, format),
    },
    { title: t("table.columns.revenue"), ...sortable("revenue"), ...right, width: 130, render: (_, e) => format.sek(e.revenue) },
    { title: t("table.columns.units"), ...sortable("units"), ...right, width: 100, render: (_, e) => format.number(e.units) },
    { title: t("table.columns.litres"), ...sortable("litres"), ...right, width: 100, render: (_, e) => format.number(e.litres, 1) },
    { title: t("table.columns.share"), ...sortable("share"), ...right, width: 120, render: (_, e) => format.percent(e.share) },
    {
      title: t("table.columns.listing"),
      ...sortable("storesListing"),
      ...right,
      width: 110,
      render: (_, e) => format.number(e.storesListing),
    },
    {
      title: t("table.columns.selling"),
      ...sortable("storesSelling"),
      ...right,
      width: 110,
      render: (_, e) => format.number(e.storesSelling),
    },
    {
      title: (
        <Tooltip title={t("table.velocityHint")}>
          <span>{t("table.columns.velocity")}</span>
        </Tooltip>
      ),
      ...sortable("velocity"),
      ...right,
      width: 150,
      render: (_, e) => format.number(e.velocity, 2),
    },
    {
      title: t("table.columns.flags"),
      key: "flags",
      width: 300,
      render: (_, e) => (
        <span className="fx-flags">
          {e.flags.map((flag) => (
            <Tag key={flag} color={FLAG_COLOURS[flag]} data-flag={flag}>
              {t(`flags.${flag}`)}
            </Tag>
          ))}
        </span>
      ),
    },
  ];
}
