import type { TFunction } from "i18next";
import type { ExportColumn, Formatters } from "../../kernel";
import type { Compared } from "./api";

/** One line of the side-by-side table: a figure, shown for each product, and its value for a spreadsheet. */
export interface FigureRow {
  key: string;
  label: string;
  value: (c: Compared) => string;
  /** The figure as the export writes it: numbers as numbers, nothing as an empty cell. */
  raw: (c: Compared) => string | number | null;
}

export function figureRows(t: TFunction, format: Formatters): FigureRow[] {
  const text = (value: string | null | undefined) => value ?? null;
  return [
    { key: "number", label: t("rows.number"), value: (c) => c.product?.productNumber ?? "", raw: (c) => text(c.product?.productNumber) },
    { key: "producer", label: t("rows.producer"), value: (c) => c.product?.producerName ?? "–", raw: (c) => text(c.product?.producerName) },
    {
      key: "category",
      label: t("rows.category"),
      value: (c) => (c.product?.categoryLevel2 ? format.category(c.product.categoryLevel2) : "–"),
      raw: (c) => (c.product?.categoryLevel2 ? format.category(c.product.categoryLevel2) : null),
    },
    {
      key: "price",
      label: t("rows.price"),
      value: (c) => (c.product?.price == null ? "–" : format.sek(c.product.price, 2)),
      raw: (c) => c.product?.price ?? null,
    },
    {
      key: "perLitre",
      label: t("rows.perLitre"),
      value: (c) => (c.product?.pricePerLitre == null ? "–" : format.sek(c.product.pricePerLitre)),
      raw: (c) => c.product?.pricePerLitre ?? null,
    },
    {
      key: "alcohol",
      label: t("rows.alcohol"),
      value: (c) => (c.product?.alcoholPercentage == null ? "–" : format.alcohol(c.product.alcoholPercentage)),
      raw: (c) => c.product?.alcoholPercentage ?? null,
    },
    {
      key: "volume",
      label: t("rows.volume"),
      value: (c) => (c.product?.volumeMl == null ? "–" : `${format.number(c.product.volumeMl)} ml`),
      raw: (c) => c.product?.volumeMl ?? null,
    },
    {
      key: "units",
      label: t("rows.units"),
      value: (c) => (c.figures ? format.number(c.figures.totals.units) : ""),
      raw: (c) => c.figures?.totals.units ?? null,
    },
    {
      key: "revenue",
      label: t("rows.revenue"),
      value: (c) => (c.figures ? format.sek(c.figures.totals.revenue) : ""),
      raw: (c) => c.figures?.totals.revenue ?? null,
    },
    {
      key: "listing",
      label: t("rows.listing"),
      value: (c) => (c.figures ? format.number(c.figures.totals.storesListing) : ""),
      raw: (c) => c.figures?.totals.storesListing ?? null,
    },
    {
      key: "selling",
      label: t("rows.selling"),
      value: (c) => (c.figures ? format.number(c.figures.totals.storesSelling) : ""),
      raw: (c) => c.figures?.totals.storesSelling ?? null,
    },
    {
      key: "velocity",
      label: t("rows.velocity"),
      value: (c) => (c.figures ? format.number(c.figures.totals.velocity, 2) : ""),
      raw: (c) => (c.figures ? Math.round(c.figures.totals.velocity * 100) / 100 : null),
    },
    {
      key: "outDays",
      label: t("rows.outDays"),
      value: (c) => (c.figures ? format.number(c.figures.totals.outOfStockDays) : ""),
      raw: (c) => c.figures?.totals.outOfStockDays ?? null,
    },
  ];
}

/** The export of the side-by-side table: the figure's name, then one column per product as on screen. */
export function figureExportColumns(t: TFunction, compared: readonly Compared[], name: (c: Compared) => string): ExportColumn<FigureRow>[] {
  return [
    { header: t("figure"), value: (row) => row.label },
    ...compared.map((c) => ({ header: name(c), value: (row: FigureRow) => row.raw(c) })),
  ];
}
