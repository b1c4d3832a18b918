import Papa from "papaparse";
import { Type, type Static } from "typebox";
import type { Database } from "../../db/client";
import { MovementIngestor } from "../pipeline/ingest";
import type { Snapshot } from "../pipeline/movement-batch";
import type { BatchReport } from "../pipeline/write-batch";
import { checkRecord, ImportRefused } from "./refusal";

/** One observed quantity: which store, which product, when, how many. */
const StockRecord = Type.Object({
  siteId: Type.String({ pattern: "^[0-9A-Za-z-]{1,20}$" }),
  productNumber: Type.String({ pattern: "^[0-9]{1,12}$" }),
  observedAt: Type.String({ format: "date-time" }),
  quantity: Type.Integer({ minimum: 0, maximum: 1_000_000 }),
});
type StockRecord = Static<typeof StockRecord>;

/** Other spellings of the columns, as other collectors name them. */
const ALIASES: Record<string, keyof StockRecord> = {
  store: "siteId",
  storeId: "siteId",
  site_id: "siteId",
  product: "productNumber",
  product_number: "productNumber",
  time: "observedAt",
  observed_at: "observedAt",
  stock: "quantity",
};

function normalise(raw: unknown): unknown {
  if (typeof raw !== "object" || raw === null) return raw;
  const out: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(raw)) {
    const name = ALIASES[key] ?? key;
    out[name] =
      name === "quantity" && typeof value === "string" && /^-?\d+$/.test(value.trim())
        ? Number(value)
        : typeof value === "number" && name !== "quantity"
          ? String(value)
          : value;
  }
  return out;
}

/** CSV with a header row, or JSON: an array of records or { records: [...] }. */
export function readStockRecords(text: string, format: "csv" | "json"): unknown[] {
  if (format === "csv") {
    const result = Papa.parse<Record<string, string>>(text, { header: true, skipEmptyLines: true, transformHeader: (h) => h.trim() });
    const [problem] = result.errors;
    if (problem) throw new ImportRefused(`The CSV cannot be read (${problem.message}); is it truncated?`, (problem.row ?? 0) + 1);
    return result.data;
  }
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch (error) {
    throw new ImportRefused(`The file is not valid JSON (${(error as Error).message}); is it truncated?`);
  }
  const records = Array.isArray(json) ? json : (json as { records?: unknown }).records;
  if (!Array.isArray(records)) throw new ImportRefused("Expected an array of stock records or { records: [...] }");
  return records;
}

export interface SnapshotFile {
  snapshots: Snapshot[];
  records: number;
}

/**
 * Checks every record, resolves stores and products to their ids and groups the records into
 * one snapshot per store and time. Unknown stores or products, duplicates and bad values refuse
 * the whole file, naming the record.
 */
export async function parseStockSnapshots(db: Database, raw: readonly unknown[]): Promise<SnapshotFile> {
  const [storeIds, productIds] = await db.bulk(async (s) => [
    new Map((await s.query<{ site_id: string; id: number }>("select site_id, id from stores")).map((r) => [r.site_id, r.id])),
    new Map(
      (await s.query<{ product_number: string; id: number }>("select product_number, id from products")).map((r) => [
        r.product_number,
        r.id,
      ]),
    ),
  ]);
  const groups = new Map<string, { storeId: number; observedAt: Date; items: Map<number, number> }>();
  raw.forEach((value, index) => {
    const record = index + 1;
    const row = checkRecord<StockRecord>(StockRecord, normalise(value), record);
    const storeId = storeIds.get(row.siteId);
    if (storeId === undefined) throw new ImportRefused(`store ${row.siteId} is not known; import the stores first`, record);
    const productId = productIds.get(row.productNumber);
    if (productId === undefined)
      throw new ImportRefused(`product ${row.productNumber} is not in the catalogue; import the catalogue first`, record);
    const observedAt = new Date(row.observedAt);
    const key = `${storeId}@${observedAt.getTime()}`;
    let group = groups.get(key);
    if (!group) groups.set(key, (group = { storeId, observedAt, items: new Map() }));
    if (group.items.has(productId))
      throw new ImportRefused(`product ${row.productNumber} at store ${row.siteId} appears twice for ${row.observedAt}`, record);
    group.items.set(productId, row.quantity);
  });
  const snapshots = [...groups.values()]
    .sort((a, b) => a.observedAt.getTime() - b.observedAt.getTime())
    .map((g) => ({ storeId: g.storeId, observedAt: g.observedAt, productIds: [...g.items.keys()], quantities: [...g.items.values()] }));
  return { snapshots, records: raw.length };
}

/** Runs the snapshots through the pipeline in one transaction; snapshots already ingested are skipped. */
export async function writeStockSnapshots(db: Database, file: SnapshotFile): Promise<BatchReport> {
  return db.bulk(async (session) => {
    const ingestor = await MovementIngestor.open(db, session);
    for (const snapshot of file.snapshots) ingestor.ingest(snapshot);
    return ingestor.flush(session);
  });
}
