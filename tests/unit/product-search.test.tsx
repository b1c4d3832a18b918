// @vitest-environment jsdom
import { act, cleanup, fireEvent, screen, waitFor } from "@testing-library/react";
import type { i18n } from "i18next";
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from "vitest";
import { ProductSearch, RESULTS_ON_DESKTOP, RESULTS_ON_MOBILE } from "../../src/kernel/search/ProductSearch";
import type { SearchProduct } from "../../src/kernel/search/useProductSearch";
import { selectedProduct } from "../../src/providers/selection";
import { kernelI18n, member, renderKernel, sessionActor, type FakeGet } from "./kernel-harness";

const product = (id: number): SearchProduct => ({
  id,
  productName: `Vin ${id} Reserva`,
  productNameBold: `Vin ${id}`,
  productNameThin: "Reserva",
  productNumber: `${1000 + id}01`,
  producerName: "Bodega Norte",
  price: 129.9,
  imageUrl: null,
  category: "Rött vin",
  assortmentText: "Fast sortiment",
  alcoholContent: 13.5,
  volume: 750,
});

let i18n: i18n;
let actor: Awaited<ReturnType<typeof sessionActor>>;
let calls: { q: unknown; limit: unknown }[];
let answer: (q: string, limit: number) => SearchProduct[];

const get: FakeGet = async (_path, query) => {
  calls.push({ q: query?.q, limit: query?.limit });
  return { data: answer(String(query?.q), Number(query?.limit)) };
};

function renderSearch(at = "/stores", mobile = false) {
  return renderKernel(<ProductSearch mobile={mobile} />, { i18n, actor, get, at });
}

const box = () => screen.getByRole("combobox");
const type = (text: string) => fireEvent.change(box(), { target: { value: text } });
const key = (name: string) => fireEvent.keyDown(box(), { key: name });
const location = () => screen.getByTestId("location").textContent;
const pause = (ms: number) => act(() => new Promise((resolve) => setTimeout(resolve, ms)));

beforeAll(async () => {
  i18n = await kernelI18n();
  actor = await sessionActor(member);
});

beforeEach(() => {
  calls = [];
  answer = (_q, limit) => Array.from({ length: limit }, (_, i) => product(i + 1));
  selectedProduct.set(null);
});

afterEach(cleanup);

describe("header product search", () => {
  it("waits for two characters and 300 ms of quiet before asking the API, once", async () => {
    renderSearch();
    fireEvent.focus(box());
    type("v");
    await pause(400);
    expect(calls).toEqual([]);
    type("vi");
    await pause(100);
    type("vin");
    await pause(150);
    type("vin 1");
    await pause(150);
    expect(calls).toEqual([]);
    await waitFor(() => expect(calls).toEqual([{ q: "vin 1", limit: RESULTS_ON_DESKTOP }]));
    expect(await screen.findAllByRole("option")).toHaveLength(RESULTS_ON_DESKTOP);
  });

  it("shows six results on a phone, each with name, number, producer, price and facts", async () => {
    renderSearch("/stores", true);
    fireEvent.focus(box());
    type("vin");
    const options = await screen.findAllByRole("option");
    expect(options).toHaveLength(RESULTS_ON_MOBILE);
    expect(calls[0]!.limit).toBe(RESULTS_ON_MOBILE);
    const first = options[0]!.textContent!;
    for (const part of ["Vin 1", "Reserva", "Nr 100101", "Bodega Norte", "129,90", "Rött vin", "Fast sortiment", "13,5\u00a0%", "750 ml"])
      expect(first).toContain(part);
  });

  it("moves with the arrow keys and opens the highlighted product with Enter", async () => {
    renderSearch("/stores");
    fireEvent.focus(box());
    type("vin");
    await screen.findAllByRole("option");
    key("ArrowDown");
    key("ArrowDown");
    key("ArrowDown");
    key("ArrowUp");
    const options = screen.getAllByRole("option");
    expect(options[1]!.getAttribute("aria-selected")).toBe("true");
    expect(box().getAttribute("aria-activedescendant")).toBe(options[1]!.id);
    key("Enter");
    expect(location()).toBe("/product/2");
    expect(selectedProduct.get()).toEqual({
      id: 2,
      productName: "Vin 2 Reserva",
      productNameBold: "Vin 2",
      productNumber: "100201",
      producer: "Bodega Norte",
      price: 129.9,
    });
    expect(screen.queryByRole("listbox")).toBeNull();
  });

  it("goes to the products page on Enter with nothing highlighted, and closes on Escape", async () => {
    renderSearch("/stores");
    fireEvent.focus(box());
    type("rött vin");
    await screen.findAllByRole("option");
    key("Escape");
    expect(screen.queryByRole("listbox")).toBeNull();
    key("Enter");
    expect(location()).toBe("/products?search=r%C3%B6tt+vin");
  });

  it.each([
    ["/", "/?product=3"],
    ["/sales-dashboard", "/?product=3"],
    ["/comparison?product=1&products=2", "/comparison?product=3"],
    ["/analysis?product=1", "/analysis?product=3"],
    ["/help", "/product/3"],
  ])("on %s, choosing a product goes to %s", async (at, to) => {
    renderSearch(at);
    fireEvent.focus(box());
    type("vin");
    const options = await screen.findAllByRole("option");
    fireEvent.mouseDown(options[2]!);
    expect(location()).toBe(to);
  });

  it("says when nothing matched and links to the products page", async () => {
    answer = () => [];
    renderSearch();
    fireEvent.focus(box());
    type("xyzzy");
    expect(await screen.findByText("Inga produkter hittades")).toBeTruthy();
    expect(screen.getByRole("link", { name: "sök på produktsidan" }).getAttribute("href")).toBe("/products?search=xyzzy");
  });

  it("shows a failed search as no results and logs it", async () => {
    const logged = vi.spyOn(console, "error").mockImplementation(() => undefined);
    answer = () => {
      throw new Error("boom");
    };
    renderSearch();
    fireEvent.focus(box());
    type("vin");
    expect(await screen.findByText("Inga produkter hittades")).toBeTruthy();
    expect(logged).toHaveBeenCalledWith("Product search failed", expect.any(Error));
    logged.mockRestore();
  });

  it.each([
    ["/product/5", "/"],
    ["/comparison?product=5&products=6,7&period=30d", "/comparison?period=30d"],
    ["/analysis?product=5", "/analysis"],
    ["/?product=5&period=7d", "/?period=7d"],
  ])("removing the chosen product on %s goes to %s", async (at, to) => {
    selectedProduct.set({
      id: 5,
      productName: "Vin 5 Reserva",
      productNameBold: "Vin 5",
      productNumber: "100501",
      producer: null,
      price: null,
    });
    renderSearch(at);
    fireEvent.click(screen.getByRole("button", { name: "Ta bort Vin 5" }));
    expect(location()).toBe(to);
    expect(selectedProduct.get()).toBeNull();
    expect(localStorage.getItem("fenix-selected-product")).toBeNull();
  });
});
