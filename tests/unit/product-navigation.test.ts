import { describe, expect, it } from "vitest";
import { createRegistry } from "../../src/kernel/registry";
import {
  afterClearing as clearingAt,
  afterSelecting as selectingAt,
  productsPageFor as productsPage,
} from "../../src/kernel/search/product-navigation";
import { plugins } from "../../src/plugins";

// The app's own plugins: the targets come from their route references.
const registry = createRegistry(plugins);
const afterSelecting = (place: Parameters<typeof selectingAt>[1], id: number) => selectingAt(registry, place, id);
const afterClearing = (place: Parameters<typeof clearingAt>[1]) => clearingAt(registry, place);
const productsPageFor = (text: string) => productsPage(registry, text);

const at = (url: string) => {
  const parsed = new URL(url, "http://x");
  return { pathname: parsed.pathname, search: parsed.search };
};

describe("header search navigation", () => {
  it("selecting stays on the dashboard, comparison and analysis, and opens the product elsewhere", () => {
    expect(afterSelecting(at("/"), 42)).toBe("/?product=42");
    expect(afterSelecting(at("/?product=7"), 42)).toBe("/?product=42");
    expect(afterSelecting(at("/sales-dashboard?period=90d"), 42)).toBe("/?product=42");
    expect(afterSelecting(at("/comparison?product=1&products=2,3"), 42)).toBe("/comparison?product=42");
    expect(afterSelecting(at("/analysis"), 42)).toBe("/analysis?product=42");
    expect(afterSelecting(at("/stores/0102"), 42)).toBe("/product/42");
    expect(afterSelecting(at("/product/7"), 42)).toBe("/product/42");
    expect(afterSelecting(at("/products?search=vin"), 42)).toBe("/product/42");
  });

  it("clearing leaves a product page and drops the product from other pages' queries", () => {
    expect(afterClearing(at("/product/42"))).toBe("/");
    expect(afterClearing(at("/comparison?product=1&products=2,3&period=30d"))).toBe("/comparison?period=30d");
    expect(afterClearing(at("/analysis?product=1&tab=stock"))).toBe("/analysis?tab=stock");
    expect(afterClearing(at("/?product=1&period=7d"))).toBe("/?period=7d");
    expect(afterClearing(at("/products?product=1&products=2"))).toBe("/products?products=2");
    expect(afterClearing(at("/stores"))).toBe("/stores");
  });

  it("sends Enter without a highlighted result to the products page", () => {
    expect(productsPageFor(" rött vin ")).toBe("/products?search=r%C3%B6tt+vin");
  });
});
