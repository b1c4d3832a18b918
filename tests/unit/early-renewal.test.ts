// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { createHttpClient, type TokenStore } from "../../src/providers/http";
import { startEarlyRenewal, takeEarlyRenewal } from "../../src/providers/http/early-renewal";
import { ACCESS_TOKEN_KEY, REFRESH_TOKEN_KEY } from "../../src/providers/http/token-store";

const json = (body: unknown) => new Response(JSON.stringify(body), { status: 200, headers: { "content-type": "application/json" } });

function withAppKey(content: string) {
  document.head.innerHTML = `<meta name="fenix-app-key" content="${content}">`;
}

describe("the session's renewal asked for before the app's code", () => {
  const fetch = vi.fn(async () => json({ tokens: { accessToken: "A2", refreshToken: "R2" }, user: { id: "u1" } }));
  beforeEach(() => {
    fetch.mockClear();
    vi.stubGlobal("fetch", fetch);
    localStorage.clear();
    withAppKey("APP-KEY");
  });
  afterEach(() => {
    takeEarlyRenewal("", globalThis);
    vi.unstubAllGlobals();
  });

  it("posts the stored refresh token with the application key, once the page's script runs", () => {
    localStorage.setItem(REFRESH_TOKEN_KEY, "R1");
    startEarlyRenewal();
    expect(fetch).toHaveBeenCalledTimes(1);
    const [url, init] = fetch.mock.calls[0]! as unknown as [string, RequestInit];
    expect(url).toBe("/api/v1/auth/refresh");
    expect(init.method).toBe("POST");
    expect(JSON.parse(String(init.body))).toEqual({ refreshToken: "R1" });
    expect((init.headers as Record<string, string>)["x-api-key"]).toBe("APP-KEY");
  });

  it("asks for nothing without a stored session, or before the server has filled in the application key", () => {
    startEarlyRenewal();
    localStorage.setItem(REFRESH_TOKEN_KEY, "R1");
    withAppKey("__FENIX_APP_API_KEY__");
    startEarlyRenewal();
    expect(fetch).not.toHaveBeenCalled();
    expect(takeEarlyRenewal("R1")).toBeUndefined();
  });

  it("hands its answer over once, and only for the refresh token it was asked with", () => {
    localStorage.setItem(REFRESH_TOKEN_KEY, "R1");
    startEarlyRenewal();
    expect(takeEarlyRenewal("R0")).toBeUndefined();
    startEarlyRenewal();
    expect(takeEarlyRenewal("R1")).toBeInstanceOf(Promise);
    expect(takeEarlyRenewal("R1")).toBeUndefined();
  });

  it("stores the answer's tokens as soon as it arrives: a page closed before the app has run leaves no used token stored", async () => {
    localStorage.setItem(REFRESH_TOKEN_KEY, "R1");
    startEarlyRenewal();
    await vi.waitFor(() => expect(localStorage.getItem(REFRESH_TOKEN_KEY)).toBe("R2"));
    expect(localStorage.getItem(ACCESS_TOKEN_KEY)).toBe("A2");
    // The app, starting now, reads R2: the answer is still its to take.
    expect(takeEarlyRenewal("R2")).toBeInstanceOf(Promise);
  });

  it("leaves the tokens alone when another tab renewed them meanwhile", async () => {
    localStorage.setItem(REFRESH_TOKEN_KEY, "R1");
    startEarlyRenewal();
    localStorage.setItem(REFRESH_TOKEN_KEY, "R9");
    await (takeEarlyRenewal("R1") as Promise<Response>);
    expect(localStorage.getItem(REFRESH_TOKEN_KEY)).toBe("R9");
  });

  it("is the http client's first renewal: no second request, and the new tokens and the user are kept", async () => {
    localStorage.setItem(REFRESH_TOKEN_KEY, "R1");
    startEarlyRenewal();
    const state: Record<string, string> = { refreshToken: "R1" };
    const tokens: TokenStore = {
      accessToken: () => state.accessToken ?? null,
      refreshToken: () => state.refreshToken ?? null,
      save: (saved) => Object.assign(state, saved),
      clear: () => undefined,
    };
    const clientFetch = vi.fn(async () => json({ tokens: { accessToken: "A3", refreshToken: "R3" } }));
    const client = createHttpClient({
      tokens,
      appApiKey: () => "APP-KEY",
      onSessionEnded: () => undefined,
      fetch: clientFetch as unknown as typeof globalThis.fetch,
      takeEarlyRenewal: (refreshToken) => takeEarlyRenewal(refreshToken),
    });
    const renewal = await client.refresh();
    expect(renewal).toMatchObject({ accessToken: "A2", refreshToken: "R2", user: { id: "u1" } });
    expect(state).toEqual({ accessToken: "A2", refreshToken: "R2" });
    expect(clientFetch).not.toHaveBeenCalled();
    // The next renewal is the client's own, with the token the first one gave.
    await client.refresh();
    expect(clientFetch).toHaveBeenCalledTimes(1);
    expect(JSON.parse(String((clientFetch.mock.calls[0] as unknown as [string, RequestInit])[1].body))).toEqual({ refreshToken: "R2" });
  });
});
