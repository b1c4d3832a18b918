import { CHANGE_KINDS } from "../../db/schema";
import { classifyChange } from "./classify";
import { stockholmDay } from "../../core/stockholm-day";

/** One observation of a store's stock: parallel arrays of product ids and quantities. */
export interface Snapshot {
  storeId: number;
  observedAt: Date;
  productIds: readonly number[] | Int32Array;
  quantities: readonly number[] | Int32Array;
  /**
   * The products the observation answers for in full: those of them the store held before and no
   * longer shows have left its list ("all": the store's whole list). Omitted: only what it shows
   * is known (a file of some products' stock).
   */
  covers?: "all" | ReadonlySet<number>;
}

export interface PairLevel {
  quantity: number;
  /** When the pair last changed or was first seen (epoch ms). */
  sinceMs: number;
}

/** What the pipeline knows of a store between batches: loaded from the database, kept in step. */
export interface StoreState {
  lastObservedMs: number | null;
  levels: Map<number, PairLevel>;
  /** Day since which each pair out of stock has been out. */
  outSince: Map<number, string>;
}

export interface DailyMovement {
  sold: number;
  delivered: number;
  corrected: number;
  closing: number;
}

/** What changed in one store between two observations. */
export interface StoreChanges {
  storeId: number;
  observedAtMs: number;
  previousAtMs: number;
  productIds: number[];
  changes: number[];
  kinds: number[];
}
export type StockOutRow = [storeId: number, productId: number, since: string, until: string | null];

const HOUR = 3_600_000;

/**
 * Turns snapshots into movements in memory: the changes between consecutive observations of a
 * pair, the day's sales, deliveries and corrections, stock-out periods and the new levels. A
 * snapshot not newer than the store's latest ingested one is skipped, which makes ingesting
 * idempotent. `writeBatch` stores what a batch collected.
 */
export class MovementBatch {
  readonly snapshots: Snapshot[] = [];
  readonly changes: StoreChanges[] = [];
  changeCount = 0;
  /** storeId → day → productId → movement */
  readonly daily = new Map<number, Map<string, Map<number, DailyMovement>>>();
  readonly closedStockOuts: StockOutRow[] = [];
  /** Pairs whose stock-out state changed, per store (their open periods are rewritten). */
  readonly stockOutPairs = new Map<number, Set<number>>();
  readonly changedLevels = new Map<number, Set<number>>();
  /** Pairs that left the store's list (their levels are deleted). */
  readonly removedLevels = new Map<number, Set<number>>();
  readonly touchedDays = new Set<string>();
  /** Each store's last observation before this batch (epoch ms), and its day: rows of that day may already exist. */
  readonly startObservedMs = new Map<number, number | null>();
  readonly startDay = new Map<number, string | null>();
  skipped = 0;

  constructor(readonly stores: Map<number, StoreState>) {}

  ingest(snapshot: Snapshot): boolean {
    const observedMs = snapshot.observedAt.getTime();
    let state = this.stores.get(snapshot.storeId);
    if (!state) {
      state = { lastObservedMs: null, levels: new Map(), outSince: new Map() };
      this.stores.set(snapshot.storeId, state);
    }
    if (state.lastObservedMs !== null && observedMs <= state.lastObservedMs) {
      this.skipped++;
      return false;
    }
    if (!this.startDay.has(snapshot.storeId)) {
      this.startObservedMs.set(snapshot.storeId, state.lastObservedMs);
      this.startDay.set(snapshot.storeId, state.lastObservedMs === null ? null : stockholmDay(state.lastObservedMs));
    }
    const day = stockholmDay(observedMs);
    const previousMs = state.lastObservedMs;
    const hours = previousMs === null ? 0 : (observedMs - previousMs) / HOUR;
    const storeDays = mapOf(this.daily, snapshot.storeId, () => new Map<string, Map<number, DailyMovement>>());
    const dayMovements = mapOf(storeDays, day, () => new Map<number, DailyMovement>());
    const changedLevels = mapOf(this.changedLevels, snapshot.storeId, () => new Set<number>());
    const { productIds, quantities } = snapshot;
    const diff: StoreChanges = {
      storeId: snapshot.storeId,
      observedAtMs: observedMs,
      previousAtMs: previousMs ?? observedMs,
      productIds: [],
      changes: [],
      kinds: [],
    };

    let known = 0;
    const levelsBefore = state.levels.size;
    for (let i = 0; i < productIds.length; i++) {
      const productId = productIds[i]!;
      const quantity = quantities[i]!;
      const level = state.levels.get(productId);
      if (level === undefined) {
        this.removedLevels.get(snapshot.storeId)?.delete(productId);
        state.levels.set(productId, { quantity, sinceMs: observedMs });
        changedLevels.add(productId);
        this.trackStockOut(state, snapshot.storeId, productId, quantity, day);
        continue;
      }
      known++;
      const change = quantity - level.quantity;
      const kind = classifyChange(change, hours);
      if (kind === null) continue;
      diff.productIds.push(productId);
      diff.changes.push(change);
      diff.kinds.push(CHANGE_KINDS[kind]);
      let movement = dayMovements.get(productId);
      if (!movement) dayMovements.set(productId, (movement = { sold: 0, delivered: 0, corrected: 0, closing: quantity }));
      if (kind === "sale") movement.sold -= change;
      else if (kind === "delivery") movement.delivered += change;
      else movement.corrected += change;
      movement.closing = quantity;
      level.quantity = quantity;
      level.sinceMs = observedMs;
      changedLevels.add(productId);
      this.trackStockOut(state, snapshot.storeId, productId, quantity, day);
    }
    // Every pair the store held shown again (the usual case): nothing has left.
    if (snapshot.covers && known < levelsBefore) this.removeLeft(state, snapshot, day);
    state.lastObservedMs = observedMs;
    if (diff.productIds.length > 0) {
      this.changes.push(diff);
      this.changeCount += diff.productIds.length;
    }
    this.snapshots.push(snapshot);
    this.touchedDays.add(day);
    return true;
  }

  /** Pairs the snapshot answers for but does not show have left the store: no level, no stock-out open. */
  private removeLeft(state: StoreState, snapshot: Snapshot, day: string): void {
    const shown = new Set(snapshot.productIds);
    const covers = snapshot.covers!;
    for (const productId of [...state.levels.keys()]) {
      if (shown.has(productId) || (covers !== "all" && !covers.has(productId))) continue;
      state.levels.delete(productId);
      this.changedLevels.get(snapshot.storeId)?.delete(productId);
      mapOf(this.removedLevels, snapshot.storeId, () => new Set<number>()).add(productId);
      const since = state.outSince.get(productId);
      if (since === undefined) continue;
      state.outSince.delete(productId);
      if (since !== day) this.closedStockOuts.push([snapshot.storeId, productId, since, day]);
      mapOf(this.stockOutPairs, snapshot.storeId, () => new Set<number>()).add(productId);
    }
  }

  private trackStockOut(state: StoreState, storeId: number, productId: number, quantity: number, day: string): void {
    const since = state.outSince.get(productId);
    if (quantity <= 0 && since === undefined) {
      state.outSince.set(productId, day);
      mapOf(this.stockOutPairs, storeId, () => new Set<number>()).add(productId);
    } else if (quantity > 0 && since !== undefined) {
      state.outSince.delete(productId);
      if (since !== day) this.closedStockOuts.push([storeId, productId, since, day]);
      mapOf(this.stockOutPairs, storeId, () => new Set<number>()).add(productId);
    }
  }
}

function mapOf<K, V>(map: Map<K, V>, key: K, create: () => V): V {
  let value = map.get(key);
  if (value === undefined) map.set(key, (value = create()));
  return value;
}
