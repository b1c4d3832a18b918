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
  /** Products whose answers came from the round stopped before this one (not asked again). */
  resumed: number;
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

/** A stopped round's answers are taken up only this fresh: older stock would be dated as if seen now. */
const RESUME_WINDOW_MS = 30 * 60_000;
/** Answers are kept in the database every this many, so that a stopped round loses at most these. */
const KEEP_EVERY = 10;

interface Answer {
  productId: number;
  answeredAt: Date;
  storeIds: number[];
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
  const add = (answer: Answer) => {
    answered.add(answer.productId);
    if (!observedAt || answer.answeredAt < observedAt) observedAt = answer.answeredAt;
    answer.storeIds.forEach((storeId, i) => {
      let storeLines = lines.get(storeId);
      if (!storeLines) lines.set(storeId, (storeLines = { productIds: [], quantities: [] }));
      storeLines.productIds.push(answer.productId);
      storeLines.quantities.push(answer.quantities[i]!);
    });
  };
  const keeping = new AnswerKeeper(db);
  const parallel = options.parallel ?? 4;
  let done = 0;
  let notFound = 0;
  // The source may serve many rounds: this round's own requests are the difference.
  const before = { ...source.counters };

  /** One product's stock in every store, added to the round and kept: when the source answered, or null when it no longer knows the product. */
  async function ask(product: { id: number; source_id: string }): Promise<Date | null> {
    const answer = await source.productStock(product.source_id).catch((error: unknown) => {
      // A product the source no longer knows is left out of this round, not the round's end.
      if (error instanceof SourceRequestError && error.status === 404) return null;
      throw error;
    });
    done++;
    if (!answer) {
      notFound++;
      return null;
    }
    const kept: Answer = { productId: product.id, answeredAt: answer.observedAt, storeIds: [], quantities: [] };
    for (const { store, stockBalance } of answer.storeStocks) {
      const storeId = stores.get(store.siteId);
      if (storeId === undefined) {
        unknownSites.add(store.siteId);
        continue;
      }
      kept.storeIds.push(storeId);
      // Listed but never stocked answers no balance: nothing on the shelf. Stock is never negative.
      kept.quantities.push(Math.max(0, stockBalance?.stock ?? 0));
    }
    add(kept);
    await keeping.keep(kept);
    if (options.onProgress && done % 50 === 0) await options.onProgress(answered.size / products.length);
    return answer.observedAt;
  }

  // What a round stopped in the middle had read is taken up where it is fresh by the source's clock
  // (one answer tells the time): those products are not asked again; staler ones are.
  let resumed = await keptAnswers(db);
  let probed: number | null = null;
  if (resumed.length > 0) {
    const byId = new Set(resumed.map((answer) => answer.productId));
    const probe = products.find((product) => !byId.has(product.id));
    probed = probe?.id ?? null;
    const now = probe ? await ask(probe) : null;
    // Without the source's time (no product left to ask, or it no longer knows the one asked) none is taken up.
    resumed = now ? resumed.filter((answer) => answer.answeredAt.getTime() >= now.getTime() - RESUME_WINDOW_MS) : [];
    for (const answer of resumed) add(answer);
  }
  const asked = products.filter((product) => !answered.has(product.id) && product.id !== probed);
  let next = 0;
  // The first failure ends the round for every worker: none goes on asking the source, and the
  // round has ended (its answers kept for the next) when the failure is thrown.
  let failure: { error: unknown } | null = null;
  async function worker(): Promise<void> {
    while (next < asked.length && !failure) {
      try {
        await ask(asked[next++]!);
      } catch (error) {
        failure ??= { error };
      }
    }
  }
  await Promise.all(Array.from({ length: Math.min(parallel, Math.max(1, asked.length)) }, worker));
  await keeping.flush();
  if (failure) throw (failure as { error: unknown }).error;

  const at = observedAt ?? new Date();
  const report = await db.bulk(async (session) => {
    const ingestor = await MovementIngestor.open(db, session);
    let written = 0;
    for (const [storeId, { productIds, quantities }] of lines) {
      const snapshot: Snapshot = { storeId, observedAt: at, productIds, quantities, covers: answered };
      if (ingestor.ingest(snapshot)) written++;
    }
    const batch = await ingestor.flush(session);
    // The round is written: its answers are no longer anyone's to take up.
    await session.query("delete from stock_round_answers");
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
    resumed: resumed.length,
  };
}

/**
 * The answers a stopped round kept. Those not newer than the last round written are dropped: a
 * round's snapshot is dated by its oldest answer, and one not newer than the last would be skipped.
 */
async function keptAnswers(db: Database): Promise<Answer[]> {
  return db.bulk(async (session) => {
    await session.query("delete from stock_round_answers where answered_at <= (select max(last_observed_at) from stock_ingest_state)");
    const rows = await session.query<{ product_id: number; answered_at: Date; store_ids: number[]; quantities: number[] }>(
      "select product_id, answered_at, store_ids, quantities from stock_round_answers",
    );
    return rows.map((r) => ({
      productId: r.product_id,
      answeredAt: new Date(r.answered_at),
      storeIds: r.store_ids,
      quantities: r.quantities,
    }));
  });
}

/** Keeps a round's answers in the database as they come, a few at a time, one write after the other. */
class AnswerKeeper {
  private pending: Answer[] = [];
  private writing: Promise<void> = Promise.resolve();

  constructor(private readonly db: Database) {}

  async keep(answer: Answer): Promise<void> {
    this.pending.push(answer);
    if (this.pending.length >= KEEP_EVERY) await this.flush();
  }

  flush(): Promise<void> {
    const answers = this.pending;
    this.pending = [];
    if (answers.length === 0) return this.writing;
    this.writing = this.writing.then(() =>
      this.db.bulk(async (session) => {
        // Through a scratch table and an upsert: another round (one whose lease ran out) may keep the same product at once.
        await session.query("create temp table if not exists stock_round_answers_staging (like stock_round_answers) on commit drop");
        await session.query("truncate stock_round_answers_staging");
        await session.copyIn(
          "stock_round_answers_staging",
          ["product_id", "answered_at", "store_ids", "quantities"],
          answers.map((a) => [a.productId, a.answeredAt.toISOString(), a.storeIds, a.quantities]),
        );
        await session.query(
          `insert into stock_round_answers select * from stock_round_answers_staging
           on conflict (product_id) do update set answered_at = excluded.answered_at, store_ids = excluded.store_ids, quantities = excluded.quantities`,
        );
      }),
    );
    return this.writing;
  }
}
