/** What `table-reader.ts` asks its thread and what the thread answers. */
import type { Cell, TableLimits } from "./table-file";

export interface TableTask {
  bytes: Uint8Array;
  format: "csv" | "xlsx";
  limits: TableLimits;
  /** Every cell, or only the header and how many rows follow it (module data needs no more). */
  keep: "cells" | "summary";
}

/** The first row with anything in it, and how many such rows follow it. */
export interface TableSummary {
  header: Cell[];
  rows: number;
}

export type TableAnswer =
  { cells: Cell[][] } | { summary: TableSummary } | { refused: { reason: string; code?: string | undefined } } | { failed: string };

const filled = (row: readonly Cell[]) => row.some((cell) => cell !== null && String(cell).trim() !== "");

export function summarizeCells(cells: readonly Cell[][]): TableSummary {
  const rows = cells.filter(filled);
  return { header: rows[0] ?? [], rows: Math.max(0, rows.length - 1) };
}
