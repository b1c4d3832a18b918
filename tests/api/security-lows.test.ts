import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { demoUsers } from "../../server/data/seed";
import { useTestApp } from "./helpers/app";
import { signIn, useMarketReader } from "./helpers/auth";
import { testDatabases } from "./helpers/databases";

const withKey: Record<string, string> = {};

describe.each(testDatabases)("low-severity findings on $name", (database) => {
  const t = useTestApp(database, {}, { market: true });
  useMarketReader(t, withKey);

  it("knows no credit operation named after an inherited property", async () => {
    const admin = await signIn(t, demoUsers.find((user) => user.role === "company_admin")!.email);
    for (const [service, operation] of [
      ["reports", "constructor"],
      ["constructor", "name"],
      ["__proto__", "toString"],
      ["reports", "hasOwnProperty"],
    ]) {
      const res = await t.app.inject({
        method: "POST",
        url: "/api/v1/subscription/credits/calculate",
        headers: { authorization: `Bearer ${admin.accessToken}` },
        payload: { service, operation },
      });
      expect(res.statusCode, `${service}/${operation}: ${res.body}`).toBe(400);
      expect(res.json().message).toBe(`Unknown operation ${service}/${operation}`);
    }
  });

  it("matches % and _ in searches literally, not as wildcards", async () => {
    const everything = (await t.app.inject({ url: "/api/v1/products?limit=5", headers: withKey })).json();
    expect(everything.data.pagination.total).toBeGreaterThan(0);
    for (const wildcard of ["%", "_", "%%", "__"]) {
      const q = encodeURIComponent(wildcard);
      const products = await t.app.inject({ url: `/api/v1/products?search=${q}`, headers: withKey });
      expect(products.statusCode).toBe(200);
      expect(products.json().data.pagination.total, `products matching ${wildcard}`).toBe(0);
      const stores = await t.app.inject({ url: `/api/v1/stores?search=${q}`, headers: withKey });
      expect(stores.json().data.pagination.total, `stores matching ${wildcard}`).toBe(0);
      const typeahead = await t.app.inject({ url: `/api/v1/search/products?q=${q}`, headers: withKey });
      expect(typeahead.json().data, `typeahead matching ${wildcard}`).toHaveLength(0);
    }
  });
});

describe("behind a TLS-terminating proxy", () => {
  const t = useTestApp(testDatabases[0]!, { TRUST_PROXY: "true" });

  it("sends HSTS when the request came over HTTPS, and not over plain HTTP", async () => {
    const secure = await t.app.inject({ url: "/health", headers: { "x-forwarded-proto": "https" } });
    expect(secure.headers["strict-transport-security"]).toMatch(/max-age=31536000/);
    const plain = await t.app.inject({ url: "/health", headers: { "x-forwarded-proto": "http" } });
    expect(plain.headers["strict-transport-security"]).toBeUndefined();
  });
});

describe("the page the browser loads", () => {
  // The build adds one inline script, the head script (scripts/vite-head-script.ts, from TypeScript),
  // which the CSP allows by its hash alone (tests/api/frontend.test.ts); tokens live in localStorage.
  it("has no hand-written inline script: its scripts are files", () => {
    const html = readFileSync("index.html", "utf8");
    const scripts = [...html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script>/g)];
    expect(scripts.length).toBeGreaterThan(0);
    for (const [, attributes, body] of scripts) {
      expect(attributes).toMatch(/\bsrc="\/[^"]+"/);
      expect(body!.trim()).toBe("");
    }
  });
});
