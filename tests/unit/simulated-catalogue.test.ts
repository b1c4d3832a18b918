import { describe, expect, it } from "vitest";
import type { MarketProduct } from "../../server/data/generator/market";
import {
  monthStartsBetween,
  PRICE_CHANGE_SHARE,
  productAfter,
  TEMPORARY_LEAVING_SHARE,
} from "../../server/data/generator/catalogue-changes";

const product = (n: number, assortmentText: string, price: number): MarketProduct =>
  ({ productNumber: String(100_000 + n), assortmentText, inStore: true, discontinued: false, price }) as MarketProduct;

describe("the simulated market's catalogue, month by month", () => {
  it("names the first days of the months after the seed's last day, up to today", () => {
    expect(monthStartsBetween("2026-11-20", "2026-11-30")).toEqual([]);
    expect(monthStartsBetween("2026-11-20", "2027-02-01")).toEqual(["2026-12-01", "2027-01-01", "2027-02-01"]);
    expect(monthStartsBetween("2026-12-01", "2026-12-31")).toEqual([]);
  });

  it("changes some prices and lets part of the temporary range go, the same way every time", () => {
    const fixed = Array.from({ length: 2_000 }, (_, i) => product(i, "Fast sortiment", 100 + (i % 400)));
    const temporary = Array.from({ length: 2_000 }, (_, i) => product(10_000 + i, "Tillfälligt sortiment", 89.9 + (i % 50)));
    const month = ["2026-12-01"];
    const after = [...fixed, ...temporary].map((p) => productAfter(p, month));
    expect(after).toEqual([...fixed, ...temporary].map((p) => productAfter(p, month)));

    const repriced = after.filter((a, i) => a.product.price !== [...fixed, ...temporary][i]!.price);
    expect(repriced.length / 4_000).toBeGreaterThan(PRICE_CHANGE_SHARE * 0.7);
    expect(repriced.length / 4_000).toBeLessThan(PRICE_CHANGE_SHARE * 1.3);
    // Whole kronor stay whole, the others end in 90 öre; no change is larger than 8 %.
    for (const a of repriced.slice(0, 200)) {
      const before = [...fixed, ...temporary].find((p) => p.productNumber === a.product.productNumber)!;
      if (Number.isInteger(before.price)) expect(Number.isInteger(a.product.price)).toBe(true);
      else expect(a.product.price.toFixed(2).endsWith(".90")).toBe(true);
      expect(Math.abs(a.product.price / before.price - 1)).toBeLessThan(0.1);
      expect(a.changedOn).toBe("2026-12-01");
    }

    expect(after.slice(0, 2_000).some((a) => a.product.discontinued)).toBe(false);
    const left = after.slice(2_000).filter((a) => a.product.discontinued).length / 2_000;
    expect(left).toBeGreaterThan(TEMPORARY_LEAVING_SHARE * 0.7);
    expect(left).toBeLessThan(TEMPORARY_LEAVING_SHARE * 1.3);
    // Gone is gone: a product that left does not change again.
    const twoMonths = productAfter(
      temporary.find((_, i) => after[2_000 + i]!.product.discontinued)!,
      ["2026-12-01", "2027-01-01"],
    );
    expect(twoMonths.changedOn).toBe("2026-12-01");
  });
});
