import { describe, expect, it } from "vitest";
import { walkCursor, type CursorPage } from "../../src/kernel/data/useCursorWalk";
import { formatters } from "../../src/providers/i18n/format";
import { ApiError } from "../../src/providers/http/errors";
import { priceBandLabel, segmentLabel } from "../../src/kernel/market/price-bands";
import { recentMonths, windowLabel } from "../../src/plugins/rankings/labels";
import { readFilters, writeFilters } from "../../src/plugins/rankings/ranking-filters";

const q = (query: string) => new URLSearchParams(query);

describe("monthly ranking filters in the URL", () => {
  it("reads every filter, drops what it does not know, and writes back only what differs from the defaults", () => {
    const url =
      "window=2026-09&profile=XL&county=Uppsala+l%C3%A4n&county=Stockholms+l%C3%A4n&category=R%C3%B6tt+vin&band=1&band=9&flag=risingStar&flag=bogus&own=1&sort=revenue&order=descend";
    const filters = readFilters(q(url));
    expect(filters).toEqual({
      window: "2026-09",
      profile: "XL",
      counties: ["Uppsala län", "Stockholms län"],
      categories: ["Rött vin"],
      priceBands: [1],
      flags: ["risingStar"],
      ownOnly: true,
      sort: { field: "revenue", order: "descend" },
    });
    expect(readFilters(writeFilters(filters))).toEqual(filters);
    expect(writeFilters(readFilters(q("window=1m&profile=XXL&window=bad"))).toString()).toBe("");
    expect(readFilters(q("window=2026-13")).window).toBe("1m");
  });
});

describe("monthly ranking labels", () => {
  const sv = formatters("sv");
  const en = formatters("en");

  it("names price bands by price per litre in the reader's number format", () => {
    expect(priceBandLabel(0, sv)).toBe("< 100 kr/l");
    expect(priceBandLabel(2, en)).toBe("200–300 SEK/l");
    expect(priceBandLabel(5, en)).toBe("≥ 1,000 SEK/l");
    expect(priceBandLabel(5, sv)).toBe("≥ 1\u00a0000 kr/l");
    expect(segmentLabel("Rött vin~1", sv)).toBe("Rött vin, 100–200 kr/l");
  });

  it("says a window in months: one month, or a range with the year once when it is the same", () => {
    expect(windowLabel("2026-10-01", "2026-10-31", en)).toBe("Oct 2026");
    expect(windowLabel("2026-08-01", "2026-10-31", en)).toMatch(/^Aug\s?–\s?Oct 2026$/);
    expect(windowLabel("2025-11-01", "2026-10-31", en)).toMatch(/^Nov 2025\s?–\s?Oct 2026$/);
    expect(recentMonths("2026-02", 4)).toEqual(["2026-02", "2026-01", "2025-12", "2025-11"]);
  });
});

interface Page extends CursorPage {
  rows: number[];
}
const page = (rows: number[], total: number, next: string | null): Page => ({
  rows,
  pagination: { total, hasMore: next !== null, nextCursor: next },
});

describe("walking a cursor", () => {
  const options = (progress: unknown[] = []) => ({
    count: (p: Page) => p.rows.length,
    maxRequests: 3,
    onProgress: (p: unknown) => progress.push(p),
  });

  it("follows nextCursor to the last page and reports the rows arrived", async () => {
    const asked: (string | null)[] = [];
    const progress: unknown[] = [];
    const walk = await walkCursor<Page>(async (cursor) => {
      asked.push(cursor);
      return cursor === null ? page([1, 2], 3, "c2") : page([3], 3, null);
    }, options(progress));
    expect(asked).toEqual([null, "c2"]);
    expect(walk.complete).toBe(true);
    expect(walk.pages.flatMap((p) => p.rows)).toEqual([1, 2, 3]);
    expect(progress).toEqual([
      { loaded: 0, total: null },
      { loaded: 2, total: 3 },
      { loaded: 3, total: 3 },
    ]);
  });

  it("hands over the pages so far after each page that has more after it, so the first rows show at once", async () => {
    const shown: number[][] = [];
    const walk = await walkCursor<Page>(
      async (cursor) => (cursor === null ? page([1, 2], 4, "c2") : cursor === "c2" ? page([3], 4, "c3") : page([4], 4, null)),
      { ...options(), onPages: (pages: Page[]) => shown.push(pages.flatMap((p) => p.rows)) },
    );
    expect(shown).toEqual([
      [1, 2],
      [1, 2, 3],
    ]);
    expect(walk.pages.flatMap((p) => p.rows)).toEqual([1, 2, 3, 4]);
  });

  it("stops at the request limit and says the walk is incomplete", async () => {
    let n = 0;
    const walk = await walkCursor<Page>(async () => page([++n], 100, `c${n}`), options());
    expect(n).toBe(3);
    expect(walk.complete).toBe(false);
  });

  it("starts again from the first page once when a cursor has expired (410), and gives up on a second", async () => {
    const asked: (string | null)[] = [];
    let expired = 0;
    const fetchPage = async (cursor: string | null) => {
      asked.push(cursor);
      if (cursor === "old" && expired++ < 1) throw new ApiError("replaced", 410);
      return cursor === null ? page([1], 2, expired ? "new" : "old") : page([2], 2, null);
    };
    const walk = await walkCursor<Page>(fetchPage, options());
    expect(asked).toEqual([null, "old", null, "new"]);
    expect(walk.pages.flatMap((p) => p.rows)).toEqual([1, 2]);

    const always = async (cursor: string | null) => {
      if (cursor) throw new ApiError("replaced", 410);
      return page([1], 2, "old");
    };
    await expect(walkCursor<Page>(always, options())).rejects.toThrow("replaced");
  });
});
