/**
 * New articles after the seed. On the first of every month the monopoly launches new products —
 * new wines, seasonal beers, a producer's new edition — in the fixed and the temporary range. The
 * simulator launches a few a month, each modelled on a product the market already holds (its
 * category, producer, supplier, size and price band), listed in part of the stores that list its
 * model. Each month draws the same launches every time, so every instance and restart agrees.
 */
import { draw } from "./catalogue-changes";
import type { Market, MarketProduct } from "./market";
import { word } from "./names";

/** Launches a month, as a share of the products the market simulates on store shelves. */
export const LAUNCH_SHARE = 0.008;
/** Share of launches in the temporary range (the rest into the fixed range). */
const TEMPORARY_SHARE = 0.5;

export interface Launch {
  product: MarketProduct;
  /** Indexes into the market's stores, and the mean units each sells per average open day. */
  stores: Int32Array;
  meanUnits: Float64Array;
}

/** A product's place in the stores that list it: store indexes and their mean units a day. */
interface Placement {
  stores: number[];
  meanUnits: number[];
}

function placements(market: Market): Map<number, Placement> {
  const byProduct = new Map<number, Placement>();
  market.listings.forEach((listing, s) => {
    listing.products.forEach((product, k) => {
      let placement = byProduct.get(product);
      if (!placement) byProduct.set(product, (placement = { stores: [], meanUnits: [] }));
      placement.stores.push(s);
      placement.meanUnits.push(listing.meanUnits[k]!);
    });
  });
  return byProduct;
}

/** The price a new article of the model's price band gets: whole kronor where the model's is, else ending in 90 öre. */
function launchPrice(model: number, factor: number): number {
  const price = model * factor;
  return Number.isInteger(model) ? Math.max(1, Math.round(price)) : Math.max(0.9, Math.floor(price) + 0.9);
}

/**
 * The launches of the month starting `month` (YYYY-MM-01) in `market`. `taken` holds the product
 * numbers and source ids already in use; a launch whose number is taken is not made.
 */
export function launchesOf(market: Market, month: string, taken: ReadonlySet<string>): Launch[] {
  const random = draw("launches", month);
  const placed = placements(market);
  const models = [...placed.keys()].filter((i) => !market.products[i]!.launched).sort((a, b) => a - b);
  if (models.length === 0) return [];
  const count = Math.max(1, Math.round(models.length * LAUNCH_SHARE));
  const [year, monthNumber] = month.split("-").map(Number) as [number, number];
  const monthCode = String(((year - 2000) * 12 + monthNumber) % 100).padStart(2, "0");
  const launches: Launch[] = [];
  for (let i = 0; i < count; i++) {
    const modelIndex = models[random.int(models.length)]!;
    const model = market.products[modelIndex]!;
    const placement = placed.get(modelIndex)!;
    const productNumber = `9${monthCode}${String(i).padStart(2, "0")}01`;
    const productId = `9${monthCode}${String(i).padStart(3, "0")}7`;
    const temporary = random.chance(TEMPORARY_SHARE);
    // A new article reaches part of its model's stores, and sells a fraction of what the model does there.
    const reach = temporary ? random.between(0.2, 0.5) : random.between(0.4, 0.8);
    const demand = random.between(0.2, 0.8);
    const stores: number[] = [];
    const meanUnits: number[] = [];
    placement.stores.forEach((store, k) => {
      if (!random.chance(reach)) return;
      stores.push(store);
      meanUnits.push(placement.meanUnits[k]! * demand);
    });
    const name = word(random, 1 + random.int(2));
    if (taken.has(productNumber) || taken.has(productId) || stores.length === 0) continue;
    launches.push({
      product: {
        ...model,
        productNumber,
        productId,
        nameBold: name,
        nameThin: model.nameThin,
        price: launchPrice(model.price, random.between(0.9, 1.25)),
        assortmentCode: temporary ? "TSE" : "FS",
        assortmentText: temporary ? "Tillfälligt sortiment" : "Fast sortiment",
        inStore: true,
        launchDate: month,
        launched: month,
        discontinued: false,
        litresPerDay: model.litresPerDay * demand * reach,
      },
      stores: Int32Array.from(stores),
      meanUnits: Float64Array.from(meanUnits),
    });
  }
  return launches;
}
