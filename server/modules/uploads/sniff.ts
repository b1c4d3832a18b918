/**
 * What a file is, judged by its bytes rather than its name or declared type: an XLSX workbook
 * (a ZIP archive holding xl/workbook.xml) or CSV text (no binary bytes, lines split by one
 * delimiter). Anything else is refused before a job ever parses it.
 */
import type { UploadFormat } from "../../../contracts";

const ZIP_MAGIC = Buffer.from([0x50, 0x4b, 0x03, 0x04]);
const CSV_DELIMITERS = [";", ",", "\t"];

function looksLikeXlsx(bytes: Buffer): boolean {
  return bytes.subarray(0, 4).equals(ZIP_MAGIC) && bytes.includes("xl/workbook.xml");
}

/** Text: no NUL and no control characters but tab, CR and LF (UTF-8 or Windows-1252 alike). */
function isText(bytes: Buffer): boolean {
  for (const byte of bytes) if (byte < 0x20 && byte !== 0x09 && byte !== 0x0a && byte !== 0x0d) return false;
  return true;
}

/** The first lines (up to 20) share a delimiter that appears on each of them. */
function looksLikeCsv(bytes: Buffer): boolean {
  if (bytes.length === 0 || !isText(bytes)) return false;
  const lines = bytes
    .toString("latin1")
    .split(/\r?\n/)
    .filter((line) => line.trim() !== "")
    .slice(0, 20);
  if (lines.length === 0) return false;
  return CSV_DELIMITERS.some((delimiter) => lines.every((line) => line.includes(delimiter)));
}

export function sniffFormat(bytes: Buffer): UploadFormat | null {
  if (looksLikeXlsx(bytes)) return "xlsx";
  if (looksLikeCsv(bytes)) return "csv";
  return null;
}

/** The content types a browser or tool may declare for each format (Windows names CSV as Excel's). */
export const CONTENT_TYPES: Record<UploadFormat, readonly string[]> = {
  csv: ["text/csv", "text/plain", "application/vnd.ms-excel", "application/csv", "application/octet-stream"],
  xlsx: ["application/vnd.openxmlformats-officedocument.spreadsheetml.sheet", "application/octet-stream"],
};

export const EXTENSIONS: Record<UploadFormat, readonly string[]> = { csv: [".csv", ".txt"], xlsx: [".xlsx"] };

/** The formats a file name and declared type could be, among those allowed. */
export function declaredFormats(filename: string, contentType: string, allowed: readonly UploadFormat[]): UploadFormat[] {
  const name = filename.toLowerCase();
  const type = contentType.toLowerCase().split(";")[0]!.trim();
  return allowed.filter((format) => EXTENSIONS[format].some((ext) => name.endsWith(ext)) && CONTENT_TYPES[format].includes(type));
}
