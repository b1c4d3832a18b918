import ExcelJS from "exceljs";

/** A column of an exported table: its header, and how its cells read in Excel. */
export interface SheetColumn {
  header: string;
  /** sek: an amount in kronor; date: an ISO day (YYYY-MM-DD…) written as a date. */
  kind?: "sek" | "date";
}

const FORMATS = { sek: '#,##0.00 "kr"', date: "yyyy-mm-dd" } as const;

/**
 * A table as an Excel workbook, for the exports the server makes: bold frozen headers, numbers as
 * numbers, amounts in kronor and days as dates, so the reader sorts and sums without converting.
 */
export async function xlsxTable(sheetName: string, columns: readonly SheetColumn[], rows: Iterable<readonly (string | number | null)[]>) {
  const workbook = new ExcelJS.Workbook();
  const sheet = workbook.addWorksheet(sheetName.slice(0, 31));
  sheet.columns = columns.map((column, i) => ({
    header: column.header,
    key: String(i),
    width: Math.max(12, Math.min(40, column.header.length + 4)),
    ...(column.kind ? { style: { numFmt: FORMATS[column.kind] } } : {}),
  }));
  sheet.getRow(1).font = { bold: true };
  sheet.views = [{ state: "frozen", ySplit: 1 }];
  for (const row of rows) {
    sheet.addRow(
      row.map((cell, i) => (columns[i]?.kind === "date" && typeof cell === "string" ? new Date(`${cell.slice(0, 10)}T00:00:00Z`) : cell)),
    );
  }
  return Buffer.from(await workbook.xlsx.writeBuffer());
}

export const XLSX_CONTENT_TYPE = "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet";
