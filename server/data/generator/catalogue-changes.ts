/**
 * The catalogue month by month, in the seed and as the simulated market lives on past it. On the
 * first of every month the monopoly's usual changes take effect: some prices change, part of the
 * temporary range leaves the shelves and a little of it moves into the fixed range. Each product
 * and month draws the same every time, so the seed, every instance and every restart of the
 * simulator show one catalogue.
 */
import type { MarketProduct } from "./market";
import { Random } from "./random";

/** Share of the products whose price changes on a month's first day. */
export const PRICE_CHANGE_SHARE = 0.03;
/** Share of the temporary range still on the shelves that leaves on a month's first day. */
export const TEMPORARY_LEAVING_SHARE = 0.12;
/** Share of the temporary range still on the shelves that moves into the fixed range then. */
export const PROMOTED_SHARE = 0.02;

const TEMPORARY = "Tillfälligt sortiment";
const FIXED = "Fast sortiment";

/** The first days of the months after `after` up to and including `through` (YYYY-MM-DD). */
export function monthStartsBetween(after: string, through: string): string[] {
  const starts: string[] = [];
  let [y, m] = after.split("-").map(Number) as [number, number];
  for (;;) {
    if (++m > 12) [y, m] = [y + 1, 1];
    const start = `${y}-${String(m).padStart(2, "0")}-01`;
    if (start > through) return starts;
    starts.push(start);
  }
}

/** A draw of its own for a key (a product number, …) and a month: FNV-1a of both seeds the generator's Random. */
export function draw(key: string, month: string): Random {
  let hash = 0x811c9dc5;
  for (const char of `${key}|${month}`) hash = Math.imul(hash ^ char.charCodeAt(0), 0x01000193);
  const random = new Random(hash >>> 0);
  random.next(); // the generator's first draw after a seed follows the seed too closely
  return random;
}

/** A new price 2–8 % up or down: whole kronor where the old one was, else ending in 90 öre like the monopoly's beer prices. */
function changedPrice(price: number, random: Random): number {
  const factor = random.chance(0.7) ? 1 + random.between(0.02, 0.08) : 1 - random.between(0.02, 0.06);
  const next = price * factor;
  if (Number.isInteger(price)) return Math.max(1, Math.round(next));
  return Math.max(0.9, Math.floor(next) + 0.9);
}

export interface CatalogueState {
  product: MarketProduct;
  /** The month whose change the product last had (its catalogue record's lastModified); null: none. */
  changedOn: string | null;
}

/**
 * The product after one month's changes: maybe a new price and, when `assortment`, maybe leaving
 * the temporary range or moving into the fixed one. The same object when nothing changed.
 */
export function monthChange(current: MarketProduct, month: string, assortment: boolean): MarketProduct {
  if (current.discontinued) return current;
  const random = draw(current.productNumber, month);
  let next = current;
  if (random.chance(PRICE_CHANGE_SHARE)) {
    // A cheap article's few per cent can round back to its price: then nothing changed.
    const price = changedPrice(next.price, random);
    if (price !== next.price) next = { ...next, price };
  }
  if (assortment && next.assortmentText === TEMPORARY && next.inStore) {
    const fate = random.next();
    if (fate < TEMPORARY_LEAVING_SHARE) next = { ...next, discontinued: true };
    else if (fate < TEMPORARY_LEAVING_SHARE + PROMOTED_SHARE) next = { ...next, assortmentText: FIXED, assortmentCode: "FS" };
  }
  return next;
}

/**
 * The product as the catalogue shows it after the months given (oldest first). Prices change in
 * every one of them; the assortment only in the months after `assortmentAfter` (the seed writes
 * the price changes of its own days, and every product listed at its end).
 */
export function productAfter(product: MarketProduct, monthStarts: readonly string[], assortmentAfter = ""): CatalogueState {
  let current = product;
  let changedOn: string | null = null;
  for (const month of monthStarts) {
    // A product launched after the seed changes only from the month after its launch.
    if (product.launched && month <= product.launched) continue;
    const next = monthChange(current, month, month > assortmentAfter);
    if (next !== current) changedOn = month;
    current = next;
  }
  return { product: current, changedOn };
}
