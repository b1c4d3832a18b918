import type { TFunction } from "i18next";
import type { HourlyDiff, PricePoint, ProductStoreSales } from "../../../contracts";
import type { ExportColumn, Formatters } from "../../kernel";
import type { CompetitiveAnalysis, Competitor, StoreStock } from "./api";

/** The exports of the analysis page's tables: the columns each table shows, typed for a spreadsheet. */

export const salesByStoreColumns = (t: TFunction): ExportColumn<ProductStoreSales>[] => [
  { header: t("byStore.store"), value: (s) => s.storeName },
  { header: t("byStore.county"), value: (s) => s.county },
  { header: t("sales.units"), value: (s) => s.units, kind: "number" },
  { header: t("sales.revenue"), value: (s) => s.revenue, kind: "sek" },
];

export const competitorColumns = (t: TFunction): ExportColumn<Competitor>[] => [
  { header: "#", value: (c) => c.rank, kind: "number" },
  { header: t("competition.product"), value: (c) => c.product.productName },
  { header: `${t("competition.share")} (%)`, value: (c) => Math.round(c.share * 10000) / 100, kind: "number" },
  { header: t("competition.perLitre"), value: (c) => c.product.pricePerLitre, kind: "sek" },
  { header: t("competition.velocity"), value: (c) => Math.round(c.velocity * 100) / 100, kind: "number" },
];

export const priceColumns = (t: TFunction): ExportColumn<PricePoint>[] => [
  { header: t("prices.from"), value: (p) => p.validFrom, kind: "date" },
  { header: t("prices.price"), value: (p) => p.price, kind: "sek" },
];

/** One line per store, its county beside it (the table groups the stores under their county). */
export const stockByStoreColumns = (t: TFunction): ExportColumn<StoreStock>[] => [
  { header: t("byStore.county"), value: (s) => s.county },
  { header: t("byStore.store"), value: (s) => (s.city ? `${s.storeName}, ${s.city}` : s.storeName) },
  { header: t("byStore.quantity"), value: (s) => s.quantity, kind: "number" },
];

export const hourlyDiffColumns = (t: TFunction, format: Formatters): ExportColumn<HourlyDiff>[] => [
  { header: t("diff.hour"), value: (h) => format.exportDateTime(h.hour) },
  { header: t("diff.sold"), value: (h) => h.sold, kind: "number" },
  { header: t("diff.delivered"), value: (h) => h.delivered, kind: "number" },
  { header: t("diff.corrected"), value: (h) => h.corrected, kind: "number" },
];

type RivalEntry = CompetitiveAnalysis["product"];

export const rivalColumns = (t: TFunction): ExportColumn<RivalEntry>[] => [
  { header: t("rivals.rank"), value: (e) => e.rank, kind: "number" },
  { header: t("competition.product"), value: (e) => e.name },
  { header: t("rivals.price"), value: (e) => e.price, kind: "sek" },
  {
    header: t("competition.perLitre"),
    value: (e) => (e.price !== null && e.volumeMl ? Math.round((e.price * 100000) / e.volumeMl) / 100 : null),
    kind: "sek",
  },
  { header: t("sales.revenue"), value: (e) => e.revenue, kind: "sek" },
];
