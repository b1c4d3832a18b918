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

interface StoreStock {
  storeId: number;
  productIds: Int32Array;
  quantity: Int32Array;
  target: Int32Array;
  reorderAt: Int32Array;
  orderUnit: Int32Array;
}

/**
 * Lives through the market's days and yields what a stock scraper would see: each store's stock
 * in the morning of a delivery day, at closing, and every opening hour in the last days. Demand
 * follows the calendar and the product's season; deliveries come on the store's delivery days up to a target; supplier
 * shortages stop deliveries for weeks and empty shelves; now and then a stock-take corrects a count.
 */
export function* simulateMarket(
  market: Market,
  ids: SimulationIds,
  endDate: string,
  seed: number,
  startDate = addDays(endDate, -(market.scale.days - 1)),
): Generator<SimulationEvent> {
  const random = new Random(seed ^ 0x5eed);
  const { scale, stores, products, listings } = market;
  const days = marketDays(startDate, endDate);
  const shortage = supplierShortages(products.length, days.length, random);
  const stocks: StoreStock[] = [];

  stores.forEach((store, s) => {
    const listing = listings[s]!;
    if (store.isAgent || listing.products.length === 0) return;
    const n = listing.products.length;
    const between = 6 / store.deliveryDays.length;
    const stock: StoreStock = {
      storeId: ids.storeIds[s]!,
      productIds: Int32Array.from(listing.products, (i) => ids.productIds[i]!),
      quantity: new Int32Array(n),
      target: new Int32Array(n),
      reorderAt: new Int32Array(n),
      orderUnit: new Int32Array(n),
    };
    for (let k = 0; k < n; k++) {
      const mean = listing.meanUnits[k]!;
      const unit = mean >= 2 ? products[listing.products[k]!]!.caseSize : 1;
      stock.orderUnit[k] = unit;
      // Order-up-to: reorder when what is left may not last until the next delivery.
      const untilNext = mean * (between + 1);
      // Slow sellers carry no safety stock: the store reorders the last bottle, and now and then
      // it sells before the delivery comes.
      const safety = mean >= SAFETY_STOCK_FROM_DAILY_UNITS ? Math.ceil(1.5 * Math.sqrt(untilNext)) + 1 : 0;
      stock.reorderAt[k] = Math.ceil(untilNext) + safety;
      stock.target[k] = stock.reorderAt[k]! + Math.max(unit, Math.ceil(untilNext / unit) * unit);
      stock.quantity[k] = Math.max(1, Math.round(stock.target[k]! * random.between(0.6, 1)));
    }
    stocks.push(stock);
  });

  const firstMorning = stockholmTime(startDate, 8);
  for (const stock of stocks) yield snapshot(stock, firstMorning);

  const hourly: number[] = [];
  for (let d = 0; d < days.length; d++) {
    const day = days[d]!;
    if (day.open) {
      const weekday = new Date(`${day.date}T12:00:00Z`).getUTCDay();
      const month = Number(day.date.slice(5, 7)) - 1;
      const hourWeights = day.closeHour === 15 ? SATURDAY_HOURS : WEEKDAY_HOURS;
      const isHourly = d >= days.length - scale.hourlyDays;
      for (let s = 0, si = 0; s < stores.length; s++) {
        const store = stores[s]!;
        if (store.isAgent || listings[s]!.products.length === 0) continue;
        const stock = stocks[si++]!;
        const listing = listings[s]!;
        if (store.deliveryDays.includes(weekday) && deliver(stock, listing.products, shortage, d, random)) {
          yield snapshot(stock, stockholmTime(day.date, 9));
        }
        const storeNoise = random.between(0.85, 1.15);
        const sold = new Int32Array(stock.quantity.length);
        for (let k = 0; k < sold.length; k++) {
          const season = products[listing.products[k]!]!.season[month]!;
          const demand = random.poisson(listing.meanUnits[k]! * day.demand * season * storeNoise);
          sold[k] = Math.min(demand, stock.quantity[k]!);
        }
        if (isHourly) yield* sellHourly(stock, sold, day, hourWeights, random, hourly);
        else {
          for (let k = 0; k < sold.length; k++) stock.quantity[k]! -= sold[k]!;
          yield snapshot(stock, stockholmTime(day.date, day.closeHour, 5));
        }
      }
    }
    yield { type: "day", date: day.date, index: d, total: days.length };
  }
}

function* sellHourly(
  stock: StoreStock,
  sold: Int32Array,
  day: MarketDay,
  weights: readonly number[],
  random: Random,
  out: number[],
): Generator<SimulationEvent> {
  const byHour: Int32Array[] = weights.map(() => new Int32Array(sold.length));
  for (let k = 0; k < sold.length; k++) {
    if (sold[k] === 0) continue;
    random.spread(sold[k]!, weights, out);
    for (let h = 0; h < weights.length; h++) byHour[h]![k] = out[h]!;
  }
  const recountHour = random.chance(0.15) ? random.int(weights.length) : -1;
  for (let h = 0; h < weights.length; h++) {
    const hour = byHour[h]!;
    for (let k = 0; k < hour.length; k++) stock.quantity[k]! -= hour[k]!;
    if (h === recountHour) recount(stock, random);
    yield snapshot(stock, stockholmTime(day.date, day.openHour + h + 1));
  }
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
const MISSED_LINE_CHANCE = 0.03;
const SAFETY_STOCK_FROM_DAILY_UNITS = 0.2;

function deliver(stock: StoreStock, productIndexes: Int32Array, shortage: Int32Array, dayIndex: number, random: Random): boolean {
  let delivered = false;
  for (let k = 0; k < stock.quantity.length; k++) {
    const q = stock.quantity[k]!;
    if (q > stock.reorderAt[k]! || isShort(shortage, productIndexes[k]!, dayIndex)) continue;
    if (random.chance(MISSED_LINE_CHANCE)) continue;
    const unit = stock.orderUnit[k]!;
    stock.quantity[k] = q + Math.ceil((stock.target[k]! - q) / unit) * unit;
    delivered = true;
  }
  return delivered;
}

/** Per product, the first and last day index of a supplier shortage (-1 when none). */
function supplierShortages(products: number, days: number, random: Random): Int32Array {
  const windows = new Int32Array(products * 2).fill(-1);
  for (let p = 0; p < products; p++) {
    if (!random.chance(0.2 * Math.min(1, days / 90))) continue;
    const length = 10 + random.int(21);
    const start = random.int(Math.max(1, days - 5));
    windows[p * 2] = start;
    windows[p * 2 + 1] = start + length;
  }
  return windows;
}

function isShort(windows: Int32Array, product: number, day: number): boolean {
  return windows[product * 2]! >= 0 && day >= windows[product * 2]! && day <= windows[product * 2 + 1]!;
}

function snapshot(stock: StoreStock, observedAt: Date): SimulationEvent {
  return {
    type: "snapshot",
    snapshot: { storeId: stock.storeId, observedAt, productIds: stock.productIds, quantities: stock.quantity.slice() },
  };
}
