// @vitest-environment jsdom
import { act, cleanup, render } from "@testing-library/react";
import { MemoryRouter, useLocation } from "react-router";
import { afterEach, describe, expect, it } from "vitest";
import { ask, latest, settle } from "../../src/kernel/routing/pending-params";
import { setParamValues, useSearchParamsState } from "../../src/kernel/routing/useSearchParamsState";

afterEach(cleanup);

type Change = ReturnType<typeof useSearchParamsState>[1];

function renderFilters(initial: string) {
  const seen: { change?: Change; search?: string } = {};
  function Filters() {
    const [, change] = useSearchParamsState();
    seen.change = change;
    seen.search = useLocation().search;
    return null;
  }
  render(
    <MemoryRouter initialEntries={[`/products${initial}`]}>
      <Filters />
    </MemoryRouter>,
  );
  return seen;
}

describe("URL state changed twice before the page renders again", () => {
  it("keeps both changes: a minimum price committed on Tab, then the maximum on Enter", () => {
    const seen = renderFilters("?search=ch&page=3");
    act(() => {
      seen.change!(setParamValues({ minPrice: 150 }));
      seen.change!(setParamValues({ maxPrice: 300 }));
    });
    expect(Object.fromEntries(new URLSearchParams(seen.search))).toEqual({ search: "ch", minPrice: "150", maxPrice: "300" });
  });

  it("starts from the rendered URL again once it has caught up", () => {
    const seen = renderFilters("");
    act(() => seen.change!(setParamValues({ minPrice: 150 })));
    act(() => seen.change!(setParamValues({ minPrice: undefined, country: "Italien" })));
    expect(seen.search).toBe("?country=Italien");
  });

  it("lets the page number through without going back to page 1", () => {
    const seen = renderFilters("?category=Vin");
    act(() => {
      seen.change!(setParamValues({ category: "Öl" }));
      seen.change!(setParamValues({ page: 2 }));
    });
    expect(seen.search).toBe(`?${new URLSearchParams({ category: "Öl", page: "2" })}`);
  });
});

describe("pending params", () => {
  it("waits while the old URL is rendered, skips the asks already shown and forgets them after another navigation", () => {
    let pending = ask(null, "a=1", "a=1&b=2");
    pending = ask(pending, "a=1", "a=1&b=2&c=3");
    expect(settle(pending, "a=1")).toBe(pending);
    expect(latest(settle(pending, "a=1"), "a=1")).toBe("a=1&b=2&c=3");
    expect(settle(pending, "a=1&b=2")).toEqual({ rendered: "a=1&b=2", asks: ["a=1&b=2&c=3"] });
    expect(settle(pending, "a=1&b=2&c=3")).toBeNull();
    expect(settle(pending, "z=9")).toBeNull();
    expect(latest(null, "z=9")).toBe("z=9");
  });
});
