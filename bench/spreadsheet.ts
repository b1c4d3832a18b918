// npm run bench -- spreadsheet: a workbook whose sheet inflates far beyond its size, read on the
// server's own thread (as uploads were) and through the table reader's thread (as they are now):
// how long, how much memory and how long the server's thread was held. Results go to the
// "Spreadsheets" section of bench/results/security.md; never fails on a figure.
import { monitorEventLoopDelay } from "node:perf_hooks";
import JSZip from "jszip";
import { readTable } from "../server/data/table-reader";
import { xlsxCells, type TableLimits } from "../server/data/table-file";
import { WEEKLY_TABLE_LIMITS, weeklyListXlsx } from "../server/data/weekly-lists/format";
import { describeMachine } from "./machine";
import { writeResultsSection } from "./results-section";

const MB = 1024 * 1024;
const RESULTS = "bench/results/security.md";
const SECTION = "## Spreadsheets";

/** A workbook whose one sheet holds `rows` rows of ten inline-string cells (about 230 bytes a row unpacked). */
async function heavyWorkbook(rows: number): Promise<Buffer> {
  const zip = await JSZip.loadAsync(await weeklyListXlsx([], "Vecka 46"));
  const cells = (r: number) =>
    Array.from({ length: 10 }, (_, c) => `<c r="${String.fromCharCode(65 + c)}${r}" t="inlineStr"><is><t>v${c}</t></is></c>`).join("");
  const body = Array.from({ length: rows }, (_, i) => `<row r="${i + 1}">${cells(i + 1)}</row>`).join("");
  zip.file(
    "xl/worksheets/sheet1.xml",
    `<?xml version="1.0" encoding="UTF-8" standalone="yes"?><worksheet xmlns="http://schemas.openxmlformats.org/spreadsheetml/2006/main"><sheetData>${body}</sheetData></worksheet>`,
  );
  return zip.generateAsync({ type: "nodebuffer", compression: "DEFLATE", compressionOptions: { level: 9 } });
}

interface Reading {
  outcome: string;
  seconds: number;
  heldMs: number;
  rssMb: number;
}

async function measure(read: () => Promise<unknown>): Promise<Reading> {
  const delay = monitorEventLoopDelay({ resolution: 10 });
  let peak = process.memoryUsage().rss;
  const sampler = setInterval(() => (peak = Math.max(peak, process.memoryUsage().rss)), 50);
  delay.enable();
  const started = performance.now();
  const outcome = await read().then(
    (cells) => `read, ${(cells as unknown[]).length.toLocaleString("en")} rows`,
    (error: Error & { code?: string }) => `refused: ${error.code ?? error.message}`,
  );
  const seconds = (performance.now() - started) / 1000;
  delay.disable();
  clearInterval(sampler);
  peak = Math.max(peak, process.memoryUsage().rss);
  return { outcome, seconds, heldMs: delay.max / 1e6, rssMb: peak / MB };
}

export async function benchSpreadsheet(): Promise<void> {
  const rows = Number(process.env.SPREADSHEET_ROWS ?? 250_000);
  const workbook = await heavyWorkbook(rows);
  const inflated = (await JSZip.loadAsync(workbook)).file("xl/worksheets/sheet1.xml")!;
  const sheetMb = (await inflated.async("nodebuffer")).length / MB;
  // Limits that let this file through to the reading itself, so the heap ceiling and the time limit are what stop it.
  const open: TableLimits = { inflatedBytes: 1024 * MB, rows: 10_000_000, cells: 100_000_000 };
  const offThread = await measure(() => readTable(workbook, "xlsx", { limits: open }));
  const weekly = await measure(() => readTable(workbook, "xlsx", { limits: WEEKLY_TABLE_LIMITS }));
  const onThread = await measure(() => xlsxCells(workbook, open));
  const machine = describeMachine();
  const line = (what: string, r: Reading) =>
    `| ${what} | ${r.outcome} | ${r.seconds.toFixed(1)} s | ${r.heldMs.toFixed(0)} ms | ${r.rssMb.toFixed(0)} MB |`;
  writeResultsSection(RESULTS, SECTION, [
    SECTION,
    "",
    `${machine.date.slice(0, 16).replace("T", " ")} UTC, ${machine.cpu}, ${machine.memoryGiB} GiB, Node ${machine.node}. \`npm run bench -- spreadsheet\` (SPREADSHEET_ROWS=${rows}).`,
    "",
    `A workbook of ${(workbook.length / MB).toFixed(1)} MB whose sheet inflates to ${sheetMb.toFixed(0)} MB (${rows.toLocaleString("en")} rows of ten cells), read three ways. "Held" is the longest the server's own thread could not answer anything (its event loop's longest delay); RSS is the process's peak.`,
    "",
    "| Read | Outcome | Took | Held | Peak RSS |",
    "|---|---|---|---|---|",
    line("On the server's thread, no limits (how uploads were read)", onThread),
    line("On the reader's thread, no size limits (512 MB heap, 20 s)", offThread),
    line("On the reader's thread with a weekly list's limits (what an upload gets)", weekly),
    "",
  ]);
  console.log({ onThread, offThread, weekly });
}
