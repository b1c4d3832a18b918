import { describe, expect, it } from "vitest";
import { comparedProducts, comparisonUrl, rememberCompared } from "../../src/plugins/comparison/comparison-list";

const q = (query: string) => new URLSearchParams(query);

describe("comparison list", () => {
  it("puts the main product (product) first, then the others of products, and keeps at most five", () => {
    expect(comparedProducts(q("products=1,2,3"))).toEqual([1, 2, 3]);
    expect(comparedProducts(q("product=109&products=2,1"))).toEqual([109, 2, 1]);
    expect(comparedProducts(q("product=2&products=1,2,3"))).toEqual([2, 1, 3]);
    expect(comparedProducts(q("product=9&products=1,2,3,4,5"))).toEqual([9, 2, 3, 4, 5]);
    expect(comparedProducts(q("products=1,x,-3,2"))).toEqual([1, 2]);
  });

  it("makes a product chosen in the header the main one of the remembered comparison; an empty URL compares nothing", () => {
    rememberCompared([1, 2]);
    expect(comparedProducts(q("product=7"))).toEqual([7, 1, 2]);
    expect(comparedProducts(q("product=2"))).toEqual([2, 1]);
    expect(comparedProducts(q(""))).toEqual([]);
    rememberCompared([]);
    expect(comparedProducts(q("product=7"))).toEqual([7]);
  });

  it("writes the main product as product and all as products, keeping other parameters", () => {
    expect(comparisonUrl([7, 1, 2], q("period=90d"))).toBe("/comparison?period=90d&product=7&products=7,1,2");
    expect(comparisonUrl([], q("product=7&products=7&period=7d"))).toBe("/comparison?period=7d");
  });
});
