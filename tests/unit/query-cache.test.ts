// @vitest-environment jsdom
import { describe, expect, it, vi } from "vitest";
import { ApiError } from "../../src/providers/http/errors";
import { keys } from "@refinedev/core";
import { clearQueryCache, createQueryClient, isCompanyScoped, persistQueries } from "../../src/providers/query";
import { QUERY_CACHE_STORAGE_KEY } from "../../src/providers/query/cache-rules";
import { retryDelay } from "../../src/providers/query/query-client";

const settle = () => new Promise((resolve) => setTimeout(resolve, 1_200));

/** Keys exactly as refine's data hooks make them. */
const listKey = (resource: string, params: object) => keys().data("default").resource(resource).action("list").params(params).get();
const oneKey = (resource: string, id: number | string, params: object = {}) =>
  keys().data("default").resource(resource).action("one").id(id).params(params).get();
const customKey = (url: string, params: object = {}) =>
  keys()
    .data("default")
    .mutation("custom")
    .params({ method: "get", url, ...params })
    .get();
const companiesKey = listKey("companies", { pagination: { currentPage: 1, pageSize: 100, mode: "server" } });

describe("query cache", () => {
  it("retries a failing query up to three times, never after a 4xx, with a doubling delay capped at 30 s", async () => {
    expect([0, 1, 2, 3, 4, 5, 6].map(retryDelay)).toEqual([1_000, 2_000, 4_000, 8_000, 16_000, 30_000, 30_000]);
    const client = createQueryClient();
    client.setDefaultOptions({ queries: { ...client.getDefaultOptions().queries, retryDelay: 0 } });
    const flaky = vi.fn(async () => {
      throw new Error("network");
    });
    await client.fetchQuery({ queryKey: ["a"], queryFn: flaky }).catch(() => undefined);
    expect(flaky).toHaveBeenCalledTimes(4);
    const notFound = vi.fn(async () => {
      throw new ApiError("Product not found", 404);
    });
    await client.fetchQuery({ queryKey: ["b"], queryFn: notFound }).catch(() => undefined);
    expect(notFound).toHaveBeenCalledTimes(1);
  });

  it("persists only companies, products and company-products, under the app version, and forgets them on sign-out", async () => {
    localStorage.clear();
    const client = createQueryClient();
    const stop = persistQueries(client, "1.2.3+abc");
    await client.fetchQuery({ queryKey: companiesKey, queryFn: async () => ({ data: [{ id: "c1", name: "Nordvik" }], total: 1 }) });
    await client.fetchQuery({ queryKey: oneKey("products", 7), queryFn: async () => ({ data: { id: 7 } }) });
    await client.fetchQuery({
      queryKey: listKey("companies/{companyId}/products", { companyId: "c1" }),
      queryFn: async () => ({ data: [], total: 0 }),
    });
    await client.fetchQuery({
      queryKey: customKey("/companies/c1/sales", { companyId: "c1" }),
      queryFn: async () => ({ data: { units: 1 } }),
    });
    await client.fetchQuery({ queryKey: listKey("stores", {}), queryFn: async () => ({ data: [], total: 0 }) });
    await settle();
    const stored = JSON.parse(localStorage.getItem(QUERY_CACHE_STORAGE_KEY)!) as {
      buster: string;
      clientState: { queries: { queryKey: unknown[] }[] };
    };
    expect(stored.buster).toBe("1.2.3+abc");
    expect(stored.clientState.queries.map((q) => q.queryKey[2]).sort()).toEqual([
      "companies",
      "companies/{companyId}/products",
      "products",
    ]);
    stop();
    clearQueryCache(client);
    expect(localStorage.getItem(QUERY_CACHE_STORAGE_KEY)).toBeNull();
    expect(client.getQueryCache().getAll()).toEqual([]);
  });

  it("restores the persisted cache after a reload of the same version and drops it after an upgrade", async () => {
    localStorage.clear();
    const first = createQueryClient();
    const stop = persistQueries(first, "v1");
    await first.fetchQuery({ queryKey: companiesKey, queryFn: async () => ({ data: ["kept"], total: 1 }) });
    await settle();
    stop();

    const sameVersion = createQueryClient();
    const stopSame = persistQueries(sameVersion, "v1");
    await vi.waitFor(() => expect(sameVersion.getQueryData(companiesKey)).toEqual({ data: ["kept"], total: 1 }));
    stopSame();

    const upgraded = createQueryClient();
    const stopUpgraded = persistQueries(upgraded, "v2");
    await settle();
    expect(upgraded.getQueryData(companiesKey)).toBeUndefined();
    stopUpgraded();
  });

  it("knows which queries a company switch must drop", () => {
    const client = createQueryClient();
    client.setQueryData(listKey("companies/{companyId}/products", { companyId: "c1" }), { data: [] });
    client.setQueryData(customKey("/companies/c1/sales", { companyId: "c1", query: { period: "30d" } }), { data: {} });
    client.setQueryData(oneKey("products", 1), { data: {} });
    client.setQueryData(companiesKey, { data: [] });
    client.removeQueries({ predicate: isCompanyScoped });
    expect(
      client
        .getQueryCache()
        .getAll()
        .map((q) => q.queryKey[2])
        .sort(),
    ).toEqual(["companies", "products"]);
  });

  it("keeps answers fresh for the specified times, by the API path they came from", () => {
    const client = createQueryClient();
    const staleTimeOf = (queryKey: readonly unknown[]) => {
      client.setQueryData(queryKey, { data: {} });
      const query = client.getQueryCache().find({ queryKey, exact: true })!;
      const staleTime = client.getDefaultOptions().queries!.staleTime as (q: typeof query) => number;
      return staleTime(query) / 60_000;
    };
    expect(staleTimeOf(companiesKey)).toBe(30);
    expect(staleTimeOf(oneKey("organizations", "me"))).toBe(5);
    expect(staleTimeOf(customKey("/subscription/current"))).toBe(5);
    expect(staleTimeOf(customKey("/subscription/modules"))).toBe(5);
    expect(staleTimeOf(customKey("/subscription/credits/balance"))).toBe(1);
    expect(staleTimeOf(listKey("subscription/credits/transactions", {}))).toBe(2);
    expect(staleTimeOf(customKey("/subscription/invoices"))).toBe(10);
    expect(staleTimeOf(customKey("/companies/c1/sales", { companyId: "c1" }))).toBe(5);
    expect(staleTimeOf(listKey("products", {}))).toBe(5);
  });
});
