/**
 * The ranking's flags against the rules as RANKING_RULES words them, written here a second time
 * in other terms (shares of the segment above and below a product), on generated markets.
 */
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { RANKING_RULES } from "../../contracts/ranking-rules";
import { listingMedianVelocity, rankProducts, type ProductWindowSales, type RankedProduct } from "../../server/modules/rankings/rank";

const SEGMENTS = ["Rött vin~1", "Rött vin~2", "Vodka~3", "Öl~0"];

const sales = (productId: number) =>
  fc.record({
    productId: fc.constant(productId),
    segment: fc.constantFrom(...SEGMENTS),
    units: fc.integer({ min: 0, max: 5_000 }),
    litres: fc.double({ min: 0, max: 4_000, noNaN: true }),
    revenue: fc.integer({ min: 0, max: 2_000_000 }),
    storesSelling: fc.integer({ min: 0, max: 400 }),
    velocity: fc.double({ min: 0, max: 50, noNaN: true }),
  }) satisfies fc.Arbitrary<ProductWindowSales>;

/** Up to 60 products, each with this window's sales, maybe last window's (same segment), listings and placement gaps. */
const market = fc.integer({ min: 1, max: 60 }).chain((n) =>
  fc.record({
    months: fc.constantFrom(1, 3, 6, 12),
    current: fc.tuple(...Array.from({ length: n }, (_, i) => sales(i + 1))),
    previous: fc.tuple(...Array.from({ length: n }, (_, i) => fc.option(sales(i + 1), { nil: undefined }))),
    /** Revenue a year before per product, or no data that far back (null). */
    yearAgo: fc.option(fc.array(fc.integer({ min: 0, max: 2_000_000 }), { minLength: n, maxLength: n }), { nil: null }),
    placement: fc.array(fc.integer({ min: 0, max: 30 }), { minLength: n, maxLength: n }),
    listing: fc.array(fc.integer({ min: 0, max: 450 }), { minLength: n, maxLength: n }),
  }),
);

type Market = typeof market extends fc.Arbitrary<infer T> ? T : never;

function rank(m: Market): RankedProduct[] {
  const previous = m.previous.flatMap((p, i) => (p ? [{ ...p, segment: m.current[i]!.segment }] : []));
  return rankProducts({
    months: m.months,
    current: m.current,
    previous,
    yearAgo: m.yearAgo && new Map(m.yearAgo.map((revenue, i) => [i + 1, revenue])),
    placementStores: new Map(m.placement.map((n, i) => [i + 1, n])),
    storesListing: new Map(m.listing.map((n, i) => [i + 1, n])),
  });
}

/** The products of a window that sold, grouped by segment, best first (revenue, then lower id). */
function segmentsOf(rows: readonly ProductWindowSales[]) {
  const groups = new Map<string, ProductWindowSales[]>();
  for (const r of rows.filter((r) => r.units > 0)) groups.set(r.segment, [...(groups.get(r.segment) ?? []), r]);
  for (const list of groups.values()) list.sort((a, b) => b.revenue - a.revenue || a.productId - b.productId);
  return groups;
}

/** The velocity of the median store listing: every selling store's listing, one velocity each. */
const listingMedian = (rows: readonly ProductWindowSales[]) => {
  const listings = rows.flatMap((r) => Array<number>(r.storesSelling).fill(r.velocity)).sort((a, b) => a - b);
  return listings.length ? listings[Math.ceil(listings.length / 2) - 1]! : 0;
};

describe("the monthly ranking's rules", () => {
  it("ranks every product that sold once, 1…n within its segment by revenue, and pages the market by revenue", () => {
    fc.assert(
      fc.property(market, (m) => {
        const ranked = rank(m);
        expect(ranked.map((r) => r.productId).sort((a, b) => a - b)).toEqual(m.current.filter((r) => r.units > 0).map((r) => r.productId));
        for (const [segment, list] of segmentsOf(m.current)) {
          const places = list.map((r) => ranked.find((x) => x.productId === r.productId)!);
          expect(places.map((p) => p.rank)).toEqual(list.map((_, i) => i + 1));
          expect(places.every((p) => p.segmentSize === list.length && p.segment === segment)).toBe(true);
          const revenue = list.reduce((a, r) => a + r.revenue, 0);
          if (revenue > 0) expect(places.reduce((a, p) => a + p.share, 0)).toBeCloseTo(1, 9);
        }
        expect(ranked.map((r) => r.position)).toEqual(ranked.map((_, i) => i + 1));
        for (let i = 1; i < ranked.length; i++) expect(ranked[i - 1]!.revenue).toBeGreaterThanOrEqual(ranked[i]!.revenue);
      }),
      { numRuns: 300 },
    );
  });

  it("takes the lower middle listing as the median when the listings split evenly", () => {
    // Four listings (1, 1, 3, 3): the second is the median, as in the model above.
    const rows = [
      { velocity: 3, storesSelling: 2 },
      { velocity: 1, storesSelling: 2 },
    ];
    expect(listingMedianVelocity(rows)).toBe(1);
    expect(listingMedianVelocity([...rows, { velocity: 2, storesSelling: 1 }])).toBe(2);
    expect(listingMedianVelocity([{ velocity: 5, storesSelling: 0 }])).toBe(0);
  });

  it("flags a product exactly when the written rule holds", () => {
    const rules = RANKING_RULES;
    fc.assert(
      fc.property(market, (m) => {
        const ranked = rank(m);
        const now = segmentsOf(m.current);
        const before = segmentsOf(m.previous.flatMap((p, i) => (p ? [{ ...p, segment: m.current[i]!.segment }] : [])));
        for (const p of ranked) {
          const segment = now.get(p.segment)!;
          const place = segment.findIndex((r) => r.productId === p.productId);
          const last = before.get(p.segment) ?? [];
          const lastPlace = last.findIndex((r) => r.productId === p.productId);
          const prior = m.previous[p.productId - 1];
          // Top: less than topShare of the segment ranks above it.
          const top = place / segment.length < rules.topPerformer.topShare && p.storesSelling >= rules.topPerformer.minStoresSelling;
          const rising =
            lastPlace >= 0 &&
            (lastPlace - place >= rules.risingStar.minRankGain ||
              (prior!.revenue > 0 && p.revenue >= prior!.revenue * (1 + rules.risingStar.minGrowth) - 1e-9)) &&
            (m.yearAgo === null || p.revenue >= m.yearAgo[p.productId - 1]! * (1 + rules.risingStar.minGrowth)) &&
            p.litres >= rules.risingStar.minLitresPerMonth * m.months;
          const placement = p.velocity >= listingMedian(segment) && m.placement[p.productId - 1]! >= rules.placementOpportunity.minStores;
          // Bottom: its place counted from the end is within bottomShare of the segment.
          const bottom = (index: number, size: number) => size - index <= rules.delistingRisk.bottomShare * size;
          const risk = bottom(place, segment.length) && lastPlace >= 0 && bottom(lastPlace, last.length);
          expect(p.flags.includes("topPerformer"), `top ${p.productId}`).toBe(top);
          expect(p.flags.includes("risingStar"), `rising ${p.productId}`).toBe(rising);
          expect(p.flags.includes("placementOpportunity"), `placement ${p.productId}`).toBe(placement);
          expect(p.flags.includes("delistingRisk"), `risk ${p.productId}`).toBe(risk);
        }
      }),
      { numRuns: 300 },
    );
  });

  it("always names a leader as a top performer when it sells in enough stores, and no segment under ten products has a delisting risk", () => {
    fc.assert(
      fc.property(market, (m) => {
        for (const p of rank(m)) {
          if (p.rank === 1 && p.storesSelling >= RANKING_RULES.topPerformer.minStoresSelling) expect(p.flags).toContain("topPerformer");
          if (p.segmentSize < 10) expect(p.flags).not.toContain("delistingRisk");
        }
      }),
    );
  });
});
