import { describe, expect, it } from "vitest";
import { calibrationTable, withinTolerance } from "../../server/data/generator/real-calibration";
import { readMarketFiles } from "../../server/data/generator/real-files";
import { buildRealMarket, DEMO_TAKEOVERS } from "../../server/data/generator/real-market";
import { SCALES } from "../../server/data/generator/scales";
import { sharedDataDir } from "../helpers/shared-data";

/** The demo market built from the monopoly's files, held to them (bench/results/calibration.md). */
describe("the demo market from the monopoly's files", () => {
  const files = readMarketFiles(sharedDataDir());
  const market = buildRealMarket(files, SCALES.demo, 2026);

  it.each(calibrationTable(files, market).map((row) => [row.measure, row] as const))("%s is within its tolerance", (_measure, row) => {
    expect(withinTolerance(row), JSON.stringify(row)).toBe(true);
  });

  it("keeps the real stores, towns and products", () => {
    const stores = market.stores.filter((s) => !s.isAgent);
    expect(stores).toHaveLength(451);
    expect(new Set(stores.map((s) => s.city)).size).toBeGreaterThan(300);
    const real = new Map(files.catalogue.map((p) => [p.productNumber, p]));
    for (const product of market.products) {
      expect(real.get(product.productNumber)?.nameBold).toBe(product.nameBold);
      expect(real.get(product.productNumber)?.price).toBe(product.price);
    }
  });

  it("gives each demo company the portfolio of the supplier it takes over, under its fictional name", () => {
    for (const takeover of DEMO_TAKEOVERS) {
      const real = files.catalogue.filter((p) => files.suppliers.get(p.productNumber) === takeover.takesOver).map((p) => p.productNumber);
      const demo = market.products.filter((p) => p.supplierName === takeover.supplier).map((p) => p.productNumber);
      expect(demo.length).toBeGreaterThan(10);
      expect(real).toEqual(expect.arrayContaining(demo));
      expect(market.products.some((p) => p.supplierName === takeover.takesOver)).toBe(false);
    }
  });

  it("lists in each store only what the 2022 matrix lists there, and sells what it lists", () => {
    const listed = new Map<string, Set<string>>();
    for (const row of files.assortment.rows) {
      if (!listed.has(row.siteId)) listed.set(row.siteId, new Set());
      listed.get(row.siteId)!.add(row.productNumber);
    }
    market.stores.forEach((store, s) => {
      const matrix = listed.get(store.siteId);
      if (store.isAgent || !matrix?.size) return;
      for (const i of market.listings[s]!.products) expect(matrix.has(market.products[i]!.productNumber)).toBe(true);
      expect(market.listings[s]!.meanUnits.every((u) => u > 0)).toBe(true);
    });
  });

  it("holds the whole range the 2022 stores listed, each product once: simulated store by store or sold nationally", () => {
    const open = new Set(files.stores.filter((s) => !s.isAgent).map((s) => s.siteId));
    const listed = new Set(files.assortment.rows.filter((r) => open.has(r.siteId)).map((r) => r.productNumber));
    const range = files.catalogue.filter(
      (p) => listed.has(p.productNumber) && p.categoryLevel1 && p.categoryLevel2 && p.price && p.volumeMl,
    );
    const numbers = [...market.products, ...market.range!.products].map((p) => p.productNumber);
    expect(new Set(numbers).size).toBe(numbers.length);
    // Every product today's stores list in the matrix (a store opened since takes its neighbour's list, so a few more).
    expect(numbers).toEqual(expect.arrayContaining(range.map((p) => p.productNumber)));
    const inMatrix = new Set(files.assortment.rows.map((r) => r.productNumber));
    expect(numbers.every((n) => inMatrix.has(n))).toBe(true);
    expect(range.length).toBeGreaterThan(10_000);
    // The range sells in the stores that list it: every product has stores and a rate.
    market.range!.products.forEach((p, i) => {
      expect(market.range!.stores[i]!.length).toBeGreaterThan(0);
      expect(p.litresPerDay).toBeGreaterThan(0);
    });
  });

  it("is the same market every time", () => {
    const again = buildRealMarket(files, SCALES.demo, 2026);
    expect(again.listings.map((l) => Array.from(l.meanUnits.slice(0, 3)))).toEqual(
      market.listings.map((l) => Array.from(l.meanUnits.slice(0, 3))),
    );
  });
});
