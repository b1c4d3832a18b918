import type { Snapshot } from "../pipeline/movement-batch";
import { addDays, marketDays, stockholmTime, type MarketDay } from "./calendar";
import type { Market } from "./market";
import { Random } from "./random";

/** Sales per opening hour, weekdays 10–19 and Saturdays 10–15: the after-work rush. */
const WEEKDAY_HOURS = [0.6, 0.8, 0.9, 0.9, 1.0, 1.2, 1.5, 1.6, 1.3];
const SATURDAY_HOURS = [0.9, 1.1, 1.2, 1.2, 1.0];

export interface SimulationIds {
  /** Database id per market store (same order); agents hold no stock and are skipped. */
  storeIds: readonly number[];
  /** Database id per market product (same order). */
  productIds: readonly number[];
}

export type SimulationEvent = { type: "snapshot"; snapshot: Snapshot } | { type: "day"; date: string; index: number; total: number };

/** Said before the market changes at `at` (a delivery, an hour's sales): whoever watches up to a time stops here. */
export type ClockEvent = { type: "clock"; at: Date };

/** One store's shelves: per listed product, parallel arrays. */
export interface StoreStock {
  /** Index into the market's stores. */
  store: number;
  storeId: number;
  /** Indexes into the market's products. */
  products: Int32Array;
  productIds: Int32Array;
  quantity: Int32Array;
  /** Mean units sold per average open day, and the units a delivery comes in. */
  meanUnits: Float64Array;
  orderUnit: Int32Array;
  /** Open days between two deliveries. */
  between: number;
  /** 1 while the store lists the product; 0 once it has sold out after leaving the range. */
  listed: Uint8Array;
  /** Products the store no longer lists (their snapshots leave them out). */
  unlisted: number;
}

/** Whether the product (a market index) has left the range by the day given (YYYY-MM-DD). */
export type LeavesRange = (product: number, date: string) => boolean;

/** A product coming onto stores' shelves on a day: a market index, the stores (indexes) and their mean units a day. */
export interface NewListing {
  product: number;
  stores: Int32Array;
  meanUnits: Float64Array;
}

/** What the market does beyond its seeded listings: products leaving, new ones coming. */
export interface RangeChanges {
  hasLeft: LeavesRange;
  /** Whether a delivery of the product on the day given is not made: its last lot is out, it leaves soon. */
  lastLotOut: LeavesRange;
  /** The products launched on the day given (none most days). */
  launchesOn(date: string): readonly NewListing[];
}

const NO_CHANGES: RangeChanges = { hasLeft: () => false, lastLotOut: () => false, launchesOn: () => [] };

/** Which snapshots a simulated day yields: each opening hour's, or the morning delivery's and the closing one. */
export type Observation = "hourly" | "closing";

/**
 * A store's day drawn from a random stream of its own (seed, store, date), so that the market on a
 * given day is the same however it is observed and wherever the simulation started being watched:
 * the seed's history and the simulator serving the days after it are one market.
 */
function dayRandom(seed: number, store: number, date: string): Random {
  const day = Date.parse(`${date}T00:00:00Z`) / 86_400_000;
  let h = Math.imul(seed ^ 0x5eed, 0x9e3779b1) ^ Math.imul(store + 1, 0x85ebca6b) ^ Math.imul(day, 0xc2b2ae35);
  h ^= h >>> 16;
  h = Math.imul(h, 0x7feb352d);
  h ^= h >>> 15;
  return new Random(h);
}

/**
 * Lives through the market's days: each store's stock in the morning of a delivery day, at
 * closing, or every opening hour. Demand follows the calendar and the product's season;
 * deliveries come on the store's delivery days up to a target; supplier shortages stop deliveries
 * for weeks and empty shelves; now and then a stock-take corrects a count.
 */
export class MarketSimulation {
  readonly stocks: StoreStock[] = [];
  /** The last day lived through (YYYY-MM-DD); the day before the start until the first. */
  lastDay: string;

  constructor(
    private readonly market: Market,
    ids: SimulationIds,
    private readonly seed: number,
    readonly startDate: string,
    private readonly changes: RangeChanges = NO_CHANGES,
  ) {
    const random = new Random(seed ^ 0x5eed);
    this.lastDay = addDays(startDate, -1);
    market.stores.forEach((store, s) => {
      const listing = market.listings[s]!;
      if (store.isAgent || listing.products.length === 0) return;
      const n = listing.products.length;
      const between = 6 / store.deliveryDays.length;
      const stock: StoreStock = {
        store: s,
        storeId: ids.storeIds[s]!,
        products: listing.products,
        productIds: Int32Array.from(listing.products, (i) => ids.productIds[i]!),
        quantity: new Int32Array(n),
        meanUnits: listing.meanUnits,
        orderUnit: new Int32Array(n),
        between,
        listed: new Uint8Array(n).fill(1),
        unlisted: 0,
      };
      const month = Number(startDate.slice(5, 7)) - 1;
      for (let k = 0; k < n; k++) {
        const mean = listing.meanUnits[k]!;
        stock.orderUnit[k] = mean >= 2 ? market.products[listing.products[k]!]!.caseSize : 1;
        const { target } = orderLevels(stock, k, market.products[listing.products[k]!]!.season[month]!);
        stock.quantity[k] = Math.max(1, Math.round(target * random.between(0.6, 1)));
      }
      this.stocks.push(stock);
      this.byStore.set(s, stock);
    });
  }

  private readonly byStore = new Map<number, StoreStock>();
  /** Called with each shelf a launch adds (the store's stock and the product's place in it). */
  onShelf: ((product: number, stock: StoreStock, k: number) => void) | null = null;

  /** A launch's first lot, in every store that takes it, before the day's first customer. */
  private launch(listing: NewListing, date: string): void {
    const month = Number(date.slice(5, 7)) - 1;
    const product = this.market.products[listing.product]!;
    listing.stores.forEach((s, i) => {
      const stock = this.byStore.get(s);
      if (!stock) return;
      const k = stock.products.length;
      const mean = listing.meanUnits[i]!;
      const append = <T extends Int32Array | Float64Array | Uint8Array>(array: T, value: number): T => {
        const grown = new (array.constructor as new (n: number) => T)(k + 1);
        grown.set(array);
        grown[k] = value;
        return grown;
      };
      stock.products = append(stock.products, listing.product);
      stock.productIds = append(stock.productIds, listing.product);
      stock.meanUnits = append(stock.meanUnits, mean);
      stock.orderUnit = append(stock.orderUnit, mean >= 2 ? product.caseSize : 1);
      stock.listed = append(stock.listed, 1);
      stock.quantity = append(stock.quantity, 0);
      stock.quantity[k] = orderLevels(stock, k, product.season[month]!).target;
      this.onShelf?.(listing.product, stock, k);
    });
  }

  /** Every store's stock as it stands, observed at this instant. */
  *observe(observedAt: Date): Generator<SimulationEvent> {
    for (const stock of this.stocks) yield snapshot(stock, observedAt);
  }

  /**
   * Lives through the day after `lastDay`, yielding what a stock scraper watching it would see, in
   * time order across stores: the deliveries at nine, then each opening hour (or the closing).
   */
  *nextDay(day: MarketDay, observation: Observation): Generator<SimulationEvent | ClockEvent> {
    if (day.date !== addDays(this.lastDay, 1)) throw new Error(`the simulation is at ${this.lastDay}, not the day before ${day.date}`);
    this.lastDay = day.date;
    for (const listing of this.changes.launchesOn(day.date)) this.launch(listing, day.date);
    if (!day.open) return;
    yield { type: "clock", at: stockholmTime(day.date, 9) };
    const { products, stores } = this.market;
    const weekday = new Date(`${day.date}T12:00:00Z`).getUTCDay();
    const month = Number(day.date.slice(5, 7)) - 1;
    const weights = day.closeHour === 15 ? SATURDAY_HOURS : WEEKDAY_HOURS;
    const hourly: number[] = [];
    const plans: { random: Random; byHour: Int32Array[]; recountHour: number }[] = [];
    const delivered: StoreStock[] = [];
    for (const stock of this.stocks) {
      this.dropSoldOutLeavers(stock, day.date);
      const random = dayRandom(this.seed, stock.store, day.date);
      if (stores[stock.store]!.deliveryDays.includes(weekday) && this.deliver(stock, day.date, random)) delivered.push(stock);
      const storeNoise = random.between(0.85, 1.15);
      const meanUnits = stock.meanUnits;
      const byHour: Int32Array[] = weights.map(() => new Int32Array(stock.quantity.length));
      for (let k = 0; k < stock.quantity.length; k++) {
        const season = products[stock.products[k]!]!.season[month]!;
        const sold = Math.min(random.poisson(meanUnits[k]! * day.demand * season * storeNoise), stock.quantity[k]!);
        if (sold === 0) continue;
        random.spread(sold, weights, hourly);
        for (let h = 0; h < weights.length; h++) byHour[h]![k] = hourly[h]!;
      }
      // A stock-take's drop is told apart from sales only between hourly observations; between a
      // day's closings it would pass for sales, so days observed so do without one.
      const drawnRecount = random.chance(RECOUNT_CHANCE) ? random.int(weights.length) : -1;
      plans.push({ random, byHour, recountHour: observation === "hourly" ? drawnRecount : -1 });
    }
    for (const stock of delivered) yield snapshot(stock, stockholmTime(day.date, 9));
    for (let h = 0; h < weights.length; h++) {
      const at = stockholmTime(day.date, day.openHour + h + 1);
      yield { type: "clock", at };
      for (let s = 0; s < this.stocks.length; s++) {
        const stock = this.stocks[s]!;
        const plan = plans[s]!;
        const hour = plan.byHour[h]!;
        // A stock-take earlier in the day may have found fewer than the day's plan sells: what is not there is not sold.
        for (let k = 0; k < hour.length; k++) stock.quantity[k]! -= Math.min(hour[k]!, stock.quantity[k]!);
        if (h === plan.recountHour) recount(stock, plan.random);
        if (observation === "hourly") yield snapshot(stock, at);
      }
    }
    if (observation === "closing") {
      const at = stockholmTime(day.date, day.closeHour, 5);
      for (const stock of this.stocks) yield snapshot(stock, at);
    }
  }

  private deliver(stock: StoreStock, date: string, random: Random): boolean {
    let delivered = false;
    const month = Number(date.slice(5, 7)) - 1;
    for (let k = 0; k < stock.quantity.length; k++) {
      const q = stock.quantity[k]!;
      const { reorderAt, target } = orderLevels(stock, k, this.market.products[stock.products[k]!]!.season[month]!);
      if (q > reorderAt || this.isShort(stock.products[k]!, date) || this.changes.lastLotOut(stock.products[k]!, date)) continue;
      if (random.chance(MISSED_LINE_CHANCE)) continue;
      const unit = stock.orderUnit[k]!;
      stock.quantity[k] = q + Math.ceil((target - q) / unit) * unit;
      delivered = true;
    }
    return delivered;
  }

  /**
   * A product that has left the range and sold out in a store leaves that store's list the next
   * morning (a day at nothing on the shelf first, as the shelf label comes down).
   */
  private dropSoldOutLeavers(stock: StoreStock, date: string): void {
    const yesterday = addDays(date, -1);
    for (let k = 0; k < stock.quantity.length; k++) {
      if (stock.listed[k] === 0 || stock.quantity[k]! > 0 || !this.changes.hasLeft(stock.products[k]!, yesterday)) continue;
      stock.listed[k] = 0;
      stock.unlisted++;
    }
  }

  private readonly shortages = new Map<number, readonly [number, number] | null>();

  /**
   * A supplier shortage: the product is not delivered for 10–30 days. Drawn per product and block of
   * days from a stream of its own, so it does not depend on where the simulation starts or ends.
   */
  private isShort(product: number, date: string): boolean {
    const day = Date.parse(`${date}T00:00:00Z`) / 86_400_000;
    const block = Math.floor(day / SHORTAGE_BLOCK_DAYS);
    for (const b of [block, block - 1]) {
      const key = product * 100_000 + b;
      let window = this.shortages.get(key);
      if (window === undefined) {
        const random = dayRandom(this.seed ^ 0x5407, product, addDays("1970-01-01", b * SHORTAGE_BLOCK_DAYS));
        window = null;
        if (random.chance(SHORTAGE_CHANCE_PER_BLOCK)) {
          const start = b * SHORTAGE_BLOCK_DAYS + random.int(SHORTAGE_BLOCK_DAYS);
          window = [start, start + 10 + random.int(21)];
        }
        this.shortages.set(key, window);
      }
      if (window && day >= window[0] && day <= window[1]) return true;
    }
    return false;
  }
}

/**
 * The market from `startDate` to `endDate`: first every store's stock on the first morning, then
 * each day's snapshots (every opening hour in the last `scale.hourlyDays` days, the delivery and
 * the closing before).
 */
export function* simulateMarket(
  market: Market,
  ids: SimulationIds,
  endDate: string,
  seed: number,
  startDate = addDays(endDate, -(market.scale.days - 1)),
): Generator<SimulationEvent> {
  const simulation = new MarketSimulation(market, ids, seed, startDate);
  const days = marketDays(startDate, endDate);
  yield* simulation.observe(stockholmTime(startDate, 8));
  for (let d = 0; d < days.length; d++) {
    for (const event of simulation.nextDay(days[d]!, seedObservation(d, days.length, market.scale.hourlyDays))) {
      if (event.type !== "clock") yield event;
    }
    yield { type: "day", date: days[d]!.date, index: d, total: days.length };
  }
}

/** How the seed watches the `index`th of `days` days: every opening hour in the last `hourlyDays`, the closing before. */
export function seedObservation(index: number, days: number, hourlyDays: number): Observation {
  return index >= days - hourlyDays ? "hourly" : "closing";
}

/**
 * Order-up-to levels for the month's demand (a store orders for the season it is in): reorder when
 * what is left may not last until the next delivery, with safety stock against a busy week (even
 * a slow seller keeps its last bottles), and fill up to a delivery's worth above that.
 */
function orderLevels(stock: StoreStock, k: number, season: number): { reorderAt: number; target: number } {
  const unit = stock.orderUnit[k]!;
  const untilNext = stock.meanUnits[k]! * season * (stock.between + 1) * BUSY_WEEK;
  const reorderAt = Math.ceil(untilNext) + Math.ceil(1.5 * Math.sqrt(untilNext)) + 1;
  return { reorderAt, target: reorderAt + Math.max(unit, Math.ceil(untilNext / unit) * unit) };
}

/** A stock-take finds far fewer than the system held: a correction, not a sale. */
function recount(stock: StoreStock, random: Random): void {
  const candidates: number[] = [];
  for (let k = 0; k < stock.quantity.length; k++) if (stock.quantity[k]! >= 70) candidates.push(k);
  if (candidates.length === 0) return;
  const k = random.pick(candidates);
  stock.quantity[k] = random.int(stock.quantity[k]! - 61);
}

/**
 * A line the warehouse fails to pick or ship now and then: the store waits for its next delivery
 * and a fast seller may run out meanwhile (the everyday stock-outs beside supplier shortages).
 */
const MISSED_LINE_CHANCE = 0.02;
/** Demand over the days a delivery must last, against an average open day's (Fridays and paydays fall in them). */
const BUSY_WEEK = 1.4;
/** A store-day with a stock-take that finds a count wrong. */
const RECOUNT_CHANCE = 0.15;
/** National supplier shortages are rare: about one product in 60 a quarter. */
const SHORTAGE_BLOCK_DAYS = 91;
const SHORTAGE_CHANCE_PER_BLOCK = 0.016;

/** The store's whole list as it stands: what it no longer lists is left out, and has left the store. */
function snapshot(stock: StoreStock, observedAt: Date): SimulationEvent {
  let productIds: Int32Array = stock.productIds;
  let quantities = stock.quantity.slice();
  if (stock.unlisted > 0) {
    const kept = (_: number, k: number) => stock.listed[k] === 1;
    productIds = productIds.filter(kept);
    quantities = quantities.filter(kept);
  }
  return { type: "snapshot", snapshot: { storeId: stock.storeId, observedAt, productIds, quantities, covers: "all" } };
}
