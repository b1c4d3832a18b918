import type { Database } from "../../db/client";
import { MovementIngestor } from "../pipeline/ingest";
import type { Snapshot } from "../pipeline/movement-batch";
import type { MarketSource } from "../source/market-source";
import { SourceRequestError } from "../source/http-source";

export interface StockCollectionReport {
  /** When the source answered the first request: every store's snapshot of this run is dated so. */
  observedAt: string;
  products: number;
  /** Stores with a snapshot written (0 when the run had been written already). */
  stores: number;
  snapshots: number;
  changes: number;
  /** Stores the source named that Fenix does not know yet (the daily stores collection adds them). */
  unknownSites: number;
  /** Products the source answered 404 for (taken off its catalogue since the last catalogue round). */
  notFound: number;
  requests: number;
  retries: number;
}

export interface StockCollectionOptions {
  /** Called as products are read, 0–1 (renews the job's lease). */
  onProgress?: (fraction: number) => Promise<void>;
  /** Products asked at once; the source bounds its own rate beside. */
  parallel?: number;
}

interface StoreLines {
  productIds: number[];
  quantities: number[];
}

/**
 * One round of the stock collection: every product stores list, its stock in every store (one
 * request a product), written through the pipeline as one snapshot per store dated by the source's
 * clock. The snapshots go in together in one transaction after the last answer: a failed round
 * writes nothing, and the same round written twice changes nothing (a store's snapshot not newer
 * than its last is skipped).
 */
export async function collectStock(
  db: Database,
  source: MarketSource,
  options: StockCollectionOptions = {},
): Promise<StockCollectionReport> {
  const stores = new Map(
    (await db.bulk((s) => s.query<{ id: number; site_id: string }>("select id, site_id from stores where not is_agent"))).map((r) => [
      r.site_id,
      r.id,
    ]),
  );
  const products = await db.bulk((s) =>
    s.query<{ id: number; source_id: string }>(
      // Whatever a store holds or may hold: order goods too, since stores list some of them; not a
      // product this market knows only nationally (the demo's range beyond what it simulates).
      `select p.id, p.product_id as source_id from products p
       where p.product_id is not null
         and (not p.discontinued or exists (select 1 from stock_levels l where l.product_id = p.id))
         and p.id not in (select product_id from national_products)
       order by p.id`,
    ),
  );
  const lines = new Map<number, StoreLines>();
  /** The products the source answered for: a store that held one and is not in its answer no longer lists it. */
  const answered = new Set<number>();
  const unknownSites = new Set<string>();
  let observedAt: Date | null = null;
  const parallel = options.parallel ?? 4;
  let next = 0;
  let done = 0;
  let notFound = 0;
  // The source may serve many rounds: this round's own requests are the difference.
  const before = { ...source.counters };

  async function worker(): Promise<void> {
    while (next < products.length) {
      const product = products[next++]!;
      const answer = await source.productStock(product.source_id).catch((error: unknown) => {
        // A product the source no longer knows is left out of this round, not the round's end.
        if (error instanceof SourceRequestError && error.status === 404) return null;
        throw error;
      });
      done++;
      if (!answer) {
        notFound++;
        continue;
      }
      observedAt ??= answer.observedAt;
      answered.add(product.id);
      for (const { store, stockBalance } of answer.storeStocks) {
        const storeId = stores.get(store.siteId);
        if (storeId === undefined) {
          unknownSites.add(store.siteId);
          continue;
        }
        let storeLines = lines.get(storeId);
        if (!storeLines) lines.set(storeId, (storeLines = { productIds: [], quantities: [] }));
        storeLines.productIds.push(product.id);
        // Listed but never stocked answers no balance: nothing on the shelf. Stock is never negative.
        storeLines.quantities.push(Math.max(0, stockBalance?.stock ?? 0));
      }
      if (options.onProgress && done % 50 === 0) await options.onProgress(done / products.length);
    }
  }
  await Promise.all(Array.from({ length: Math.min(parallel, Math.max(1, products.length)) }, worker));

  const at = observedAt ?? new Date();
  const report = await db.bulk(async (session) => {
    const ingestor = await MovementIngestor.open(db, session);
    let written = 0;
    for (const [storeId, { productIds, quantities }] of lines) {
      const snapshot: Snapshot = { storeId, observedAt: at, productIds, quantities, covers: answered };
      if (ingestor.ingest(snapshot)) written++;
    }
    const batch = await ingestor.flush(session);
    return { written, batch };
  });
  return {
    observedAt: at.toISOString(),
    products: products.length,
    stores: report.written,
    snapshots: report.batch.snapshots,
    changes: report.batch.changes,
    unknownSites: unknownSites.size,
    notFound,
    requests: source.counters.requests - before.requests,
    retries: source.counters.retries - before.retries,
  };
}
