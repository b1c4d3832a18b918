import { describe, expect, it } from "vitest";
import { matchesIfNoneMatch } from "../../server/core/etag";
import { useTestApp } from "./helpers/app";
import { useMarketReader } from "./helpers/auth";
import { testDatabases } from "./helpers/databases";

const withKey: Record<string, string> = {};

describe("matchesIfNoneMatch", () => {
  it("matches the tag weakly, in a list, or any with *", () => {
    expect(matchesIfNoneMatch('W/"abc"', 'W/"abc"')).toBe(true);
    expect(matchesIfNoneMatch('"abc"', 'W/"abc"')).toBe(true);
    expect(matchesIfNoneMatch('W/"x", W/"abc"', 'W/"abc"')).toBe(true);
    expect(matchesIfNoneMatch("*", 'W/"abc"')).toBe(true);
    expect(matchesIfNoneMatch('W/"abd"', 'W/"abc"')).toBe(false);
    expect(matchesIfNoneMatch(undefined, 'W/"abc"')).toBe(false);
  });
});

// The ETag hook is HTTP, not SQL: one database is enough.
describe("ETag and If-None-Match on API reads", () => {
  const t = useTestApp(testDatabases[0]!, {}, { market: true });
  useMarketReader(t, withKey);
  const summary = "/api/v1/sales/summary?period=30d";

  it("answers 304 with no body when the client holds the figures, compressed or not", async () => {
    for (const encoding of ["identity", "gzip"]) {
      const first = await t.app.inject({ url: summary, headers: { ...withKey, "accept-encoding": encoding } });
      expect(first.statusCode).toBe(200);
      const tag = first.headers.etag as string;
      expect(tag).toMatch(/^W\/".+"$/);
      const again = await t.app.inject({ url: summary, headers: { ...withKey, "accept-encoding": encoding, "if-none-match": tag } });
      expect(again.statusCode).toBe(304);
      expect(again.body).toBe("");
      expect(again.headers.etag).toBe(tag);
    }
  });

  it("sends the figures again when they differ from the client's", async () => {
    const week = await t.app.inject({ url: "/api/v1/sales/summary?period=7d", headers: withKey });
    const month = await t.app.inject({ url: summary, headers: { ...withKey, "if-none-match": week.headers.etag as string } });
    expect(month.statusCode).toBe(200);
    expect(month.json().data).toBeDefined();
    expect(month.headers.etag).not.toBe(week.headers.etag);
  });

  it("never answers a change or a refusal with 304", async () => {
    const refused = await t.app.inject({ url: "/api/v1/products/999999999", headers: withKey });
    expect(refused.statusCode).toBe(404);
    expect(refused.headers.etag).toBeUndefined();
    const login = { email: "nobody@example.test", password: "wrong-password-1234" };
    const first = await t.app.inject({ method: "POST", url: "/api/v1/auth/login", headers: withKey, payload: login });
    const second = await t.app.inject({
      method: "POST",
      url: "/api/v1/auth/login",
      headers: { ...withKey, "if-none-match": "*" },
      payload: login,
    });
    expect(first.statusCode).toBe(second.statusCode);
    expect(second.statusCode).not.toBe(304);
  });
});
