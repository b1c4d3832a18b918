/**
 * The cells of an uploaded table: a CSV file (any of the usual delimiters; UTF-8, or Windows-1252
 * as Excel on Windows writes it) or the first sheet of an XLSX workbook. What the cells mean is the
 * caller's business.
 */
import ExcelJS from "exceljs";
import Papa from "papaparse";
import { ImportRefused } from "./importers/refusal";

export type Cell = string | number | null;

export function csvCells(bytes: Buffer): Cell[][] {
  const utf8 = new TextDecoder("utf-8", { fatal: false }).decode(bytes);
  const content = (utf8.includes("\uFFFD") ? new TextDecoder("windows-1252").decode(bytes) : utf8).replace(/^\uFEFF/, "");
  return Papa.parse<string[]>(content, { skipEmptyLines: "greedy", delimitersToGuess: [";", ",", "\t", "|"] }).data;
}

export async function xlsxCells(bytes: Buffer): Promise<Cell[][]> {
  const workbook = new ExcelJS.Workbook();
  try {
    await workbook.xlsx.load(bytes as unknown as ArrayBuffer);
  } catch (error) {
    throw new ImportRefused(`The file is not a readable XLSX workbook (${(error as Error).message})`, undefined, "UNREADABLE_WORKBOOK");
  }
  const sheet = workbook.worksheets[0];
  if (!sheet) throw new ImportRefused("The workbook has no sheet", undefined, "NO_ROWS");
  const cells: Cell[][] = [];
  sheet.eachRow({ includeEmpty: true }, (row, index) => {
    cells[index - 1] = (row.values as unknown[]).slice(1).map((value): Cell => {
      if (value === null || value === undefined) return null;
      if (typeof value === "number" || typeof value === "string") return value;
      if (value instanceof Date) return value.toISOString().slice(0, 10);
      const rich = value as { text?: unknown; result?: unknown; richText?: { text: string }[] };
      if (rich.richText) return rich.richText.map((part) => part.text).join("");
      if (rich.result !== undefined) return rich.result as Cell;
      return rich.text !== undefined ? String(rich.text) : String(value);
    });
  });
  return Array.from(cells, (row) => row ?? []);
}

export function tableCells(bytes: Buffer, format: "csv" | "xlsx"): Promise<Cell[][]> {
  return format === "xlsx" ? xlsxCells(bytes) : Promise.resolve(csvCells(bytes));
}
