import type { BulkSession, CopyValue } from "../../db/client";
import type { MovementBatch } from "./movement-batch";
import type { PriceBook } from "./price-book";
import { refreshRollups } from "./rollups";

/** Raw snapshots are kept this long (counted back from the newest one); all else is kept for good. */
export const RAW_SNAPSHOT_WINDOW_DAYS = 14;

export interface BatchReport {
  snapshots: number;
  skipped: number;
  changes: number;
  dailyRows: number;
  /** The days the batch touched. */
  days: string[];
  /** Milliseconds spent in each step of the write, for benchmarks and slow-import logs. */
  stepMs: Record<string, number>;
}

/** Runs one step of the write and records its milliseconds. */
type Step = <T>(name: string, run: () => Promise<T>) => Promise<T>;

const DAILY_COLUMNS = ["product_id", "day", "store_id", "sold", "delivered", "corrected", "closing", "litres", "revenue"];

/**
 * Writes what a batch collected, in the caller's transaction, then refreshes the rollups of its
 * days (unless `rollups` is false: a bulk load refreshes them once at the end).
 */
export async function writeBatch(session: BulkSession, batch: MovementBatch, prices: PriceBook, rollups = true): Promise<BatchReport> {
  const stepMs: Record<string, number> = {};
  const step: Step = async (name, run) => {
    const started = performance.now();
    const result = await run();
    stepMs[name] = Math.round(performance.now() - started);
    return result;
  };
  const iso = (ms: number) => new Date(ms).toISOString();
  await step("snapshots", () => writeSnapshots(session, batch));
  await step("changes", () =>
    session.copyIn(
      "stock_changes",
      ["store_id", "observed_at", "previous_at", "product_ids", "changes", "kinds"],
      mapRows(batch.changes, (c) => [c.storeId, iso(c.observedAtMs), iso(c.previousAtMs), c.productIds, c.changes, c.kinds]),
    ),
  );
  const dailyRows = await writeDaily(session, batch, prices, step);
  await step("levels", () => writeLevels(session, batch));
  await step("stockOuts", () => writeStockOuts(session, batch));
  await step("ingestState", () => writeIngestState(session, batch));
  const days = [...batch.touchedDays].sort();
  if (rollups) await step("rollups", () => refreshRollups(session, days));
  return { snapshots: batch.snapshots.length, skipped: batch.skipped, changes: batch.changeCount, dailyRows, days, stepMs };
}

async function writeSnapshots(session: BulkSession, batch: MovementBatch): Promise<void> {
  if (batch.snapshots.length === 0) return;
  const [stored] = await session.query<{ newest: Date | null }>("select max(observed_at) as newest from stock_snapshots");
  const newest = Math.max(stored?.newest ? new Date(stored.newest).getTime() : 0, ...batch.snapshots.map((s) => s.observedAt.getTime()));
  const cutoff = newest - RAW_SNAPSHOT_WINDOW_DAYS * 86_400_000;
  await session.copyIn(
    "stock_snapshots",
    ["store_id", "observed_at", "product_ids", "quantities"],
    mapRows(
      batch.snapshots.filter((s) => s.observedAt.getTime() >= cutoff),
      (s) => [s.storeId, s.observedAt.toISOString(), s.productIds, s.quantities],
    ),
  );
  await session.query("delete from stock_snapshots where observed_at < $1", [new Date(cutoff).toISOString()]);
}

/**
 * Days after a store's last observation before the batch are new and go in by COPY; the day of
 * that observation may already have a row, so its rows are merged through a staging table.
 */
async function writeDaily(session: BulkSession, batch: MovementBatch, prices: PriceBook, step: Step): Promise<number> {
  const fresh: CopyValue[][] = [];
  const merge: CopyValue[][] = [];
  for (const [storeId, days] of batch.daily) {
    const startDay = batch.startDay.get(storeId) ?? null;
    for (const [day, movements] of days) {
      const target = startDay !== null && day <= startDay ? merge : fresh;
      for (const [productId, m] of movements) {
        const litres = round(prices.litres(productId, m.sold), 3);
        const revenue = round(m.sold * prices.priceOn(productId, day), 2);
        target.push([productId, day, storeId, m.sold, m.delivered, m.corrected, m.closing, litres, revenue]);
      }
    }
  }
  await step("dailyNew", () => session.copyIn("stock_daily", DAILY_COLUMNS, fresh));
  if (merge.length > 0) {
    await step("dailyStaging", async () => {
      await staging(session, "stock_daily_staging", "(like stock_daily)");
      await session.copyIn("stock_daily_staging", DAILY_COLUMNS, merge);
    });
    await step("dailyMerge", () =>
      session.query(`
      insert into stock_daily select * from stock_daily_staging order by product_id, day, store_id
      on conflict (product_id, day, store_id) do update set
        sold = stock_daily.sold + excluded.sold,
        delivered = stock_daily.delivered + excluded.delivered,
        corrected = stock_daily.corrected + excluded.corrected,
        closing = excluded.closing,
        litres = stock_daily.litres + excluded.litres,
        revenue = stock_daily.revenue + excluded.revenue`),
    );
  }
  return fresh.length + merge.length;
}

async function writeLevels(session: BulkSession, batch: MovementBatch): Promise<void> {
  const removed = [...batch.removedLevels].flatMap(([storeId, productIds]) => [...productIds].map((productId) => [storeId, productId]));
  if (removed.length > 0) {
    await session.query(
      `delete from stock_levels l using unnest($1::int[], $2::int[]) as r(store_id, product_id)
       where l.store_id = r.store_id and l.product_id = r.product_id`,
      [removed.map((r) => r[0]), removed.map((r) => r[1])],
    );
  }
  const rows: CopyValue[][] = [];
  for (const [storeId, productIds] of batch.changedLevels) {
    const levels = batch.stores.get(storeId)!.levels;
    for (const productId of productIds) {
      const level = levels.get(productId)!;
      rows.push([storeId, productId, level.quantity, new Date(level.sinceMs).toISOString()]);
    }
  }
  if (rows.length === 0) return;
  await staging(session, "stock_levels_staging", "(like stock_levels)");
  await session.copyIn("stock_levels_staging", ["store_id", "product_id", "quantity", "observed_at"], rows);
  await session.query(`
    insert into stock_levels select * from stock_levels_staging order by store_id, product_id
    on conflict (store_id, product_id) do update set quantity = excluded.quantity, observed_at = excluded.observed_at`);
}

/** Rewrites the open periods of every pair whose stock-out state changed, and adds the closed ones. */
async function writeStockOuts(session: BulkSession, batch: MovementBatch): Promise<void> {
  const pairs: CopyValue[][] = [];
  const open: CopyValue[][] = [];
  for (const [storeId, productIds] of batch.stockOutPairs) {
    const outSince = batch.stores.get(storeId)!.outSince;
    for (const productId of productIds) {
      pairs.push([storeId, productId]);
      const since = outSince.get(productId);
      if (since !== undefined) open.push([storeId, productId, since, null]);
    }
  }
  if (pairs.length === 0) return;
  await staging(session, "stock_out_pairs", "(store_id integer, product_id integer)");
  await session.copyIn("stock_out_pairs", ["store_id", "product_id"], pairs);
  await session.query(`
    delete from stock_outs o using stock_out_pairs p
    where o.until is null and o.store_id = p.store_id and o.product_id = p.product_id`);
  await session.copyIn("stock_outs", ["store_id", "product_id", "since", "until"], [...batch.closedStockOuts, ...open]);
}

async function writeIngestState(session: BulkSession, batch: MovementBatch): Promise<void> {
  const storeIds = [...batch.startDay.keys()];
  if (storeIds.length === 0) return;
  const times = storeIds.map((id) => new Date(batch.stores.get(id)!.lastObservedMs!).toISOString());
  await session.query(
    `insert into stock_ingest_state (store_id, last_observed_at)
     select * from unnest($1::int[], $2::timestamptz[])
     on conflict (store_id) do update set last_observed_at = excluded.last_observed_at`,
    [storeIds, times],
  );
}

/** An empty scratch table for this transaction (a transaction may write several batches). */
async function staging(session: BulkSession, name: string, shape: string): Promise<void> {
  await session.query(`create temp table if not exists ${name} ${shape} on commit drop`);
  await session.query(`truncate ${name}`);
}

function* mapRows<T>(items: Iterable<T>, map: (item: T) => CopyValue[]): Generator<CopyValue[]> {
  for (const item of items) yield map(item);
}

function round(value: number, decimals: number): number {
  const factor = 10 ** decimals;
  return Math.round(value * factor) / factor;
}
