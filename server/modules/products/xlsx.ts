import { xlsxTable, type SheetColumn } from "../../core/xlsx-table";
import type { ProductDto } from "../../market/products";
import { COLUMNS, type Language } from "./csv";

const KINDS: Partial<Record<string, SheetColumn["kind"]>> = { "Price (SEK)": "sek", "Price per litre (SEK)": "sek", Launched: "date" };
const YES_NO: Record<Language, [yes: string, no: string]> = { sv: ["ja", "nej"], en: ["yes", "no"] };

/** Products as an Excel workbook with the CSV's columns and headers, numbers and dates typed. */
export function productsXlsx(products: readonly ProductDto[], language: Language): Promise<Buffer> {
  const columns = COLUMNS.map(([header]) => ({ header: header[language], kind: KINDS[header.en] }));
  const [yes, no] = YES_NO[language];
  const last = COLUMNS.length - 1;
  const rows = products.map((product) =>
    COLUMNS.map(([, value], i) => {
      const cell = value(product, language);
      return i === last ? (cell === 1 ? yes : no) : cell;
    }),
  );
  return xlsxTable(language === "sv" ? "Produkter" : "Products", columns, rows);
}
