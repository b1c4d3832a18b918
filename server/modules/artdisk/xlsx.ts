import type { Article } from "../../../contracts";
import { xlsxTable, type SheetColumn } from "../../core/xlsx-table";
import { COLUMNS, type Language } from "./csv";

const KINDS: Partial<Record<string, SheetColumn["kind"]>> = {
  "Price (SEK)": "sek",
  "New price (SEK)": "sek",
  Launched: "date",
  "Event date": "date",
};

/** The register as an Excel workbook with the CSV's columns and headers, amounts and dates typed. */
export function articleXlsx(articles: readonly Article[], language: Language): Promise<Buffer> {
  const columns = COLUMNS.map(([header]) => ({ header: header[language], kind: KINDS[header.en] }));
  const rows = articles.map((article) => COLUMNS.map(([, value]) => value(article, language)));
  return xlsxTable(language === "sv" ? "Artdisk" : "Register", columns, rows);
}
