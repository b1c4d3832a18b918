import { describe, expect, it, vi } from "vitest";
import { createDataProvider } from "../../src/providers/data";
import { ApiError, createHttpClient, NetworkError, type TokenStore } from "../../src/providers/http";

const tokens = (): TokenStore => ({ accessToken: () => "A1", refreshToken: () => "R1", save: () => undefined, clear: () => undefined });
const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { "content-type": "application/json" } });

/** The data provider over a real http client whose fetch answers `answer` and records each call. */
function setup(answer: (url: string, init: RequestInit) => Response | Promise<Response> = () => json(200, { data: {} })) {
  const calls: { method: string; url: string; headers: Record<string, string>; body: unknown }[] = [];
  const fetch = vi.fn(async (url: string, init: RequestInit) => {
    calls.push({
      method: String(init.method),
      url,
      headers: init.headers as Record<string, string>,
      body: init.body ? JSON.parse(String(init.body)) : undefined,
    });
    return answer(url, init);
  });
  const client = createHttpClient({
    tokens: tokens(),
    appApiKey: () => "APP-KEY",
    onSessionEnded: () => undefined,
    fetch: fetch as unknown as typeof globalThis.fetch,
  });
  return { provider: createDataProvider(client), calls, client };
}

describe("data provider", () => {
  it("asks for a page of a list with Fenix's filter, sort and paging parameters and reads the items and total", async () => {
    const { provider, calls } = setup(() =>
      json(200, { data: { items: [{ id: 1 }, { id: 2 }], pagination: { total: 57, hasMore: true, nextCursor: "40" } } }),
    );
    const page = await provider.getList({
      resource: "products",
      pagination: { currentPage: 3, pageSize: 20, mode: "server" },
      filters: [
        { field: "search", operator: "contains", value: "rött vin" },
        { field: "category", operator: "eq", value: "Vin" },
        { field: "price", operator: "gte", value: 100 },
        { field: "price", operator: "lte", value: 250 },
        { field: "segments", operator: "in", value: ["a", "b"] },
        { field: "country", operator: "eq", value: undefined },
      ],
      sorters: [{ field: "price", order: "desc" }],
    });
    expect(page).toEqual({ data: [{ id: 1 }, { id: 2 }], total: 57, cursor: { next: "40" } });
    expect(calls[0]!.method).toBe("GET");
    expect(calls[0]!.url).toBe(
      "/api/v1/products?search=r%C3%B6tt+vin&category=Vin&minPrice=100&maxPrice=250&segments=a&segments=b&sortBy=price&sortOrder=desc&limit=20&cursor=40",
    );
    expect(calls[0]!.headers.authorization).toBe("Bearer A1");
  });

  it("fills a resource's placeholders from meta, sends meta.query, and reads a plain array as the whole list", async () => {
    const { provider, calls } = setup(() => json(200, { data: [{ id: "c1" }] }));
    const list = await provider.getList({
      resource: "companies/{companyId}/products",
      meta: { companyId: "c 1", query: { period: "30d" } },
      pagination: { mode: "off" },
    });
    expect(list).toEqual({ data: [{ id: "c1" }], total: 1 });
    expect(calls[0]!.url).toBe("/api/v1/companies/c%201/products?period=30d");
    await expect(provider.getList({ resource: "companies/{companyId}/products" })).rejects.toThrow(
      'Resource "companies/{companyId}/products" needs meta.companyId',
    );
  });

  it("reads, creates, updates and deletes one record through its path, unwrapping { data }", async () => {
    const { provider, calls } = setup((url, init) => json(200, { data: { url, method: init.method } }));
    expect((await provider.getOne({ resource: "products", id: 7 })).data).toEqual({ url: "/api/v1/products/7", method: "GET" });
    await provider.create({ resource: "users/me/api-keys", variables: { name: "ERP" } });
    await provider.update({ resource: "organizations", id: "me", variables: { name: "Nordvik" } });
    await provider.deleteOne({ resource: "subscription/modules", id: "m1" });
    expect(calls.slice(1).map((c) => [c.method, c.url, c.body])).toEqual([
      ["POST", "/api/v1/users/me/api-keys", { name: "ERP" }],
      ["PUT", "/api/v1/organizations/me", { name: "Nordvik" }],
      ["DELETE", "/api/v1/subscription/modules/m1", undefined],
    ]);
  });

  it("runs custom calls for analytics with the session, as every data call", async () => {
    const { provider, calls } = setup(() => json(200, { data: { totals: { units: 3 } } }));
    const answer = await provider.custom!({ url: "search/products", method: "get", query: { q: "ch", limit: 8 } });
    expect(answer.data).toEqual({ totals: { units: 3 } });
    expect(calls[0]!.url).toBe("/api/v1/search/products?q=ch&limit=8");
    expect(calls[0]!.headers.authorization).toBe("Bearer A1");
    expect(calls[0]!.headers["x-api-key"]).toBeUndefined();
  });

  it("fails with refine HttpErrors that carry the server's status and message", async () => {
    const { provider } = setup(() => json(404, { statusCode: 404, error: "Not Found", message: "Product not found" }));
    const error = await provider.getOne({ resource: "products", id: 1 }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ statusCode: 404, message: "Product not found" });
    const offline = setup(() => {
      throw new TypeError("Failed to fetch");
    });
    const down = await offline.provider.getOne({ resource: "products", id: 1 }).catch((e: unknown) => e);
    expect(down).toBeInstanceOf(NetworkError);
    expect(down).toMatchObject({ statusCode: 0, message: "API unavailable" });
  });
});
