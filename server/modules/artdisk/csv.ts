import Papa from "papaparse";
import type { Article, ArticleEventKind } from "../../../contracts";
import { marketNameIn } from "../../core/market-names";

export type Language = "sv" | "en";

const KINDS: Record<ArticleEventKind, Record<Language, string>> = {
  launch: { sv: "Lansering", en: "Launch" },
  assortment_change: { sv: "Sortimentsbyte", en: "Assortment change" },
  price_change: { sv: "Prisändring", en: "Price change" },
  delisting: { sv: "Utgång", en: "Delisting" },
};

/** The register table's columns, with headers in each language (the CSV's and the workbook's). */
export const COLUMNS: [header: Record<Language, string>, value: (a: Article, language: Language) => string | number | null][] = [
  [{ sv: "Artikelnummer", en: "Article number" }, (a) => a.productNumber],
  [{ sv: "Namn", en: "Name" }, (a) => a.name],
  [{ sv: "Producent", en: "Producer" }, (a) => a.producer],
  [{ sv: "Kategori", en: "Category" }, (a, l) => marketNameIn(l, "taxonomy", a.category)],
  [{ sv: "Underkategori", en: "Subcategory" }, (a, l) => marketNameIn(l, "taxonomy", a.subcategory)],
  [{ sv: "Volym (ml)", en: "Volume (ml)" }, (a) => a.volumeMl],
  [{ sv: "Pris (kr)", en: "Price (SEK)" }, (a) => a.price],
  [{ sv: "Sortiment", en: "Assortment" }, (a, l) => marketNameIn(l, "assortments", a.assortment)],
  [
    { sv: "Status", en: "Status" },
    (a, l) => (a.status === "listed" ? { sv: "I sortimentet", en: "Listed" } : { sv: "Utgått", en: "Delisted" })[l],
  ],
  [{ sv: "Lanserad", en: "Launched" }, (a) => a.launchDate],
  [{ sv: "Senaste händelse", en: "Latest event" }, (a, l) => (a.lastEvent ? KINDS[a.lastEvent.kind][l] : null)],
  [{ sv: "Händelsedatum", en: "Event date" }, (a) => a.lastEvent?.date ?? null],
  [{ sv: "Från sortiment", en: "From assortment" }, (a, l) => marketNameIn(l, "assortments", a.lastEvent?.assortmentFrom ?? null)],
  [{ sv: "Till sortiment", en: "To assortment" }, (a, l) => marketNameIn(l, "assortments", a.lastEvent?.assortmentTo ?? null)],
  [{ sv: "Nytt pris (kr)", en: "New price (SEK)" }, (a) => (a.lastEvent?.kind === "price_change" ? a.lastEvent.priceTo : null)],
  [{ sv: "Antal händelser", en: "Events" }, (a) => a.eventCount],
  [{ sv: "Eget", en: "Own" }, (a, l) => (a.own ? { sv: "ja", en: "yes" } : { sv: "nej", en: "no" })[l]],
];

/**
 * The register as CSV that opens right in the reader's Excel: UTF-8 with a byte-order mark,
 * readable headers, semicolons and decimal commas in Swedish; formula-like cells quoted as text.
 */
export function articleCsv(articles: readonly Article[], language: Language): string {
  const delimiter = language === "sv" ? ";" : ",";
  const cell = (value: string | number | null) =>
    value === null ? "" : typeof value === "number" ? String(value).replace(".", language === "sv" ? "," : ".") : value;
  const csv = Papa.unparse(
    {
      fields: COLUMNS.map(([header]) => header[language]),
      data: articles.map((a) => COLUMNS.map(([, value]) => cell(value(a, language)))),
    },
    { delimiter, newline: "\r\n", escapeFormulae: true },
  );
  return `\uFEFF${csv}`;
}
