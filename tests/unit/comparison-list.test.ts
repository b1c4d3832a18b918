import { describe, expect, it } from "vitest";
import { comparedProducts, comparisonUrl, rememberCompared } from "../../src/plugins/comparison/comparison-list";

const q = (query: string) => new URLSearchParams(query);

describe("comparison list", () => {
  it("reads the list from products, adds the product the header sent, and keeps at most five", () => {
    expect(comparedProducts(q("products=1,2,3"))).toEqual([1, 2, 3]);
    expect(comparedProducts(q("product=4&products=1,2,3"))).toEqual([1, 2, 3, 4]);
    expect(comparedProducts(q("product=2&products=1,2,3"))).toEqual([1, 2, 3]);
    expect(comparedProducts(q("product=9&products=1,2,3,4,5"))).toEqual([2, 3, 4, 5, 9]);
    expect(comparedProducts(q("products=1,x,-3,2"))).toEqual([1, 2]);
  });

  it("lets a product chosen in the header join the remembered comparison; an empty URL compares nothing", () => {
    rememberCompared([1, 2]);
    expect(comparedProducts(q("product=7"))).toEqual([1, 2, 7]);
    expect(comparedProducts(q(""))).toEqual([]);
    rememberCompared([]);
    expect(comparedProducts(q("product=7"))).toEqual([7]);
  });

  it("writes the newest as product and all as products, keeping other parameters", () => {
    expect(comparisonUrl([1, 2, 7], q("period=90d"))).toBe("/comparison?period=90d&product=7&products=1,2,7");
    expect(comparisonUrl([], q("product=7&products=7&period=7d"))).toBe("/comparison?period=7d");
  });
});
