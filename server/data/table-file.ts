/**
 * The cells of an uploaded table: a CSV file (any of the usual delimiters; UTF-8, UTF-16 or
 * Windows-1252 as Excel on Windows writes it: text-encoding.ts) or the first sheet of an XLSX workbook, within limits on what a
 * file may unpack to. What the cells mean is the caller's business. This reads on the thread that
 * calls it: uploads are read through `table-reader.ts`, on a thread of their own.
 */
import ExcelJS from "exceljs";
import Papa from "papaparse";
import yauzl from "yauzl";
import { ImportRefused } from "./importers/import-refused";
import { decodeText, lineWithUnreadableCharacter } from "./text-encoding";

export type Cell = string | number | null;

/** What a file may hold before it is refused: its workbook's bytes once unpacked, its rows and its cells. */
export interface TableLimits {
  inflatedBytes: number;
  rows: number;
  cells: number;
}

const NO_LIMITS: TableLimits = { inflatedBytes: Infinity, rows: Infinity, cells: Infinity };
const MB = 1024 * 1024;

function tooLarge(limits: TableLimits, what: string): ImportRefused {
  const inflated = Number.isFinite(limits.inflatedBytes) ? `${Math.round(limits.inflatedBytes / MB)} MB unpacked, ` : "";
  return new ImportRefused(
    `The file ${what}; Fenix reads at most ${inflated}${limits.rows.toLocaleString("en")} rows and ${limits.cells.toLocaleString("en")} cells`,
    undefined,
    "TABLE_TOO_LARGE",
  );
}

function checkShape(cells: readonly (readonly unknown[])[], limits: TableLimits): void {
  if (cells.length > limits.rows) throw tooLarge(limits, `has more than ${limits.rows.toLocaleString("en")} rows`);
  let count = 0;
  for (const row of cells) count += row.length;
  if (count > limits.cells) throw tooLarge(limits, `has more than ${limits.cells.toLocaleString("en")} cells`);
}

export function csvCells(bytes: Buffer, limits: TableLimits = NO_LIMITS): Cell[][] {
  const { text: content, encoding } = decodeText(bytes);
  const line = lineWithUnreadableCharacter(content);
  if (line !== null)
    throw new ImportRefused(
      `Line ${line} holds bytes that are not text in ${encoding}: save the file as UTF-8 and upload it again`,
      undefined,
      "UNREADABLE_TEXT",
    );
  const rows = Papa.parse<string[]>(content, {
    skipEmptyLines: "greedy",
    delimitersToGuess: [";", ",", "\t", "|"],
    // One row past the limit is enough to know it is over.
    ...(Number.isFinite(limits.rows) ? { preview: limits.rows + 1 } : {}),
  }).data;
  checkShape(rows, limits);
  return rows;
}

/** What a ZIP archive's entries add up to once inflated, by its central directory (nothing is inflated). */
export function inflatedSize(bytes: Buffer): Promise<number> {
  return new Promise((resolve, reject) => {
    yauzl.fromBuffer(bytes, { lazyEntries: true }, (error, zip) => {
      if (error || !zip) return reject(error ?? new Error("no archive"));
      let total = 0;
      zip.on("entry", (entry: yauzl.Entry) => {
        total += entry.uncompressedSize;
        zip.readEntry();
      });
      zip.on("end", () => resolve(total));
      zip.on("error", reject);
      zip.readEntry();
    });
  });
}

export async function xlsxCells(bytes: Buffer, limits: TableLimits = NO_LIMITS): Promise<Cell[][]> {
  const unreadable = (error: unknown) =>
    new ImportRefused(`The file is not a readable XLSX workbook (${(error as Error).message})`, undefined, "UNREADABLE_WORKBOOK");
  const inflated = await inflatedSize(bytes).catch((error: unknown) => {
    throw unreadable(error);
  });
  if (inflated > limits.inflatedBytes) throw tooLarge(limits, `unpacks to ${Math.round(inflated / MB)} MB`);
  const workbook = new ExcelJS.Workbook();
  try {
    await workbook.xlsx.load(bytes as unknown as ArrayBuffer);
  } catch (error) {
    throw unreadable(error);
  }
  const sheet = workbook.worksheets[0];
  if (!sheet) throw new ImportRefused("The workbook has no sheet", undefined, "NO_ROWS");
  if (sheet.rowCount > limits.rows) throw tooLarge(limits, `has more than ${limits.rows.toLocaleString("en")} rows`);
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
  const table = Array.from(cells, (row) => row ?? []);
  checkShape(table, limits);
  return table;
}

export function tableCells(bytes: Buffer, format: "csv" | "xlsx", limits: TableLimits = NO_LIMITS): Promise<Cell[][]> {
  return format === "xlsx" ? xlsxCells(bytes, limits) : Promise.resolve(csvCells(bytes, limits));
}
