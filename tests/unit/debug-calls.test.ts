import { describe, expect, it } from "vitest";
import { filterCalls, forLlm, toCurl } from "../../src/kernel/debug/call-export";
import type { ApiCallRecord } from "../../src/providers/http/call-log";

const call = (over: Partial<ApiCallRecord> = {}): ApiCallRecord => ({
  id: 1,
  method: "GET",
  url: "/api/v1/search/products?q=vin&limit=8",
  status: 200,
  statusText: "OK",
  duration: 12,
  timestamp: "2026-11-22T06:00:00.000Z",
  request: { headers: { accept: "application/json", "x-api-key": "fx_app_abc" }, params: { q: "vin", limit: 8 } },
  response: { data: [] },
  ...over,
});

describe("debug panel call export", () => {
  it("writes a cURL command with the full URL, every header and the JSON body, quoted for a shell", () => {
    expect(toCurl(call(), "http://127.0.0.1:3000")).toBe(
      "curl -X GET 'http://127.0.0.1:3000/api/v1/search/products?q=vin&limit=8' \\\n  -H 'accept: application/json' \\\n  -H 'x-api-key: fx_app_abc'",
    );
    const post = call({
      method: "POST",
      url: "/api/v1/auth/login",
      request: { headers: { "content-type": "application/json" }, body: { email: "o'neil@x.se", password: "[redacted]" } },
    });
    expect(toCurl(post, "https://fenix.example")).toBe(
      `curl -X POST 'https://fenix.example/api/v1/auth/login' \\\n  -H 'content-type: application/json' \\\n  --data-raw '{"email":"o'\\''neil@x.se","password":"[redacted]"}'`,
    );
  });

  it("summarises a call for an LLM without credentials", () => {
    const text = forLlm(
      call({
        request: { headers: { authorization: "Bearer secret", accept: "application/json" } },
        status: 404,
        statusText: "Not Found",
        error: "Product not found",
        response: { message: "Product not found" },
      }),
    );
    expect(text).toContain("API call: GET /api/v1/search/products?q=vin&limit=8");
    expect(text).toContain("Status: 404 Not Found");
    expect(text).toContain("Error: Product not found");
    expect(text).toContain('"authorization":"[redacted]"');
    expect(text).not.toContain("secret");
    expect(text).toContain('"message": "Product not found"');
  });

  it("filters by URL, method or status", () => {
    const calls = [
      call({ id: 1 }),
      call({ id: 2, method: "POST", url: "/api/v1/auth/refresh", status: 401 }),
      call({ id: 3, url: "/api/v1/companies", status: null }),
    ];
    expect(filterCalls(calls, "companies").map((c) => c.id)).toEqual([3]);
    expect(filterCalls(calls, "post").map((c) => c.id)).toEqual([2]);
    expect(filterCalls(calls, "4").map((c) => c.id)).toEqual([2]);
    expect(filterCalls(calls, "failed").map((c) => c.id)).toEqual([3]);
    expect(filterCalls(calls, " ").map((c) => c.id)).toEqual([1, 2, 3]);
  });
});
