import type { Market } from "./market";
import { ASSORTMENTS } from "./taxonomy";

/** Open days in a year (Sundays and about a dozen holidays closed). */
const OPEN_DAYS_PER_YEAR = 300;

export interface MarketFigures {
  /** Share of the catalogue per assortment text. */
  assortmentMix: Record<string, number>;
  listedPerStore: { median: number; min: number; max: number };
  /** Listed products per store as a share of the catalogue (to compare across scales). */
  listedShare: { median: number; min: number; max: number };
  nationalLitresPerYear: number;
  /** Share of the year's litres sold by the top 1 % and 10 % of articles. */
  topShare: { top1: number; top10: number };
}

/** The figures a generated market is calibrated against, from its model (before simulation). */
export function marketFigures(market: Market): MarketFigures {
  const { products, listings } = market;
  const mix: Record<string, number> = Object.fromEntries(ASSORTMENTS.map((a) => [a.text, 0]));
  for (const p of products) mix[p.assortmentText] = (mix[p.assortmentText] ?? 0) + 1 / products.length;
  const sizes = listings
    .filter((l) => l.products.length > 0)
    .map((l) => l.products.length)
    .sort((a, b) => a - b);
  const litres = new Float64Array(products.length);
  for (const listing of listings) {
    listing.products.forEach(
      (index, k) => (litres[index]! += listing.meanUnits[k]! * (products[index]!.volumeMl / 1000) * OPEN_DAYS_PER_YEAR),
    );
  }
  const sorted = [...litres].sort((a, b) => b - a);
  const total = sorted.reduce((a, b) => a + b, 0);
  const top = (q: number) => sorted.slice(0, Math.ceil(q * sorted.length)).reduce((a, b) => a + b, 0) / total;
  const median = sizes[Math.floor(sizes.length / 2)] ?? 0;
  const min = sizes[0] ?? 0;
  const max = sizes.at(-1) ?? 0;
  return {
    assortmentMix: mix,
    listedPerStore: { median, min, max },
    listedShare: { median: median / products.length, min: min / products.length, max: max / products.length },
    nationalLitresPerYear: total,
    topShare: { top1: top(0.01), top10: top(0.1) },
  };
}
