/**
 * The weekly top list as a file: what Fenix reads (CSV with any of the usual delimiters, or the
 * first sheet of an XLSX workbook; headers in Swedish or English, found within the first ten
 * rows) and what it writes (the same columns, Swedish headers, CSV for Swedish Excel or XLSX),
 * so an exported list imports again to the same rows.
 */
import ExcelJS from "exceljs";
import Papa from "papaparse";
import { ImportRefused } from "../importers/import-refused";
import { csvCells, type Cell, type TableLimits } from "../table-file";
import { readTable } from "../table-reader";
import { foldText, normaliseArticleNumber, parseVolumeMl } from "./normalise";

export interface WeeklyListRow {
  position: number;
  articleNumber: string | null;
  name: string;
  producer: string | null;
  volumeMl: number | null;
  category: string | null;
  county: string | null;
  units: number | null;
  litres: number | null;
}

export interface ParsedWeeklyList {
  rows: WeeklyListRow[];
  /** Rows that were read but not kept, each with why (never dropped silently). */
  skipped: { line: number; reason: string }[];
  /** The file's columns Fenix recognised, by field. */
  columns: Partial<Record<keyof WeeklyListRow, string>>;
}

type Field = keyof WeeklyListRow;

/** A weekly list is a week's best sellers; a longer file is something else (and would hold the matcher for minutes). */
export const MAX_LIST_ROWS = 5_000;

/** Header spellings per field, folded (lower case, no accents). */
const HEADERS: Record<Field, string[]> = {
  position: ["placering", "plats", "rank", "ranking", "position", "#"],
  articleNumber: ["varunummer", "varunr", "artikelnummer", "artikelnr", "artnr", "article number", "product number", "productnumber", "nr"],
  name: ["namn", "produktnamn", "artikelnamn", "benamning", "name", "product", "product name", "produkt", "varumarke", "brand"],
  producer: ["producent", "tillverkare", "producer", "maker"],
  volumeMl: ["volym", "storlek", "forpackningsstorlek", "volume", "size", "volym (ml)", "volume (ml)"],
  category: ["kategori", "varugrupp", "category", "segment"],
  county: ["lan", "county", "region"],
  units: ["antal", "enheter", "salda enheter", "antal salda", "units", "units sold"],
  litres: ["liter", "litres", "liters", "volym liter", "volym (liter)", "litres sold", "liter salda"],
};

/** The columns written on export, in order, with Swedish headers. */
const EXPORT_COLUMNS: [Field, string][] = [
  ["position", "Placering"],
  ["articleNumber", "Varunummer"],
  ["name", "Namn"],
  ["producer", "Producent"],
  ["volumeMl", "Volym (ml)"],
  ["category", "Kategori"],
  ["county", "Län"],
  ["units", "Antal"],
  ["litres", "Liter"],
];

function fieldOf(header: Cell): Field | null {
  if (header === null) return null;
  const folded = foldText(String(header)).replace(/\s+/g, " ").trim();
  for (const [field, names] of Object.entries(HEADERS) as [Field, string[]][]) if (names.includes(folded)) return field;
  return null;
}

/** "1 234,5", "1234.5", 1234.5 → 1234.5; empty → null; anything else → NaN (refused by the caller). */
function parseNumber(value: Cell): number | null {
  if (value === null || value === "") return null;
  if (typeof value === "number") return value;
  const text = value.replace(/[\s\u00a0]/g, "");
  const normalised = /,\d{1,3}$/.test(text) && !text.includes(".") ? text.replace(",", ".") : text.replace(/,/g, "");
  return /^-?\d+(\.\d+)?$/.test(normalised) ? Number(normalised) : Number.NaN;
}

function text(value: Cell): string | null {
  if (value === null) return null;
  const trimmed = String(value).trim();
  return trimmed === "" ? null : trimmed;
}

/** Rows of cells → list rows: the header row is the first of the top ten that names a name or article number column. */
export function rowsFromCells(cells: Cell[][]): ParsedWeeklyList {
  const headerIndex = cells.slice(0, 10).findIndex((row) => row.some((cell) => ["name", "articleNumber"].includes(fieldOf(cell) ?? "")));
  if (headerIndex < 0)
    throw new ImportRefused(
      "No header row with a name or an article number column (Namn, Varunummer …) in the first ten rows",
      undefined,
      "NO_HEADER",
    );
  const columns: Partial<Record<Field, number>> = {};
  cells[headerIndex]!.forEach((cell, index) => {
    const field = fieldOf(cell);
    if (field && columns[field] === undefined) columns[field] = index;
  });
  const rows: WeeklyListRow[] = [];
  const skipped: ParsedWeeklyList["skipped"] = [];
  const at = (row: Cell[], field: Field): Cell => (columns[field] === undefined ? null : (row[columns[field]!] ?? null));
  cells.slice(headerIndex + 1).forEach((row, offset) => {
    const line = headerIndex + offset + 2;
    if (row.every((cell) => text(cell) === null)) return;
    const articleNumber = normaliseArticleNumber(at(row, "articleNumber"));
    const name = text(at(row, "name"));
    if (!name && !articleNumber) return skipped.push({ line, reason: "neither a name nor an article number" });
    const position = parseNumber(at(row, "position"));
    const units = parseNumber(at(row, "units"));
    const litres = parseNumber(at(row, "litres"));
    for (const [label, value] of [
      ["position", position],
      ["units", units],
      ["litres", litres],
    ] as const)
      if (Number.isNaN(value)) return skipped.push({ line, reason: `${label} is not a number` });
    rows.push({
      position: position ?? rows.length + 1,
      articleNumber,
      name: name ?? "",
      producer: text(at(row, "producer")),
      volumeMl: parseVolumeMl(at(row, "volumeMl")),
      category: text(at(row, "category")),
      county: text(at(row, "county")),
      units: units === null ? null : Math.round(units),
      litres,
    });
  });
  if (rows.length === 0) throw new ImportRefused("The list has a header but no rows", undefined, "NO_ROWS");
  if (rows.length > MAX_LIST_ROWS)
    throw new ImportRefused(
      `The list has ${rows.length} rows; a weekly list holds at most ${MAX_LIST_ROWS} (the week's best sellers)`,
      undefined,
      "TOO_MANY_ROWS",
    );
  const named = Object.fromEntries(
    Object.entries(columns).map(([field, index]) => [field, String(cells[headerIndex]![index!] ?? "")]),
  ) as ParsedWeeklyList["columns"];
  return { rows, skipped, columns: named };
}

export function parseCsv(bytes: Buffer): ParsedWeeklyList {
  return rowsFromCells(csvCells(bytes));
}

/**
 * What an uploaded weekly list may hold before it is refused unread: far more than a list of the
 * week's best sellers ever is, far less than what would stall the reading thread.
 */
export const WEEKLY_TABLE_LIMITS: TableLimits = { inflatedBytes: 64 * 1024 * 1024, rows: 20_000, cells: 250_000 };

/** An uploaded list, read on a thread of its own (`table-reader.ts`). */
export async function parseWeeklyList(bytes: Buffer, format: "csv" | "xlsx"): Promise<ParsedWeeklyList> {
  return rowsFromCells(await readTable(bytes, format, { limits: WEEKLY_TABLE_LIMITS }));
}

function exportValue(row: WeeklyListRow, field: Field): string | number | null {
  return row[field];
}

/** CSV for Swedish Excel: UTF-8 with a byte-order mark, semicolons, decimal commas; formula-like cells quoted as text. */
export function weeklyListCsv(rows: readonly WeeklyListRow[]): string {
  const cell = (value: string | number | null) => {
    if (value === null) return "";
    if (typeof value === "number") return String(value).replace(".", ",");
    return /^[=+\-@\t\r]/.test(value) ? `'${value}` : value;
  };
  const body = Papa.unparse(
    {
      fields: EXPORT_COLUMNS.map(([, header]) => header),
      data: rows.map((row) => EXPORT_COLUMNS.map(([field]) => cell(exportValue(row, field)))),
    },
    { delimiter: ";", newline: "\r\n" },
  );
  return `\uFEFF${body}\r\n`;
}

/** The same columns as a workbook with typed cells (numbers stay numbers). */
export async function weeklyListXlsx(rows: readonly WeeklyListRow[], sheetName: string): Promise<Buffer> {
  const workbook = new ExcelJS.Workbook();
  const sheet = workbook.addWorksheet(sheetName.slice(0, 31));
  sheet.addRow(EXPORT_COLUMNS.map(([, header]) => header)).font = { bold: true };
  for (const row of rows) sheet.addRow(EXPORT_COLUMNS.map(([field]) => exportValue(row, field)));
  sheet.columns.forEach((column, index) => {
    column.width = index === 2 ? 40 : 14;
  });
  return Buffer.from(await workbook.xlsx.writeBuffer());
}
