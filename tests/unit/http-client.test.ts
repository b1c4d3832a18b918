import { beforeEach, describe, expect, it, vi } from "vitest";
import {
  ApiError,
  createHttpClient,
  NetworkError,
  NoRefreshTokenError,
  RefreshFailedError,
  TimeoutError,
  type TokenStore,
} from "../../src/providers/http";
import { readRefreshResponse } from "../../src/providers/http/token-store";

function memoryTokens(initial: { accessToken?: string; refreshToken?: string } = {}): TokenStore & { state: typeof initial } {
  const state = { ...initial };
  return {
    state,
    accessToken: () => state.accessToken ?? null,
    refreshToken: () => state.refreshToken ?? null,
    save: (tokens) => Object.assign(state, Object.fromEntries(Object.entries(tokens).filter(([, v]) => v))),
    clear: () => {
      delete state.accessToken;
      delete state.refreshToken;
    },
  };
}

const json = (status: number, body: unknown, statusText = "") =>
  new Response(JSON.stringify(body), { status, statusText, headers: { "content-type": "application/json" } });

type Handler = (url: string, init: RequestInit) => Response | Promise<Response>;

function setup(handlers: Handler[], tokens = memoryTokens({ accessToken: "A1", refreshToken: "R1" })) {
  const queue = [...handlers];
  const fetch = vi.fn(async (url: string, init: RequestInit) => {
    const next = queue.shift();
    if (!next) throw new Error(`unexpected request ${url}`);
    return next(url, init);
  });
  const onSessionEnded = vi.fn();
  const client = createHttpClient({
    tokens,
    appApiKey: () => "APP-KEY",
    onSessionEnded,
    fetch: fetch as unknown as typeof globalThis.fetch,
  });
  return { client, fetch, tokens, onSessionEnded };
}

const header = (init: RequestInit, name: string) => (init.headers as Record<string, string>)[name];

describe("http client requests", () => {
  it("sends the bearer token when signed in, the application key otherwise", async () => {
    const { client, fetch } = setup([() => json(200, { ok: 1 })]);
    await client.get("/x");
    expect(header(fetch.mock.calls[0]![1], "authorization")).toBe("Bearer A1");
    expect(header(fetch.mock.calls[0]![1], "x-api-key")).toBeUndefined();

    const anonymous = setup([() => json(200, {})], memoryTokens());
    await anonymous.client.get("/x");
    expect(header(anonymous.fetch.mock.calls[0]![1], "x-api-key")).toBe("APP-KEY");
  });

  it("sends a signed-in user's market-data calls with the session only: the application key reads no data", async () => {
    const { client, fetch } = setup([() => json(200, { data: [] })]);
    await client.request("GET", "/search/products", { query: { q: "vin" } });
    expect(header(fetch.mock.calls[0]![1], "authorization")).toBe("Bearer A1");
    expect(header(fetch.mock.calls[0]![1], "x-api-key")).toBeUndefined();
  });

  it("builds query strings without undefined or null and repeats arrays", async () => {
    const { client, fetch } = setup([() => json(200, {})]);
    await client.get("/sales/product/daily", { a: 1, b: undefined, c: null, "storeIds[]": ["1", "2"], q: "å ä" });
    expect(fetch.mock.calls[0]![0]).toBe("/api/v1/sales/product/daily?a=1&storeIds%5B%5D=1&storeIds%5B%5D=2&q=%C3%A5+%C3%A4");
  });

  it("sends JSON bodies and parses JSON answers", async () => {
    const { client, fetch } = setup([() => json(200, { data: { id: 7 } })]);
    expect(await client.post("/things", { name: "n" })).toEqual({ data: { id: 7 } });
    expect(fetch.mock.calls[0]![1].body).toBe('{"name":"n"}');
    expect(header(fetch.mock.calls[0]![1], "content-type")).toBe("application/json");
  });

  it.each([
    [json(404, { message: "Product not found" }), "Product not found", "HTTP_404"],
    [json(500, { error: "x" }), "Request failed with status 500", "HTTP_500"],
    [new Response("<html>", { status: 502, statusText: "Bad Gateway" }), "API request failed: Bad Gateway", "HTTP_502"],
  ])("turns a non-OK answer into ApiError %#", async (response, message, code) => {
    const { client } = setup([() => response]);
    const error = await client.get("/x").catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ message, code });
  });

  it("gives up after 30 seconds with 'Request timeout'", async () => {
    vi.useFakeTimers();
    try {
      const { client } = setup([
        (_url, init) =>
          new Promise<Response>((_resolve, reject) =>
            init.signal!.addEventListener("abort", () => reject(new DOMException("aborted", "AbortError"))),
          ),
      ]);
      const pending = client.get("/slow").catch((e: unknown) => e);
      await vi.advanceTimersByTimeAsync(29_999);
      await vi.advanceTimersByTimeAsync(1);
      const error = await pending;
      expect(error).toBeInstanceOf(TimeoutError);
      expect((error as Error).message).toBe("Request timeout");
    } finally {
      vi.useRealTimers();
    }
  });

  it("records each call for the debug panel, without secrets", async () => {
    const { client } = setup([() => json(401, { message: "Invalid email or password" })]);
    await client
      .request("POST", "/auth/login", { body: { email: "a@b.c", password: "hunter2hunter2" }, sessionless: true })
      .catch(() => undefined);
    const [record] = client.callLog.all();
    expect(record).toMatchObject({ method: "POST", url: "/api/v1/auth/login", status: 401, error: "Invalid email or password" });
    expect(record!.request.body).toEqual({ email: "a@b.c", password: "[redacted]" });
  });
});

describe("http client on 401", () => {
  it("renews through the client, stores the new tokens and retries once", async () => {
    const { client, fetch, tokens } = setup([
      () => json(401, { message: "Token expired" }),
      (url, init) => {
        expect(url).toBe("/api/v1/auth/refresh");
        expect(JSON.parse(String(init.body))).toEqual({ refreshToken: "R1" });
        expect(header(init, "x-api-key")).toBe("APP-KEY");
        return json(200, { tokens: { accessToken: "A2", refreshToken: "R2" } });
      },
      (_url, init) => {
        expect(header(init, "authorization")).toBe("Bearer A2");
        return json(200, { data: "ok" });
      },
    ]);
    expect(await client.get("/x")).toEqual({ data: "ok" });
    expect(tokens.state).toEqual({ accessToken: "A2", refreshToken: "R2" });
    expect(fetch).toHaveBeenCalledTimes(3);
  });

  it("falls back to a direct POST to the refresh path when the client refresh fails", async () => {
    const { client, tokens } = setup([
      () => json(401, {}),
      () => json(500, {}),
      () => json(200, { access_token: "A3", refresh_token: "R3" }),
      () => json(200, { data: 1 }),
    ]);
    expect(await client.get("/x")).toEqual({ data: 1 });
    expect(tokens.state).toEqual({ accessToken: "A3", refreshToken: "R3" });
  });

  it("ends the session when both refreshes fail: 'Direct refresh failed: {status}'", async () => {
    const { client, tokens, onSessionEnded } = setup([() => json(401, {}), () => json(401, {}), () => json(401, {})]);
    const error = await client.get("/x").catch((e: unknown) => e);
    expect(error).toBeInstanceOf(RefreshFailedError);
    expect((error as Error).message).toBe("Direct refresh failed: 401");
    expect(tokens.state).toEqual({});
    expect(onSessionEnded).toHaveBeenCalledOnce();
  });

  it("ends the session without a refresh token: NO_REFRESH_TOKEN", async () => {
    const { client, tokens, onSessionEnded } = setup([() => json(401, {})], memoryTokens({ accessToken: "A1" }));
    const error = await client.get("/x").catch((e: unknown) => e);
    expect(error).toBeInstanceOf(NoRefreshTokenError);
    expect((error as NoRefreshTokenError).code).toBe("NO_REFRESH_TOKEN");
    expect(tokens.state).toEqual({});
    expect(onSessionEnded).toHaveBeenCalledOnce();
  });

  it("ends the session on a second 401 after renewing", async () => {
    const { client, onSessionEnded, tokens } = setup([
      () => json(401, {}),
      () => json(200, { accessToken: "A2", refreshToken: "R2" }),
      () => json(401, { message: "Invalid or revoked token" }),
    ]);
    await expect(client.get("/x")).rejects.toThrow("Invalid or revoked token");
    expect(onSessionEnded).toHaveBeenCalledOnce();
    expect(tokens.state).toEqual({});
  });

  it("keeps the session when the network fails during renewal: 'API unavailable'", async () => {
    const { client, onSessionEnded, tokens } = setup([
      () => json(401, {}),
      () => {
        throw new TypeError("Failed to fetch");
      },
    ]);
    const error = await client.get("/x").catch((e: unknown) => e);
    expect(error).toBeInstanceOf(NetworkError);
    expect((error as Error).message).toBe("API unavailable");
    expect(onSessionEnded).not.toHaveBeenCalled();
    expect(tokens.state).toEqual({ accessToken: "A1", refreshToken: "R1" });
  });

  it("keeps the session when the direct refresh cannot reach the API", async () => {
    const { client, onSessionEnded } = setup([
      () => json(401, {}),
      () => json(503, {}),
      () => {
        throw new TypeError("Failed to fetch");
      },
    ]);
    await expect(client.get("/x")).rejects.toBeInstanceOf(NetworkError);
    expect(onSessionEnded).not.toHaveBeenCalled();
  });

  it("logs out at once on a 401 when retry is disabled", async () => {
    const { client, onSessionEnded, fetch } = setup([() => json(401, {})]);
    await expect(client.request("GET", "/x", { retryOn401: false })).rejects.toBeInstanceOf(ApiError);
    expect(onSessionEnded).toHaveBeenCalledOnce();
    expect(fetch).toHaveBeenCalledTimes(1);
  });

  it("shares one renewal between concurrent 401s (a refresh token works once)", async () => {
    const { client, fetch } = setup([
      () => json(401, {}),
      () => json(401, {}),
      () => json(200, { accessToken: "A2", refreshToken: "R2" }),
      () => json(200, { n: 1 }),
      () => json(200, { n: 2 }),
    ]);
    const results = await Promise.all([client.get("/a"), client.get("/b")]);
    expect(results).toHaveLength(2);
    expect(fetch.mock.calls.filter(([url]) => String(url).endsWith("/auth/refresh"))).toHaveLength(1);
  });

  it("leaves a sign-in's 401 alone", async () => {
    const { client, onSessionEnded } = setup([() => json(401, { message: "Invalid email or password" })], memoryTokens());
    await expect(client.request("POST", "/auth/login", { body: {}, sessionless: true })).rejects.toThrow("Invalid email or password");
    expect(onSessionEnded).not.toHaveBeenCalled();
  });
});

describe("refresh response shapes", () => {
  it.each([
    [
      { accessToken: "a", refreshToken: "r" },
      { accessToken: "a", refreshToken: "r" },
    ],
    [
      { access_token: "a", refresh_token: "r" },
      { accessToken: "a", refreshToken: "r" },
    ],
    [{ tokens: { accessToken: "a", refreshToken: "r" } }, { accessToken: "a", refreshToken: "r" }],
    ["a", { accessToken: "a" }],
    [{}, {}],
  ])("reads %j", (body, tokens) => expect(readRefreshResponse(body)).toEqual(tokens));
});

beforeEach(() => vi.useRealTimers());
