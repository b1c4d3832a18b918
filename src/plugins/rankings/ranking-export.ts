import { priceBandLabel, type ExportColumn, type Formatters } from "../../kernel";
import type { RankingEntry } from "./api";

type T = (key: string) => string;

/** The export's columns: the table's, with figures as numbers (a spreadsheet formats them). */
export function exportColumns(t: T, format: Formatters): ExportColumn<RankingEntry>[] {
  return [
    { header: t("table.columns.rank"), value: (e) => e.rank, kind: "number" },
    { header: t("table.columns.previousRank"), value: (e) => e.previousRank, kind: "number" },
    { header: t("table.columns.number"), value: (e) => e.productNumber },
    { header: t("table.columns.product"), value: (e) => (e.volumeMl === null ? e.name : `${e.name} ${format.number(e.volumeMl)} ml`) },
    { header: t("table.columns.producer"), value: (e) => e.producer ?? e.supplier },
    { header: t("table.columns.segment"), value: (e) => format.category(e.category) },
    { header: t("filters.priceBands"), value: (e) => priceBandLabel(e.priceBand, format) },
    { header: t("table.columns.revenue"), value: (e) => e.revenue, kind: "sek" },
    { header: t("table.columns.units"), value: (e) => e.units, kind: "number" },
    { header: t("table.columns.litres"), value: (e) => e.litres, kind: "number" },
    { header: t("table.columns.share"), value: (e) => e.share, kind: "number" },
    { header: t("table.columns.listing"), value: (e) => e.storesListing, kind: "number" },
    { header: t("table.columns.selling"), value: (e) => e.storesSelling, kind: "number" },
    { header: t("table.columns.velocity"), value: (e) => e.velocity, kind: "number" },
    { header: t("table.columns.flags"), value: (e) => e.flags.map((f) => t(`flags.${f}`)).join(", ") },
    { header: t("table.own"), value: (e) => (e.own ? t("table.own") : "") },
  ];
}
