// @vitest-environment jsdom
import { cleanup, fireEvent, screen, within } from "@testing-library/react";
import type { i18n } from "i18next";
import { afterEach, beforeAll, describe, expect, it } from "vitest";
import { createRegistry } from "../../../src/kernel/registry";
import { plugins } from "../../../src/plugins";
import { kernelI18n, member, renderShell, sessionActor } from "../../../tests/unit/kernel-harness";
import type { ShelfWatch } from "../contracts";
import shelfWatch from "../web";

// The product's plugins and the example, as an integrator's plugin list composes them.
const registry = createRegistry([...plugins, shelfWatch]);

const company = { id: "c1", name: "Nordvik Vin & Sprit AB", suppliers: ["Nordvik"], products: 12 };
const lager = { id: 42, productName: "Nordvik Lager Ljus", productNumber: "1234" };

function answer(minStores: number): ShelfWatch {
  const items = [{ product: lager, storesOut: 7, since: "2026-11-02" }].filter((gap) => gap.storesOut >= minStores);
  return { asOf: "2026-11-20", minStores, items } as ShelfWatch;
}

let i18n: i18n;
let asked: { path: string; minStores: unknown }[];

beforeAll(async () => {
  i18n = await kernelI18n(registry);
});
afterEach(cleanup);

async function openAt(at: string, companies = [company]) {
  asked = [];
  renderShell(registry, {
    i18n,
    actor: await sessionActor(member),
    at,
    get: async (path, query) => {
      if (path.startsWith("/shelf-watch/")) {
        asked.push({ path, minStores: query?.minStores });
        return { data: answer(Number(query?.minStores)) };
      }
      if (path === "/companies")
        return { data: { items: companies, pagination: { total: companies.length, hasMore: false, nextCursor: null } } };
      return { data: [] };
    },
  });
}

describe("the shelf watch page, registered beside the product's plugins", () => {
  it("has a top link and lists the company's products out of stock in many stores, linked to their product page", async () => {
    await openAt("/shelf-watch");
    expect(await screen.findByText("Hyllvakt", { selector: "h1" })).toBeTruthy();
    expect(screen.getByText("Hyllvakt", { selector: "header a" }).getAttribute("href")).toBe("/shelf-watch");
    const link = (await screen.findByText("Nordvik Lager Ljus")).closest("a")!;
    expect(link.getAttribute("href")).toBe("/product/42");
    const row = link.closest("tr")!;
    expect(within(row).getByText("7")).toBeTruthy();
    expect(screen.getByText("Läget 20 nov. 2026")).toBeTruthy();
    expect(asked).toEqual([{ path: "/shelf-watch/companies/c1", minStores: 3 }]);
  });

  it("keeps the chosen threshold in the URL and says so when no product reaches it", async () => {
    await openAt("/shelf-watch?minStores=10");
    expect(await screen.findByText("Ingen av era produkter är slut i 10 butiker eller fler i dag.")).toBeTruthy();
    fireEvent.mouseDown(screen.getByLabelText("Slut i minst"));
    fireEvent.click(await screen.findByTitle("5 butiker"));
    expect((await screen.findByText("Nordvik Lager Ljus")).closest("a")).toBeTruthy();
    expect(screen.getByTestId("location").textContent).toBe("/shelf-watch?minStores=5");
    expect(asked.map((call) => call.minStores)).toEqual([10, 5]);
  });

  it("tells a user without a company why there is nothing to watch", async () => {
    await openAt("/shelf-watch", []);
    expect(await screen.findByText(/Ditt konto hör inte till något företag än/)).toBeTruthy();
    expect(asked).toEqual([]);
  });
});
