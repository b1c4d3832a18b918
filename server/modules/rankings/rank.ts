/**
 * The ranking's arithmetic, free of SQL: places within segments, and the flags as RANKING_RULES
 * words them. The snapshot feeds it the window's measures; tests feed it generated markets.
 */
import { RANKING_FLAGS, RANKING_RULES, type RankingFlag } from "../../../contracts/ranking-rules";

export interface ProductWindowSales {
  productId: number;
  segment: string;
  units: number;
  litres: number;
  revenue: number;
  storesSelling: number;
  velocity: number;
}

export interface RankInputs {
  months: number;
  current: readonly ProductWindowSales[];
  previous: readonly ProductWindowSales[];
  /** Revenue per product over the same window a year before; null when the data does not reach so far. */
  yearAgo: ReadonlyMap<number, number> | null;
  /** Stores where the product's segment sells above the median store and it is not listed. */
  placementStores: ReadonlyMap<number, number>;
  storesListing: ReadonlyMap<number, number>;
}

export interface RankedProduct extends ProductWindowSales {
  rank: number;
  segmentSize: number;
  previousRank: number | null;
  previousSegmentSize: number | null;
  previousRevenue: number;
  yearAgoRevenue: number | null;
  share: number;
  storesListing: number;
  placementStores: number;
  /** The velocity of the segment's median store listing (listingMedianVelocity). */
  segmentMedianVelocity: number;
  flags: RankingFlag[];
  /** Place in the whole market by revenue: the order of a ranking's pages. */
  position: number;
}

/** Best first: revenue, then the lower product id (a stable order for ties). */
const byRevenue = (a: ProductWindowSales, b: ProductWindowSales) => b.revenue - a.revenue || a.productId - b.productId;

/** Place (1 = best) and segment size of every product that sold, within its segment. */
export function placesInSegments(rows: readonly ProductWindowSales[]): Map<number, { rank: number; size: number }> {
  const bySegment = new Map<string, ProductWindowSales[]>();
  for (const row of rows) {
    if (row.units <= 0) continue;
    let list = bySegment.get(row.segment);
    if (!list) bySegment.set(row.segment, (list = []));
    list.push(row);
  }
  const places = new Map<number, { rank: number; size: number }>();
  for (const list of bySegment.values()) {
    list.sort(byRevenue).forEach((row, i) => places.set(row.productId, { rank: i + 1, size: list.length }));
  }
  return places;
}

/**
 * The velocity of the segment's median store listing: each product's velocity counted once per
 * store selling it, so a product in one store weighs as one listing, not as a product in 400.
 */
export function listingMedianVelocity(rows: readonly { velocity: number; storesSelling: number }[]): number {
  const sorted = [...rows].filter((r) => r.storesSelling > 0).sort((a, b) => a.velocity - b.velocity);
  const half = sorted.reduce((a, r) => a + r.storesSelling, 0) / 2;
  let seen = 0;
  for (const r of sorted) {
    seen += r.storesSelling;
    if (seen >= half) return r.velocity;
  }
  return 0;
}

export function median(values: readonly number[]): number {
  if (values.length === 0) return 0;
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[mid]! : (sorted[mid - 1]! + sorted[mid]!) / 2;
}

/** The number of leading places that count as the top of a segment of `size` (at least the leader). */
export const topPlaces = (size: number) => Math.max(1, Math.ceil(RANKING_RULES.topPerformer.topShare * size));
/** The number of trailing places that count as the bottom (rounded down: none in segments under 10). */
export const bottomPlaces = (size: number) => Math.floor(RANKING_RULES.delistingRisk.bottomShare * size);

export function flagsOf(p: Omit<RankedProduct, "flags" | "position">, months: number): RankingFlag[] {
  const rules = RANKING_RULES;
  const flags: RankingFlag[] = [];
  if (p.rank <= topPlaces(p.segmentSize) && p.storesSelling >= rules.topPerformer.minStoresSelling) flags.push("topPerformer");
  const climbed = p.previousRank !== null && p.previousRank - p.rank >= rules.risingStar.minRankGain;
  const grew = p.previousRevenue > 0 && p.revenue / p.previousRevenue - 1 >= rules.risingStar.minGrowth;
  // A season coming round or a return after a shortage also climbs on the window before; a year
  // on, the product is back where it was, not rising.
  const aboveYearAgo = p.yearAgoRevenue === null || p.revenue >= p.yearAgoRevenue * (1 + rules.risingStar.minGrowth);
  if (p.previousRank !== null && (climbed || grew) && aboveYearAgo && p.litres >= rules.risingStar.minLitresPerMonth * months) {
    flags.push("risingStar");
  }
  if (p.velocity >= p.segmentMedianVelocity && p.placementStores >= rules.placementOpportunity.minStores) {
    flags.push("placementOpportunity");
  }
  const inBottom = (rank: number, size: number) => rank > size - bottomPlaces(size);
  if (
    inBottom(p.rank, p.segmentSize) &&
    p.previousRank !== null &&
    p.previousSegmentSize !== null &&
    inBottom(p.previousRank, p.previousSegmentSize)
  ) {
    flags.push("delistingRisk");
  }
  return flags;
}

/** Every product that sold in the window, ranked, with its flags, in market order (position 1 = most revenue). */
export function rankProducts(inputs: RankInputs): RankedProduct[] {
  const sold = inputs.current.filter((r) => r.units > 0);
  const places = placesInSegments(sold);
  const previousPlaces = placesInSegments(inputs.previous);
  const previousBy = new Map(inputs.previous.map((r) => [r.productId, r]));
  const segmentRevenue = new Map<string, number>();
  const segmentRows = new Map<string, ProductWindowSales[]>();
  for (const r of sold) {
    segmentRevenue.set(r.segment, (segmentRevenue.get(r.segment) ?? 0) + r.revenue);
    let list = segmentRows.get(r.segment);
    if (!list) segmentRows.set(r.segment, (list = []));
    list.push(r);
  }
  const medians = new Map([...segmentRows].map(([segment, list]) => [segment, listingMedianVelocity(list)]));
  return [...sold].sort(byRevenue).map((r, i) => {
    const place = places.get(r.productId)!;
    const before = previousPlaces.get(r.productId) ?? null;
    const total = segmentRevenue.get(r.segment) ?? 0;
    const ranked = {
      ...r,
      rank: place.rank,
      segmentSize: place.size,
      previousRank: before?.rank ?? null,
      previousSegmentSize: before?.size ?? null,
      previousRevenue: previousBy.get(r.productId)?.revenue ?? 0,
      yearAgoRevenue: inputs.yearAgo ? (inputs.yearAgo.get(r.productId) ?? 0) : null,
      share: total > 0 ? r.revenue / total : 0,
      storesListing: inputs.storesListing.get(r.productId) ?? 0,
      placementStores: inputs.placementStores.get(r.productId) ?? 0,
      segmentMedianVelocity: medians.get(r.segment) ?? 0,
    };
    return { ...ranked, flags: flagsOf(ranked, inputs.months), position: i + 1 };
  });
}

export const flagBits = (flags: readonly RankingFlag[]) => flags.reduce((bits, f) => bits | (1 << RANKING_FLAGS.indexOf(f)), 0);
export const flagsFromBits = (bits: number): RankingFlag[] => RANKING_FLAGS.filter((_, i) => (bits & (1 << i)) !== 0);
