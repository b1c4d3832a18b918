import { existsSync } from "node:fs";
import path from "node:path";
import { parseAssortment, type AssortmentRow } from "../importers/assortment";
import { parseCatalogue, type ProductRow } from "../importers/catalogue";
import { readJson, readText } from "../importers/read-file";
import { parseStores, type StoreRow } from "../importers/stores";
import { parseYearlySales, readSalesCsv, type YearlySalesRow } from "../importers/yearly-sales";
import { projectRoot } from "../../project-root";

/** The monopoly's public files the demo market is built from (see ../shared/data/PROVENANCE.md). */
export const MARKET_FILES = {
  stores: "systembolaget-stores-2025-11.json",
  catalogue: "systembolaget-products-2022-01-instore-union.json.gz",
  suppliers: "systembolaget-products-2020-01-07-official.json.gz",
  assortment: "systembolaget-store-assortment-2022-01.json.gz",
  yearlySales: "systembolaget-sales-per-article-yearly-2009-2018.csv.gz",
} as const;

/** The latest year of the official sales per article in the files. */
export const SALES_YEAR = 2018;

export interface MarketFiles {
  stores: StoreRow[];
  /** The 2022 in-store union: every product some store listed, in the website's Swedish taxonomy. */
  catalogue: ProductRow[];
  /** Product number → supplier, from the 2020 official export (the 2022 files have none). */
  suppliers: Map<string, string>;
  /** The 2022 store × product presence matrix. */
  assortment: { observedOn: string; rows: AssortmentRow[] };
  /** The official sales per article of SALES_YEAR. */
  yearlySales: YearlySalesRow[];
}

/**
 * The folder holding the files: `dir` when given, else ../shared/data beside the project; null
 * when it lacks any of them (the demo then generates a synthetic market).
 */
export function findMarketFiles(dir?: string): string | null {
  const candidates = dir ? [dir] : [path.resolve("../shared/data"), path.resolve(projectRoot, "../shared/data")];
  return candidates.find((d) => Object.values(MARKET_FILES).every((name) => existsSync(path.join(d, name)))) ?? null;
}

/** Reads and checks the files with the importers' own parsers (the same rules as `npm run import`). */
export function readMarketFiles(dir: string): MarketFiles {
  const file = (name: string) => path.join(dir, name);
  const official = readJson(file(MARKET_FILES.suppliers)) as { nr: string | number; Supplier?: string | null }[];
  const suppliers = new Map<string, string>();
  for (const record of official) if (record.Supplier) suppliers.set(String(record.nr), record.Supplier);
  // The CSV holds 2009–2018; only the latest year's lines are parsed.
  const [header, ...lines] = readText(file(MARKET_FILES.yearlySales)).split("\n");
  const latest = lines.filter((line) => line.startsWith(`${SALES_YEAR},`));
  const assortment = parseAssortment(readJson(file(MARKET_FILES.assortment)));
  return {
    stores: parseStores(readJson(file(MARKET_FILES.stores))),
    catalogue: parseCatalogue(readJson(file(MARKET_FILES.catalogue))).rows,
    suppliers,
    assortment: { observedOn: assortment.observedOn, rows: assortment.rows },
    yearlySales: parseYearlySales(readSalesCsv([header, ...latest].join("\n"))),
  };
}
