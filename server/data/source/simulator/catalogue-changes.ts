/**
 * The catalogue as the simulated market lives on past its seed. On the first of every month the
 * monopoly's usual changes take effect: some prices change, part of the temporary range leaves
 * the shelves and a little of it moves into the fixed range. Each product and month draws the same
 * every time, so every instance and every restart of the simulator shows one catalogue.
 */
import type { MarketProduct } from "../../generator/market";
import { Random } from "../../generator/random";

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

/** A draw of its own for a product and a month: FNV-1a of both seeds the generator's Random. */
function draw(productNumber: string, month: string): Random {
  let hash = 0x811c9dc5;
  for (const char of `${productNumber}|${month}`) hash = Math.imul(hash ^ char.charCodeAt(0), 0x01000193);
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

/** The product as the catalogue shows it after the months given (oldest first). */
export function productAfter(product: MarketProduct, monthStarts: readonly string[]): CatalogueState {
  let current = product;
  let changedOn: string | null = null;
  for (const month of monthStarts) {
    if (current.discontinued) break;
    const random = draw(product.productNumber, month);
    const before = current;
    if (random.chance(PRICE_CHANGE_SHARE)) current = { ...current, price: changedPrice(current.price, random) };
    if (current.assortmentText === TEMPORARY && current.inStore) {
      const fate = random.next();
      if (fate < TEMPORARY_LEAVING_SHARE) current = { ...current, discontinued: true };
      else if (fate < TEMPORARY_LEAVING_SHARE + PROMOTED_SHARE) current = { ...current, assortmentText: FIXED, assortmentCode: "FS" };
    }
    if (current !== before) changedOn = month;
  }
  return { product: current, changedOn };
}
