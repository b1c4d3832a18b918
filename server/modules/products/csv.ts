import Papa from "papaparse";
import { marketNameIn } from "../../core/market-names";
import type { ProductDto } from "../../market/products";

export type Language = "sv" | "en";

/** The columns of the products table, with its headers in each language (the CSV's and the workbook's). */
export const COLUMNS: [header: Record<Language, string>, value: (p: ProductDto, language: Language) => string | number | null][] = [
  [{ sv: "Artikelnummer", en: "Article number" }, (p) => p.productNumber],
  [{ sv: "Namn", en: "Name" }, (p) => p.productNameBold],
  [{ sv: "Namn, tillägg", en: "Name, addition" }, (p) => p.productNameThin],
  [{ sv: "Producent", en: "Producer" }, (p) => p.producerName],
  [{ sv: "Leverantör", en: "Supplier" }, (p) => p.supplierName],
  [{ sv: "Land", en: "Country" }, (p, l) => marketNameIn(l, "countries", p.country)],
  [{ sv: "Kategori", en: "Category" }, (p, l) => marketNameIn(l, "taxonomy", p.categoryLevel1)],
  [{ sv: "Underkategori", en: "Subcategory" }, (p, l) => marketNameIn(l, "taxonomy", p.categoryLevel2)],
  [{ sv: "Pris (kr)", en: "Price (SEK)" }, (p) => p.price],
  [{ sv: "Volym (ml)", en: "Volume (ml)" }, (p) => p.volumeMl],
  [{ sv: "Literpris (kr)", en: "Price per litre (SEK)" }, (p) => p.pricePerLitre],
  [{ sv: "Alkohol (%)", en: "Alcohol (%)" }, (p) => p.alcoholPercentage],
  [{ sv: "Sortiment", en: "Assortment" }, (p, l) => marketNameIn(l, "assortments", p.assortmentText)],
  [{ sv: "Lanserad", en: "Launched" }, (p) => p.launchDate],
  [{ sv: "Utgått", en: "Discontinued" }, (p) => (p.discontinued ? (1 as const) : (0 as const))],
];

const STYLE: Record<Language, { delimiter: string; decimal: string; yes: string; no: string }> = {
  sv: { delimiter: ";", decimal: ",", yes: "ja", no: "nej" },
  en: { delimiter: ",", decimal: ".", yes: "yes", no: "no" },
};

/**
 * Products as CSV that opens right in the reader's Excel: UTF-8 with a byte-order mark, readable
 * headers, and for Swedish semicolons and decimal commas; cells that would start a formula are
 * quoted as text.
 */
export function productsCsv(products: readonly ProductDto[], language: Language): string {
  const { delimiter, decimal, yes, no } = STYLE[language];
  const cell = (header: string, value: string | number | null) => {
    if (value === null) return "";
    if (header === COLUMNS.at(-1)![0][language]) return value === 1 ? yes : no;
    return typeof value === "number" ? String(value).replace(".", decimal) : value;
  };
  const csv = Papa.unparse(
    {
      fields: COLUMNS.map(([header]) => header[language]),
      data: products.map((p) => COLUMNS.map(([header, value]) => cell(header[language], value(p, language)))),
    },
    { delimiter, newline: "\r\n", escapeFormulae: true },
  );
  return `\uFEFF${csv}`;
}
