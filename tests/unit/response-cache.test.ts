import { describe, expect, it } from "vitest";
import { createLocalCounters } from "../../server/core/cache/counters";
import { cacheKey, canonical } from "../../server/core/cache/key";
import { createSingleFlight } from "../../server/core/cache/single-flight";

describe("the response cache's parts", () => {
  it("writes equal queries alike, whatever their keys' order", () => {
    expect(canonical({ b: 1, a: [2, { d: 1, c: undefined }] })).toBe(canonical({ a: [2, { d: 1 }], b: 1 }));
    expect(canonical({ a: [1, 2] })).not.toBe(canonical({ a: [2, 1] }));
  });

  it("keys by every part that changes an answer", () => {
    const base = { route: "/api/v1/sales/summary", params: {}, query: { period: "30d" }, scope: "super_admin", version: "0/x" };
    const key = cacheKey("p", base);
    expect(key.startsWith("p:e:%2Fapi%2Fv1%2Fsales%2Fsummary:")).toBe(true);
    for (const change of [{ query: { period: "7d" } }, { scope: "anonymous" }, { version: "1/x" }, { params: { id: 1 } }, { route: "/x" }])
      expect(cacheKey("p", { ...base, ...change })).not.toBe(key);
    expect(cacheKey("p", { ...base, query: { period: "30d", limit: undefined } })).toBe(key);
  });

  it("runs one computation for concurrent calls of one key", async () => {
    const flights = createSingleFlight<number>();
    let runs = 0;
    let release!: () => void;
    const gate = new Promise<void>((resolve) => (release = resolve));
    const work = async () => {
      runs++;
      await gate;
      return 42;
    };
    const calls = Array.from({ length: 10 }, () => flights.run("k", work));
    expect(calls.filter((c) => c.leader)).toHaveLength(1);
    release();
    expect(await Promise.all(calls.map((c) => c.promise))).toEqual(Array(10).fill(42));
    expect(runs).toBe(1);
    expect(flights.size).toBe(0);
    await flights.run("k", work).promise;
    expect(runs).toBe(2);
  });

  it("counts per route and per minute over the last hour", async () => {
    let now = Date.UTC(2026, 10, 25, 10, 0, 30);
    const counters = createLocalCounters(() => now);
    counters.miss("/a");
    counters.hit("/a", 40);
    now += 60_000;
    counters.hit("/a", 40);
    const snapshot = await counters.snapshot();
    expect(snapshot.routes.get("/a")).toEqual({ hits: 2, misses: 1, savedMs: 80 });
    expect(snapshot.series).toHaveLength(60);
    expect(snapshot.series.at(-1)).toEqual({ minute: "2026-11-25T10:01:00.000Z", hits: 1, misses: 0 });
    expect(snapshot.series.at(-2)).toEqual({ minute: "2026-11-25T10:00:00.000Z", hits: 1, misses: 1 });
    await counters.reset();
    expect((await counters.snapshot()).routes.size).toBe(0);
  });
});
