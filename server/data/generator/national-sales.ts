import dayjs from "dayjs";
import type { BulkSession } from "../../db/client";
import { NO_STORES_SQL, STORE_BITMAP_BITS } from "../../db/schema";
import { marketDays } from "./calendar";
import { monthChange, monthStartsBetween, productAfter } from "./catalogue-changes";
import type { Market } from "./market";
import { Random } from "./random";

/**
 * The national sales of the market's range (`market.range`): the products it sells without store
 * detail. Units follow the model of the products simulated store by store (the product's yearly
 * litres per average open day, the calendar's demand, the product's season); the stores that sold
 * are a sample of the stores listing the product, as many as that many units reach spread over
 * them, never more stores than units. Days from `from` through `to`, or whole months.
 */

const WORDS = STORE_BITMAP_BITS / 32;
/** Independent orders in which stores are sampled: each row takes one, so days differ. */
const PATTERNS = 32;
/** Mask lengths (the first n bits of a pattern's order): every count to 16, then steps of about 8 %. */
const LEVELS: number[] = (() => {
  const levels = Array.from({ length: 17 }, (_, i) => i);
  for (let n = 16; n < STORE_BITMAP_BITS;) levels.push((n = Math.min(STORE_BITMAP_BITS, Math.ceil(n * 1.08))));
  return levels;
})();

/** Store-sampling masks, the same for a seed: one row per mask, as COPY writes them. */
class StoreSampler {
  readonly masks: Uint32Array[] = [];
  constructor(seed: number) {
    const random = new Random(seed ^ 0x5a3c);
    for (let p = 0; p < PATTERNS; p++) {
      const order = Array.from({ length: STORE_BITMAP_BITS }, (_, i) => i);
      for (let i = order.length - 1; i > 0; i--) {
        const j = random.int(i + 1);
        [order[i], order[j]] = [order[j]!, order[i]!];
      }
      const mask = new Uint32Array(WORDS);
      let filled = 0;
      for (const level of LEVELS) {
        for (; filled < level; filled++) mask[order[filled]! >>> 5]! |= 1 << (order[filled]! & 31);
        this.masks.push(mask.slice());
      }
    }
    // Then one mask per store: a single store when no pattern gives one.
    for (let bit = 0; bit < STORE_BITMAP_BITS; bit++) {
      const mask = new Uint32Array(WORDS);
      mask[bit >>> 5] = 1 << (bit & 31);
      this.masks.push(mask);
    }
  }

  /** The mask whose AND with `listing` keeps the most stores without passing `target`, and at least one when `target` is. */
  pick(listing: Uint32Array, stores: readonly number[], target: number, random: Random): number {
    for (let attempt = 0; attempt < 4; attempt++) {
      const base = random.int(PATTERNS) * LEVELS.length;
      let low = 0;
      let high = LEVELS.length - 1;
      while (low < high) {
        const middle = (low + high + 1) >> 1;
        if (overlap(listing, this.masks[base + middle]!) <= target) low = middle;
        else high = middle - 1;
      }
      const best = base + low;
      if (target === 0 || overlap(listing, this.masks[best]!) > 0) return best;
    }
    return PATTERNS * LEVELS.length + stores[random.int(stores.length)]!;
  }
}

function overlap(a: Uint32Array, b: Uint32Array): number {
  let count = 0;
  for (let i = 0; i < WORDS; i++) {
    let v = a[i]! & b[i]!;
    v -= (v >>> 1) & 0x55555555;
    v = (v & 0x33333333) + ((v >>> 2) & 0x33333333);
    count += (((v + (v >>> 4)) & 0x0f0f0f0f) * 0x01010101) >>> 24;
  }
  return count;
}

/** The bit string COPY reads for a bitmap (bit n = store id n). */
function bits(words: Uint32Array): string {
  const out = new Uint8Array(STORE_BITMAP_BITS).fill(48);
  for (let i = 0; i < STORE_BITMAP_BITS; i++) if (words[i >>> 5]! & (1 << (i & 31))) out[i] = 49;
  return Buffer.from(out).toString("latin1");
}

/** How many of `stores` equally likely stores `units` sales reach, on average. */
function storesReached(units: number, stores: number): number {
  if (units === 0 || stores === 0) return 0;
  return Math.max(1, Math.min(units, Math.round(stores * (1 - (1 - 1 / stores) ** units))));
}

export interface NationalSalesIds {
  /** Database ids of `market.range.products`, same order. */
  rangeProductIds: number[];
  /** Database ids of `market.stores`, same order (bit positions of the bitmaps). */
  storeIds: number[];
}

/** The range's products with the stores that list them: the products the collector leaves to their national sales. */
export async function writeNationalProducts(session: BulkSession, market: Market, ids: NationalSalesIds): Promise<void> {
  const range = market.range;
  if (!range) return;
  await session.copyIn(
    "national_products",
    ["product_id", "listing_stores"],
    range.products.map((_, i) => [ids.rangeProductIds[i]!, bits(listingOf(range.stores[i]!, ids.storeIds))]),
  );
}

/**
 * Takes the range's products that have left by `catalogue.through` (catalogue-changes.ts, after
 * the seed) off every store's list, as a store drops a delisted product once it is sold out; their
 * sales stop that month (writeNationalSales). Returns how many it took off now (none twice).
 */
export async function unlistRangeLeavers(
  session: BulkSession,
  market: Market,
  ids: NationalSalesIds,
  catalogue: { from: string; through: string; seededThrough: string },
): Promise<number> {
  const months = monthStartsBetween(catalogue.from, catalogue.through);
  const left = (market.range?.products ?? []).flatMap((product, i) =>
    productAfter(product, months, catalogue.seededThrough).product.discontinued ? [ids.rangeProductIds[i]!] : [],
  );
  if (left.length === 0) return 0;
  const unlisted = await session.query(
    `update national_products set listing_stores = ${NO_STORES_SQL}
     where product_id = any($1::int[]) and bit_count(listing_stores) > 0 returning product_id`,
    [left],
  );
  return unlisted.length;
}

function listingOf(stores: Int32Array, storeIds: readonly number[]): Uint32Array {
  const words = new Uint32Array(WORDS);
  for (const s of stores) words[storeIds[s]! >>> 5]! |= 1 << (storeIds[s]! & 31);
  return words;
}

type Periods = { days: { from: string; to: string } } | { months: { from: string; until: string } };

/**
 * Writes the range's national sales of the days `from`–`to` (national_sales_daily) or of the
 * months from `from` up to `until` (national_sales_monthly), replacing what those periods held.
 * Revenue is at the price of the day: the catalogue's month-start changes (catalogue-changes.ts)
 * from `catalogue.from` through `catalogue.through` (months of history at the starting price, as
 * the simulated products'); after `catalogue.seededThrough` the assortment changes too, and a
 * product that has left the range sells no more — the catalogue the simulator shows. Returns the
 * rows written. The same seed, period and range write the same rows.
 */
export async function writeNationalSales(
  session: BulkSession,
  market: Market,
  ids: NationalSalesIds,
  periods: Periods,
  seed: number,
  catalogue?: { from: string; through: string; seededThrough?: string },
): Promise<number> {
  const range = market.range;
  if (!range || range.products.length === 0) return 0;
  const changes = catalogue ? monthStartsBetween(catalogue.from, catalogue.through) : [];
  const seededThrough = catalogue?.seededThrough ?? catalogue?.through ?? "";
  const timelines = range.products.map((product) => {
    const timeline = [{ from: "", price: product.price, left: product.discontinued }];
    let current = product;
    for (const month of changes) {
      const next = monthChange(current, month, month > seededThrough);
      if (next !== current) timeline.push({ from: month, price: next.price, left: next.discontinued });
      current = next;
    }
    return timeline;
  });
  const stateOn = (i: number, date: string) => timelines[i]!.findLast((t) => t.from <= date)!;
  const sampler = new StoreSampler(seed);
  const storeBits = range.stores.map((stores) => Array.from(stores, (s) => ids.storeIds[s]!));
  const listings = range.stores.map((stores) => listingOf(stores, ids.storeIds));
  const monthly = "months" in periods;
  const slots = monthly ? monthSlots(periods.months.from, periods.months.until) : daySlots(periods.days.from, periods.days.to);
  const rows: (string | number)[][] = [];
  for (const slot of slots) {
    // One stream per period: a period written again (a restart, a later round) comes out the same.
    const random = new Random(seed ^ hashDate(slot.date));
    range.products.forEach((product, i) => {
      // Sold in stores only: a product no store lists sells nothing here.
      if (storeBits[i]!.length === 0) return;
      const state = stateOn(i, slot.date);
      if (state.left) return;
      const units = random.poisson((product.litresPerDay / (product.volumeMl / 1000)) * slot.demand * product.season[slot.month]!);
      if (units === 0) return;
      const mask = sampler.pick(listings[i]!, storeBits[i]!, storesReached(units, storeBits[i]!.length), random);
      rows.push([
        ids.rangeProductIds[i]!,
        slot.date,
        units,
        Math.round(units * product.volumeMl) / 1000,
        Math.round(units * state.price * 100) / 100,
        i,
        mask,
      ]);
    });
  }
  const table = monthly ? "national_sales_monthly" : "national_sales_daily";
  const column = monthly ? "month" : "day";
  const [first, last] = [slots[0]?.date, slots.at(-1)?.date];
  if (!first || !last) return 0;
  await session.query(`delete from ${table} where ${column} between $1::date and $2::date`, [first, last]);
  await session.query(
    "create temp table national_rows (product_id integer, period date, units integer, litres numeric, revenue numeric, listing integer, mask integer)",
  );
  await session.query(`create temp table national_listings (i integer primary key, stores bit(${STORE_BITMAP_BITS}))`);
  await session.query(`create temp table national_masks (i integer primary key, stores bit(${STORE_BITMAP_BITS}))`);
  await session.copyIn("national_rows", ["product_id", "period", "units", "litres", "revenue", "listing", "mask"], rows);
  await session.copyIn(
    "national_listings",
    ["i", "stores"],
    listings.map((l, i) => [i, bits(l)]),
  );
  await session.copyIn(
    "national_masks",
    ["i", "stores"],
    sampler.masks.map((m, i) => [i, bits(m)]),
  );
  await session.query(
    `insert into ${table} (product_id, ${column}, units, litres, revenue, selling_stores)
     select r.product_id, r.period, r.units, r.litres, r.revenue, l.stores & m.stores
     from national_rows r join national_listings l on l.i = r.listing join national_masks m on m.i = r.mask`,
  );
  await session.query("drop table national_rows, national_listings, national_masks");
  return rows.length;
}

interface Slot {
  date: string;
  month: number;
  demand: number;
}

function daySlots(from: string, to: string): Slot[] {
  return marketDays(from, to)
    .filter((d) => d.open)
    .map((d) => ({ date: d.date, month: Number(d.date.slice(5, 7)) - 1, demand: d.demand }));
}

function monthSlots(from: string, until: string): Slot[] {
  const slots: Slot[] = [];
  for (let month = dayjs(from).startOf("month"); month.isBefore(dayjs(until)); month = month.add(1, "month")) {
    const first = month.format("YYYY-MM-DD");
    const demand = marketDays(first, month.endOf("month").format("YYYY-MM-DD")).reduce((sum, d) => sum + d.demand, 0);
    slots.push({ date: first, month: month.month(), demand });
  }
  return slots;
}

function hashDate(date: string): number {
  let h = 0x811c9dc5;
  for (let i = 0; i < date.length; i++) h = Math.imul(h ^ date.charCodeAt(i), 0x01000193);
  return h >>> 0;
}
