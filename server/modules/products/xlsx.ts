import ExcelJS from "exceljs";
import type { ProductDto } from "../../market/products";
import { COLUMNS, type Language } from "./csv";

/** Number formats of the columns that are not plain text or counts. */
const FORMATS: Partial<Record<string, string>> = {
  "Pris (kr)": '#,##0.00 "kr"',
  "Price (SEK)": '#,##0.00 "kr"',
  "Literpris (kr)": '#,##0.00 "kr"',
  "Price per litre (SEK)": '#,##0.00 "kr"',
  Lanserad: "yyyy-mm-dd",
  Launched: "yyyy-mm-dd",
};
const YES_NO: Record<Language, [yes: string, no: string]> = { sv: ["ja", "nej"], en: ["yes", "no"] };

/**
 * Products as an Excel workbook with the CSV's columns and headers: numbers as numbers (prices in
 * kronor), launch dates as dates, so the reader sorts and sums without converting anything.
 */
export async function productsXlsx(products: readonly ProductDto[], language: Language): Promise<Buffer> {
  const workbook = new ExcelJS.Workbook();
  const sheet = workbook.addWorksheet(language === "sv" ? "Produkter" : "Products");
  const headers = COLUMNS.map(([header]) => header[language]);
  sheet.columns = headers.map((header, i) => ({
    header,
    key: String(i),
    width: Math.max(12, Math.min(40, header.length + 4)),
    ...(FORMATS[header] ? { style: { numFmt: FORMATS[header] } } : {}),
  }));
  sheet.getRow(1).font = { bold: true };
  sheet.views = [{ state: "frozen", ySplit: 1 }];
  const [yes, no] = YES_NO[language];
  for (const product of products) {
    sheet.addRow(
      COLUMNS.map(([header, value], i) => {
        const cell = value(product, language);
        if (i === COLUMNS.length - 1) return cell === 1 ? yes : no;
        if (header.en === "Launched" && typeof cell === "string") return new Date(`${cell.slice(0, 10)}T00:00:00Z`);
        return cell;
      }),
    );
  }
  return Buffer.from(await workbook.xlsx.writeBuffer());
}
