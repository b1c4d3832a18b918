import type { Database } from "../../db/client";
import { parseAssortment } from "./assortment";
import { parseAssortmentChangelog } from "./assortment-changelog";
import { parseCatalogue } from "./catalogue";
import { readJson, readText, readXlsx } from "./read-file";
import { ImportRefused } from "./refusal";
import { parseStockSnapshots, readStockRecords, writeStockSnapshots } from "./stock-snapshots";
import { parseStores } from "./stores";
import { writeArticleEvents, writeAssortment, writeProducts, writeStores, writeYearlySales } from "./write";
import { parseYearlySales, readSalesCsv } from "./yearly-sales";
import { markMarketDataChanged } from "../../core/cache/data-changed";

export { ImportRefused };

export const IMPORT_KINDS = ["stores", "catalogue", "store-assortment", "sales-yearly", "stock-snapshots", "assortment-changelog"] as const;
export type ImportKind = (typeof IMPORT_KINDS)[number];

export interface ImportResult {
  kind: ImportKind;
  records: number;
  detail: Record<string, number | string>;
  /** What the file names but the database does not know, or kept from newer data; said, never silent. */
  warnings: string[];
}

const counted = (n: number) => n.toLocaleString("en");

export interface ImportOptions {
  /** The date the file describes (prices are recorded from it); defaults to today. */
  asOf?: string;
  /** The sales year of an Artikellistan sheet (the CSV carries its own). */
  year?: number;
  /** Lets a file with fewer rows for a stored year replace that year. */
  replace?: boolean;
  progress?: (done: number, total: number) => void;
}

/**
 * Reads, checks and writes one file. Every record is checked before anything is written, and
 * the write is one transaction: a refused or failed import leaves the database as it was.
 */
/** Imports one file, then marks the market data changed, so no cached answer from before it is served. */
export async function importFile(db: Database, kind: ImportKind, file: string, options: ImportOptions = {}): Promise<ImportResult> {
  const result = await importKind(db, kind, file, options);
  await markMarketDataChanged(db);
  return result;
}

async function importKind(db: Database, kind: ImportKind, file: string, options: ImportOptions): Promise<ImportResult> {
  switch (kind) {
    case "stores": {
      const rows = parseStores(readJson(file));
      await writeStores(db, rows, options.progress);
      const agents = rows.filter((row) => row.isAgent).length;
      return { kind, records: rows.length, detail: { stores: rows.length - agents, agents }, warnings: [] };
    }
    case "catalogue": {
      const input = file.endsWith(".xlsx") ? await readXlsx(file) : readJson(file);
      const { shape, rows } = parseCatalogue(input);
      const asOf = options.asOf ?? new Date().toISOString().slice(0, 10);
      const written = await writeProducts(db, rows, asOf, options.progress);
      return {
        kind,
        records: rows.length,
        detail: {
          shape,
          withSupplier: rows.filter((row) => row.supplierName).length,
          asOf,
          keptNewer: written.keptNewer,
          registerEvents: written.events,
        },
        warnings: written.newerStored
          ? [
              `A newer catalogue (${written.newerStored}) is stored: ${counted(written.keptNewer)} products kept their newer data; only products it lacked were added`,
            ]
          : [],
      };
    }
    case "store-assortment": {
      const { observedOn, stores, rows } = parseAssortment(readJson(file));
      const unmatched = await writeAssortment(db, observedOn, rows, options.progress);
      const warnings = [
        unmatched.pairsWithUnknownProduct
          ? `${counted(unmatched.pairsWithUnknownProduct)} pairs name ${counted(unmatched.unknownProducts)} products not in the catalogue (import a catalogue of that time)`
          : "",
        unmatched.pairsWithUnknownStore
          ? `${counted(unmatched.pairsWithUnknownStore)} pairs name ${counted(unmatched.unknownStores)} sites not among the stores`
          : "",
      ].filter(Boolean);
      return { kind, records: rows.length, detail: { stores, observedOn, ...unmatched }, warnings };
    }
    case "sales-yearly": {
      const records = file.endsWith(".xlsx")
        ? await readXlsx(file, { sheet: "Artikellistan", headerWith: "Artikel ID" })
        : readSalesCsv(readText(file));
      const rows = parseYearlySales(records, file.endsWith(".xlsx") ? options.year : undefined);
      const written = await writeYearlySales(db, rows, { replace: options.replace, progress: options.progress });
      const byYear: Record<string, number> = {};
      for (const row of rows) byYear[row.year] = (byYear[row.year] ?? 0) + 1;
      const warnings = written.unknownProducts ? [`${counted(written.unknownProducts)} product numbers are not in the catalogue`] : [];
      return { kind, records: rows.length, detail: { ...byYear, unknownProducts: written.unknownProducts }, warnings };
    }
    case "stock-snapshots": {
      const format = /\.csv(\.gz)?$/.test(file) ? "csv" : "json";
      const parsed = await parseStockSnapshots(db, readStockRecords(readText(file), format));
      const report = await writeStockSnapshots(db, parsed);
      return {
        kind,
        records: parsed.records,
        detail: {
          snapshots: parsed.snapshots.length,
          ingested: report.snapshots,
          alreadyIngested: report.skipped,
          changes: report.changes,
          days: report.days.length,
        },
        warnings: [],
      };
    }
    case "assortment-changelog": {
      const read = parseAssortmentChangelog(readText(file));
      const { stored, unknown } = await writeArticleEvents(db, read.events);
      const warnings = [
        unknown ? `${counted(unknown)} articles are not in the catalogue: kept in the article register with the file's name` : "",
        read.events.length > stored ? `${counted(read.events.length - stored)} events were already stored` : "",
      ].filter(Boolean);
      return {
        kind,
        records: read.rows,
        detail: { events: read.events.length, newEvents: stored, flips: read.flips, repeats: read.repeats, moves: read.moves },
        warnings,
      };
    }
    default:
      throw new ImportRefused(`Unknown kind "${String(kind)}"; use one of: ${IMPORT_KINDS.join(", ")}`);
  }
}
