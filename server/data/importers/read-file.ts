import { readFileSync } from "node:fs";
import { gunzipSync } from "node:zlib";
import ExcelJS from "exceljs";
import { decodeText, lineWithUnreadableCharacter } from "../text-encoding";
import { ImportRefused } from "./refusal";

/**
 * The file's text in whichever encoding it was written (UTF-8, UTF-16 or Windows-1252:
 * text-encoding.ts); .gz files are unpacked. A truncated archive is refused, and so is text with
 * bytes no encoding reads, naming the line, rather than importing replacement characters.
 */
export function readText(file: string): string {
  let bytes = readFileSync(file);
  if (file.endsWith(".gz")) {
    try {
      bytes = gunzipSync(bytes);
    } catch (error) {
      throw new ImportRefused(`The gzip file cannot be unpacked (${(error as Error).message}); is it truncated?`);
    }
  }
  const { text, encoding } = decodeText(bytes);
  const line = lineWithUnreadableCharacter(text);
  if (line !== null)
    throw new ImportRefused(`Line ${line} holds bytes that are not text in ${encoding}: save the file as UTF-8 and import it again`);
  return text;
}

export function readJson(file: string): unknown {
  const text = readText(file);
  try {
    return JSON.parse(text) as unknown;
  } catch (error) {
    throw new ImportRefused(`The file is not valid JSON (${(error as Error).message}); is it truncated?`);
  }
}

export type Cell = string | number | boolean | Date | null;

/**
 * Rows of the first sheet (or the named one) as objects keyed by the header row: row 1, or with
 * `headerWith` the first of the top ten rows that has that column (title rows come before it).
 */
export async function readXlsx(file: string, options: { sheet?: string; headerWith?: string } = {}): Promise<Record<string, Cell>[]> {
  const workbook = new ExcelJS.Workbook();
  try {
    await workbook.xlsx.readFile(file);
  } catch (error) {
    throw new ImportRefused(`The file is not a readable xlsx workbook (${(error as Error).message})`);
  }
  const sheet = options.sheet ? workbook.getWorksheet(options.sheet) : workbook.worksheets[0];
  if (!sheet) throw new ImportRefused(`The workbook has no sheet ${options.sheet ?? ""}`.trim());
  let headerRow = 1;
  if (options.headerWith) {
    const found = [...Array(10).keys()]
      .map((i) => i + 1)
      .find((index) => (sheet.getRow(index).values as Cell[]).some((value) => value === options.headerWith));
    if (!found) throw new ImportRefused(`No header row with the column "${options.headerWith}" in the first ten rows`);
    headerRow = found;
  }
  const headers = (sheet.getRow(headerRow).values as Cell[]).map((value) => (value == null ? "" : String(value).trim()));
  const rows: Record<string, Cell>[] = [];
  sheet.eachRow((row, index) => {
    if (index <= headerRow) return;
    const values = row.values as Cell[];
    const record: Record<string, Cell> = {};
    headers.forEach((header, column) => {
      if (!header) return;
      const value = values[column];
      record[header] =
        value === undefined
          ? null
          : typeof value === "object" && value !== null && !(value instanceof Date)
            ? String((value as { text?: string }).text ?? value)
            : value;
    });
    rows.push(record);
  });
  return rows;
}
