import type { BulkSession, Database } from "../../db/client";
import { MovementBatch, type Snapshot, type StoreState } from "./movement-batch";
import { PriceBook, type ProductFacts } from "./price-book";
import { writeBatch, type BatchReport } from "./write-batch";

/** Serialises writers of movements across processes; readers never wait for it. */
export const INGEST_LOCK = 72_011;

export class ConcurrentIngestError extends Error {
  constructor() {
    super("Another import wrote stock snapshots for the same stores at the same time; nothing was written. Run it again.");
  }
}

/**
 * The stock → movements pipeline for one writer: snapshots go in with `ingest` (in time order per
 * store), `flush` writes everything collected so far in one transaction. Generated and imported
 * snapshots take the same path.
 */
export class MovementIngestor {
  private batch: MovementBatch;
  private broken = false;

  private constructor(
    private readonly db: Database,
    private readonly stores: Map<number, StoreState>,
    private readonly prices: PriceBook,
  ) {
    this.batch = new MovementBatch(stores);
  }

  /** Loads the pipeline's state; pass `session` to read it inside an open transaction. */
  static async open(db: Database, session?: BulkSession): Promise<MovementIngestor> {
    const load = async (s: BulkSession) => ({ stores: await loadStores(s), prices: await loadPrices(s) });
    const { stores, prices } = await (session ? load(session) : db.bulk(load));
    return new MovementIngestor(db, stores, prices);
  }

  /** False when the store already has a snapshot this new or newer (ingesting again changes nothing). */
  ingest(snapshot: Snapshot): boolean {
    if (this.broken) throw new Error("The ingestor failed to write a batch; open a new one.");
    return this.batch.ingest(snapshot);
  }

  get pending(): number {
    return this.batch.snapshots.length;
  }

  /**
   * Writes what was ingested since the last flush: in its own transaction, or in `session`'s.
   * With `rollups: false` the caller refreshes the rollups of the reported days itself.
   */
  async flush(session?: BulkSession, options: { rollups?: boolean } = {}): Promise<BatchReport> {
    const batch = this.batch;
    this.batch = new MovementBatch(this.stores);
    const write = async (s: BulkSession) => {
      await s.query("select pg_advisory_xact_lock($1)", [INGEST_LOCK]);
      await assertUnchanged(s, batch);
      return writeBatch(s, batch, this.prices, options.rollups ?? true);
    };
    try {
      return await (session ? write(session) : this.db.bulk(write));
    } catch (error) {
      this.broken = true;
      throw error;
    }
  }
}

async function assertUnchanged(session: BulkSession, batch: MovementBatch): Promise<void> {
  const ids = [...batch.startObservedMs.keys()];
  if (ids.length === 0) return;
  const rows = await session.query<{ store_id: number; last: Date }>(
    "select store_id, last_observed_at as last from stock_ingest_state where store_id = any($1::int[])",
    [ids],
  );
  const stored = new Map(rows.map((r) => [r.store_id, new Date(r.last).getTime()]));
  for (const id of ids) if ((stored.get(id) ?? null) !== batch.startObservedMs.get(id)) throw new ConcurrentIngestError();
}

async function loadStores(session: BulkSession): Promise<Map<number, StoreState>> {
  const stores = new Map<number, StoreState>();
  const state = (id: number) => {
    let s = stores.get(id);
    if (!s) stores.set(id, (s = { lastObservedMs: null, levels: new Map(), outSince: new Map() }));
    return s;
  };
  for (const r of await session.query<{ store_id: number; last: Date }>(
    "select store_id, last_observed_at as last from stock_ingest_state",
  )) {
    state(r.store_id).lastObservedMs = new Date(r.last).getTime();
  }
  // One row of parallel arrays per store, times as epoch milliseconds: far fewer values for the
  // driver to parse than a row per pair (the whole market is close to a million pairs).
  for (const r of await session.query<{ s: number; p: number[]; q: number[]; t: number[] }>(
    `select store_id as s, array_agg(product_id) as p, array_agg(quantity) as q,
            array_agg((extract(epoch from observed_at) * 1000)::float8) as t
     from stock_levels group by store_id`,
  )) {
    const levels = state(r.s).levels;
    for (let i = 0; i < r.p.length; i++) levels.set(r.p[i]!, { quantity: r.q[i]!, sinceMs: r.t[i]! });
  }
  for (const r of await session.query<{ s: number; p: number; since: string }>(
    "select store_id as s, product_id as p, since::text as since from stock_outs where until is null",
  )) {
    state(r.s).outSince.set(r.p, r.since);
  }
  return stores;
}

async function loadPrices(session: BulkSession): Promise<PriceBook> {
  const facts = new Map<number, ProductFacts>();
  for (const r of await session.query<{ id: number; volume: number | null; price: string | null }>(
    "select id, volume_ml as volume, price from products",
  )) {
    facts.set(r.id, { volumeMl: r.volume ?? 0, validFrom: [], prices: [], currentPrice: Number(r.price ?? 0) });
  }
  for (const r of await session.query<{ id: number; from: string; price: string }>(
    "select p.id, h.valid_from::text as from, h.price from price_history h join products p using (product_number) order by p.id, h.valid_from",
  )) {
    const fact = facts.get(r.id);
    if (fact) {
      fact.validFrom.push(r.from);
      fact.prices.push(Number(r.price));
    }
  }
  return new PriceBook(facts);
}
