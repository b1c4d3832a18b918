import Papa from "papaparse";
import type { Language } from "../../providers/i18n/languages";

export type ExportCell = string | number | null | undefined;

/** One column of an export: the header the table shows and the value of a row. */
export interface ExportColumn<T> {
  header: string;
  value: (row: T) => ExportCell;
  /** How a spreadsheet types the cell: SEK amounts and dates get their number formats. */
  kind?: "text" | "number" | "sek" | "date";
}

/** Swedish Excel splits on semicolons and reads decimal commas; English on commas and points. */
const CSV_STYLE: Record<Language, { delimiter: string; decimal: string }> = {
  sv: { delimiter: ";", decimal: "," },
  en: { delimiter: ",", decimal: "." },
};

/**
 * A cell that would start a formula (=, +, -, @, tab, CR) is written as text — except a plain
 * number: a negative amount (-20, -12,5) stays a number Excel can add up.
 */
const FORMULA_LIKE = /^[=+\-@\t\r](?!\d+(?:[.,]\d+)?$)/;

/**
 * Rows as CSV text that opens right in the reader's Excel: the language's separator and decimal
 * mark, the table's own headers, and cells that would start a formula quoted as text
 * (downloadFile adds the byte-order mark).
 */
export function toCsv<T>(rows: readonly T[], columns: readonly ExportColumn<T>[], language: Language): string {
  const { delimiter, decimal } = CSV_STYLE[language];
  const cell = (value: ExportCell) => (typeof value === "number" ? String(value).replace(".", decimal) : (value ?? ""));
  return Papa.unparse(
    { fields: columns.map((c) => c.header), data: rows.map((row) => columns.map((c) => cell(c.value(row)))) },
    { delimiter, newline: "\r\n", escapeFormulae: FORMULA_LIKE },
  );
}

const XLSX_TYPE = "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet";

/** Rows as an Excel workbook with typed cells: numbers as numbers, SEK and dates formatted. */
export async function toXlsx<T>(rows: readonly T[], columns: readonly ExportColumn<T>[], sheetName: string): Promise<Blob> {
  const { default: ExcelJS } = await import("exceljs");
  const workbook = new ExcelJS.Workbook();
  const sheet = workbook.addWorksheet(sheetName.slice(0, 31));
  sheet.columns = columns.map((c, i) => ({
    header: c.header,
    key: String(i),
    width: Math.max(12, Math.min(48, c.header.length + 4)),
    style: c.kind === "sek" ? { numFmt: '#,##0 "kr"' } : c.kind === "date" ? { numFmt: "yyyy-mm-dd" } : {},
  }));
  sheet.getRow(1).font = { bold: true };
  for (const row of rows) {
    sheet.addRow(
      columns.map((c) => {
        const value = c.value(row);
        return c.kind === "date" && typeof value === "string" ? new Date(`${value.slice(0, 10)}T00:00:00Z`) : (value ?? null);
      }),
    );
  }
  return new Blob([await workbook.xlsx.writeBuffer()], { type: XLSX_TYPE });
}

/**
 * Saves `content` as a file. CSV text is saved with exactly one byte-order mark, which Swedish
 * Excel needs to read "Försäljning" as UTF-8: text read from an API answer has lost the server's
 * (decoding drops it), and toCsv writes none.
 */
export function downloadFile(content: Blob | string, filename: string): void {
  const blob =
    typeof content === "string" ? new Blob([`\uFEFF${content.replace(/^\uFEFF/, "")}`], { type: "text/csv;charset=utf-8" }) : content;
  const url = URL.createObjectURL(blob);
  const link = document.createElement("a");
  link.href = url;
  link.download = filename;
  link.click();
  setTimeout(() => URL.revokeObjectURL(url), 0);
}
