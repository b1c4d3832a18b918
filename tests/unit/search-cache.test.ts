import { describe, expect, it, vi } from "vitest";
import { SearchCache } from "../../server/market/search-cache";

describe("typeahead cache", () => {
  it("answers a repeated query from memory, and concurrent misses share one load", async () => {
    const cache = new SearchCache<string[]>();
    const load = vi.fn(async () => ["Château Margaux"]);
    const [a, b] = await Promise.all([cache.get("8:cha", load), cache.get("8:cha", load)]);
    expect(a).toEqual(["Château Margaux"]);
    expect(b).toBe(a);
    await cache.get("8:cha", load);
    expect(load).toHaveBeenCalledTimes(1);
    await cache.get("6:cha", load);
    expect(load).toHaveBeenCalledTimes(2);
  });

  it("loads again once the answer is older than its time to live, and after clear", async () => {
    vi.useFakeTimers();
    try {
      const cache = new SearchCache<number[]>(1_000, 10, { now: () => Date.now() });
      let n = 0;
      const load = async () => [++n];
      expect(await cache.get("k", load)).toEqual([1]);
      vi.advanceTimersByTime(999);
      expect(await cache.get("k", load)).toEqual([1]);
      vi.advanceTimersByTime(2);
      expect(await cache.get("k", load)).toEqual([2]);
      cache.clear();
      expect(await cache.get("k", load)).toEqual([3]);
    } finally {
      vi.useRealTimers();
    }
  });

  it("does not keep a failed load", async () => {
    const cache = new SearchCache<string[]>();
    await expect(cache.get("k", async () => Promise.reject(new Error("db down")))).rejects.toThrow("db down");
    expect(await cache.get("k", async () => ["ok"])).toEqual(["ok"]);
  });
});
