import type { Database } from "../../db/client";
import { parseCatalogue } from "./catalogue";
import { readJson, readXlsx } from "./read-file";
import { ImportRefused } from "./refusal";
import { parseStores } from "./stores";
import { writeProducts, writeStores } from "./write";

export { ImportRefused };

export const IMPORT_KINDS = ["stores", "catalogue"] as const;
export type ImportKind = (typeof IMPORT_KINDS)[number];

export interface ImportResult {
  kind: ImportKind;
  records: number;
  detail: Record<string, number | string>;
}

export interface ImportOptions {
  /** The date the file describes (prices are recorded from it); defaults to today. */
  asOf?: string;
  progress?: (done: number, total: number) => void;
}

/**
 * Reads, checks and writes one file. Every record is checked before anything is written, and
 * the write is one transaction: a refused or failed import leaves the database as it was.
 */
export async function importFile(db: Database, kind: ImportKind, file: string, options: ImportOptions = {}): Promise<ImportResult> {
  switch (kind) {
    case "stores": {
      const rows = parseStores(readJson(file));
      await writeStores(db, rows, options.progress);
      const agents = rows.filter((row) => row.isAgent).length;
      return { kind, records: rows.length, detail: { stores: rows.length - agents, agents } };
    }
    case "catalogue": {
      const input = file.endsWith(".xlsx") ? await readXlsx(file) : readJson(file);
      const { shape, rows } = parseCatalogue(input);
      const asOf = options.asOf ?? new Date().toISOString().slice(0, 10);
      await writeProducts(db, rows, asOf, options.progress);
      return {
        kind,
        records: rows.length,
        detail: { shape, withSupplier: rows.filter((row) => row.supplierName).length, asOf },
      };
    }
    default:
      throw new ImportRefused(`Unknown kind "${String(kind)}"; use one of: ${IMPORT_KINDS.join(", ")}`);
  }
}
