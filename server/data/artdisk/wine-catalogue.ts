import Papa from "papaparse";
import { readText } from "../importers/read-file";

/** What the article register records of an article besides its events. */
export interface ArticleDescription {
  producerName: string | null;
  categoryLevel1: string;
  volumeMl: number | null;
  price: number | null;
  /** The assortment the catalogue lists it in, unless it is marked discontinued. */
  listedIn: string | null;
}

/**
 * The monopoly's national wine catalogue as the crawl that also wrote the assortment changelog
 * publishes it (`Varunummer, Namn, Producent, Pris, Volym "750 ml", …`; PROVENANCE §7): every row
 * is a wine. Used to describe the changelog's articles that the demo catalogue does not hold.
 */
export function readWineCatalogueDescriptions(file: string): Map<string, ArticleDescription> {
  const rows = Papa.parse<Record<string, string>>(readText(file), { header: true, skipEmptyLines: "greedy" }).data;
  const descriptions = new Map<string, ArticleDescription>();
  for (const row of rows) {
    const number = row.Varunummer?.trim();
    if (!number) continue;
    const price = Number(row.Pris);
    const volume = /^(\d+(?:[.,]\d+)?)\s*ml$/i.exec(row.Volym?.trim() ?? "");
    descriptions.set(number, {
      producerName: row.Producent?.trim() || null,
      categoryLevel1: "Vin",
      volumeMl: volume ? Math.round(Number(volume[1]!.replace(",", "."))) : null,
      price: Number.isFinite(price) && price > 0 ? price : null,
      listedIn: row.IsDiscontinued === "True" ? null : row.AssortmentText?.trim() || null,
    });
  }
  return descriptions;
}
