// @vitest-environment jsdom
import { describe, expect, it, vi } from "vitest";
import { ApiError } from "../../src/providers/http/errors";
import { clearQueryCache, createQueryClient, isCompanyScoped, persistQueries, QUERY_CACHE_STORAGE_KEY } from "../../src/providers/query";
import { retryDelay } from "../../src/providers/query/query-client";

const settle = () => new Promise((resolve) => setTimeout(resolve, 1_200));

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
    await client.fetchQuery({ queryKey: ["companies", { limit: 100 }], queryFn: async () => [{ id: "c1", name: "Nordvik" }] });
    await client.fetchQuery({ queryKey: ["products", 7], queryFn: async () => ({ id: 7 }) });
    await client.fetchQuery({ queryKey: ["company-sales", "c1"], queryFn: async () => ({ units: 1 }) });
    await settle();
    const stored = JSON.parse(localStorage.getItem(QUERY_CACHE_STORAGE_KEY)!) as { buster: string; clientState: { queries: { queryKey: unknown[] }[] } };
    expect(stored.buster).toBe("1.2.3+abc");
    expect(stored.clientState.queries.map((q) => q.queryKey[0]).sort()).toEqual(["companies", "products"]);
    stop();
    clearQueryCache(client);
    expect(localStorage.getItem(QUERY_CACHE_STORAGE_KEY)).toBeNull();
    expect(client.getQueryCache().getAll()).toEqual([]);
  });

  it("restores the persisted cache after a reload of the same version and drops it after an upgrade", async () => {
    localStorage.clear();
    const first = createQueryClient();
    const stop = persistQueries(first, "v1");
    await first.fetchQuery({ queryKey: ["companies", { limit: 100 }], queryFn: async () => ["kept"] });
    await settle();
    stop();

    const sameVersion = createQueryClient();
    const stopSame = persistQueries(sameVersion, "v1");
    await vi.waitFor(() => expect(sameVersion.getQueryData(["companies", { limit: 100 }])).toEqual(["kept"]));
    stopSame();

    const upgraded = createQueryClient();
    const stopUpgraded = persistQueries(upgraded, "v2");
    await settle();
    expect(upgraded.getQueryData(["companies", { limit: 100 }])).toBeUndefined();
    stopUpgraded();
  });

  it("knows which queries a company switch must drop", () => {
    const client = createQueryClient();
    client.setQueryData(["company-products", "c1"], []);
    client.setQueryData(["products", 1], {});
    client.removeQueries({ predicate: isCompanyScoped });
    expect(client.getQueryCache().getAll().map((q) => q.queryKey[0])).toEqual(["products"]);
  });
});
