// @vitest-environment jsdom
import { cleanup, screen } from "@testing-library/react";
import type { i18n } from "i18next";
import { afterEach, beforeAll, describe, expect, it } from "vitest";
import type { ProductFigures } from "../../contracts/companies";
import { ProductTable } from "../../src/plugins/dashboard/ProductTable";
import { chosenPeriod } from "../../src/providers/selection";
import { kernelI18n, member, renderKernel, sessionActor } from "./kernel-harness";

const bestSeller = {
  product: { id: 42, productNameBold: "Nordvik Lager", productNameThin: "Ljus" },
  units: 120,
  litres: 39.6,
  revenue: 3_588,
  storesListing: 30,
  storesSelling: 24,
  velocity: 0.57,
  outOfStockDays: 0,
  lostUnits: 0,
  lostRevenue: 0,
} as unknown as ProductFigures;

let i18n: i18n;
beforeAll(async () => {
  i18n = await kernelI18n();
});
afterEach(() => {
  cleanup();
  chosenPeriod.set(null);
});

async function linkAt(at: string) {
  const actor = await sessionActor(member);
  renderKernel(<ProductTable products={[bestSeller]} loading={false} error={null} onRetry={() => undefined} />, {
    i18n,
    actor,
    get: async () => ({ data: [] }),
    at,
  });
  const link = await screen.findByRole("link", { name: /Nordvik Lager/ });
  return new URL(link.getAttribute("href")!, "http://fenix.test");
}

describe("a best seller's link on the dashboard", () => {
  it("opens the product's dashboard for the period the URL names", async () => {
    const href = await linkAt("/?period=90d");
    expect(href.pathname).toBe("/");
    expect(href.searchParams.get("product")).toBe("42");
    expect(href.searchParams.get("period")).toBe("90d");
  });

  it("names a period that is shown but not (yet) in the URL", async () => {
    // A period just chosen shows at once; the router reaches its URL in a transition, and a
    // period carried over from another page is never in this URL at all.
    chosenPeriod.set("7d");
    const href = await linkAt("/");
    expect(href.searchParams.get("period")).toBe("7d");
    expect(href.searchParams.get("product")).toBe("42");
  });
});
