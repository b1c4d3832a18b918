import { readFileSync } from "node:fs";
import i18next from "i18next";
import { beforeAll, describe, expect, it } from "vitest";
import type { ArticleEvent } from "../../contracts";
import {
  dateRange,
  isNarrowed,
  listQuery,
  monthRange,
  monthsBetween,
  readFilters,
  statisticsQuery,
  writeFilters,
} from "../../src/plugins/artdisk/artdisk-filters";
import { sortFrom } from "../../src/plugins/artdisk/artdisk-columns";
import { categorySeries } from "../../src/plugins/artdisk/chart-series";
import { eventSentence } from "../../src/plugins/artdisk/event-text";
import { formatters } from "../../src/providers/i18n/format";

const locale = (lng: string) => JSON.parse(readFileSync(`src/plugins/artdisk/locales/${lng}.json`, "utf8")) as Record<string, unknown>;
const q = (query: string) => new URLSearchParams(query);

const event = (e: Partial<ArticleEvent> & Pick<ArticleEvent, "kind">): ArticleEvent => ({
  date: "2026-08-15",
  assortmentFrom: null,
  assortmentTo: null,
  priceFrom: null,
  priceTo: null,
  source: "changelog",
  ...e,
});

describe("an article's events as sentences", () => {
  const i18n = i18next.createInstance();
  beforeAll(async () => {
    await i18n.init({
      lng: "sv",
      fallbackLng: "sv",
      ns: ["artdisk"],
      defaultNS: "artdisk",
      interpolation: { escapeValue: false },
      resources: { sv: { artdisk: locale("sv") }, en: { artdisk: locale("en") } },
    });
  });
  const common = (lng: string) =>
    JSON.parse(readFileSync(`public/locales/${lng}/common.json`, "utf8")) as { assortments: Record<string, string> };
  const sv = (e: ArticleEvent) =>
    eventSentence(e, i18n.getFixedT("sv", "artdisk"), formatters("sv", { assortments: common("sv").assortments }));
  const enFormat = formatters("en", { assortments: common("en").assortments });
  const en = (e: ArticleEvent) => eventSentence(e, i18n.getFixedT("en", "artdisk"), enFormat);

  it("tells a launch, a move, a new price and a delisting in Swedish, with the monopoly's assortment names", () => {
    expect(sv(event({ kind: "launch", assortmentTo: "Fast sortiment" }))).toBe("Lanserad i Fast sortiment");
    expect(sv(event({ kind: "assortment_change", assortmentFrom: "Tillfälligt sortiment", assortmentTo: "Fast sortiment" }))).toBe(
      "Flyttad från Tillfälligt sortiment till Fast sortiment",
    );
    expect(sv(event({ kind: "price_change", priceFrom: 119, priceTo: 129 }))).toBe("Nytt pris 129\u00a0kr (var 119\u00a0kr)");
    expect(sv(event({ kind: "delisting", assortmentFrom: "Ordervaror" }))).toBe("Utgick ur Ordervaror");
    expect(sv(event({ kind: "launch", assortmentTo: "Lokalt & Småskaligt" }))).toBe("Lanserad i Lokalt & Småskaligt");
  });

  it("tells them in English with English assortment labels", () => {
    expect(en(event({ kind: "launch", assortmentTo: "Fast sortiment" }))).toBe("Launched in Fixed range");
    expect(en(event({ kind: "assortment_change", assortmentFrom: "Tillfälligt sortiment", assortmentTo: "Fast sortiment" }))).toBe(
      "Moved from Temporary range to Fixed range",
    );
    expect(en(event({ kind: "price_change", priceFrom: 119, priceTo: 129.9 }))).toBe("New price SEK\u00a0129.90 (was SEK\u00a0119)");
    expect(en(event({ kind: "delisting", assortmentFrom: "Ordervaror" }))).toBe("Left Order range");
    expect(en(event({ kind: "launch", assortmentTo: "Lokalt & Småskaligt" }))).toBe("Launched in Local & small-scale");
    expect(en(event({ kind: "launch", assortmentTo: "Säsong" }))).toBe("Launched in Seasonal");
    expect(en(event({ kind: "delisting", assortmentFrom: "Webblanseringar" }))).toBe("Left Web launches");
  });

  it("leaves out what the source did not say, and shows an assortment it does not know as it is", () => {
    expect(sv(event({ kind: "launch" }))).toBe("Lanserad");
    expect(sv(event({ kind: "delisting" }))).toBe("Utgick ur sortimentet");
    expect(sv(event({ kind: "price_change", priceTo: 99 }))).toBe("Nytt pris 99\u00a0kr");
    expect(sv(event({ kind: "assortment_change", assortmentTo: "Fast sortiment" }))).toBe("Flyttad till Fast sortiment");
    expect(en(event({ kind: "launch", assortmentTo: "Nytt sortiment" }))).toBe("Launched in Nytt sortiment");
    expect(enFormat.assortment("Ordervaror")).toBe("Order range");
  });
});

describe("the artdisk's view in the URL", () => {
  it("reads every filter, drops what it does not know, and writes back only what differs from the defaults", () => {
    const url =
      "search=Barolo&type=launch&month=2026-08&from=2026-01-01&category=Vin&assortment=Ordervaror&producer=Gaja&status=listed&own=1&sort=name&order=desc&page=3&pageSize=50&chart=category&article=9562801";
    const view = readFilters(q(url));
    expect(view).toEqual({
      search: "Barolo",
      eventType: "launch",
      month: "2026-08",
      from: undefined,
      to: undefined,
      category: "Vin",
      assortment: "Ordervaror",
      producer: "Gaja",
      status: "listed",
      own: true,
      sortBy: "name",
      sortOrder: "desc",
      page: 3,
      pageSize: 50,
      chart: "category",
      article: "9562801",
    });
    expect(readFilters(writeFilters(view))).toEqual(view);
    expect(writeFilters(readFilters(q("type=bogus&month=2026-13&status=x&sort=price&page=-2&pageSize=7&article=abc"))).toString()).toBe("");
    expect(readFilters(q("from=2026-01-01&to=2026-03-31"))).toMatchObject({ month: undefined, from: "2026-01-01", to: "2026-03-31" });
  });

  it("asks the API for a month as its first and last day, and the statistics without search, type or status", () => {
    expect(monthRange("2026-02")).toEqual({ from: "2026-02-01", to: "2026-02-28" });
    expect(monthRange("2024-02")).toEqual({ from: "2024-02-01", to: "2024-02-29" });
    expect(monthRange("2026-12")).toEqual({ from: "2026-12-01", to: "2026-12-31" });
    expect(dateRange({ month: undefined, from: "2026-01-05", to: undefined })).toEqual({ from: "2026-01-05" });
    const view = readFilters(q("search=x&type=delisting&month=2026-08&status=delisted&own=1&category=Vin"));
    expect(listQuery(view, "c1")).toEqual({
      companyId: "c1",
      search: "x",
      category: "Vin",
      assortment: undefined,
      eventType: "delisting",
      from: "2026-08-01",
      to: "2026-08-31",
      producer: undefined,
      status: "delisted",
      own: true,
    });
    expect(statisticsQuery(view, undefined)).toEqual({
      companyId: undefined,
      category: "Vin",
      assortment: undefined,
      producer: undefined,
      own: true,
      from: "2026-08-01",
      to: "2026-08-31",
    });
    expect(isNarrowed(readFilters(q("sort=name&page=2&chart=category&article=1")))).toBe(false);
    expect(isNarrowed(readFilters(q("own=1")))).toBe(true);
  });

  it("lists the months to choose from, newest first", () => {
    expect(monthsBetween("2025-11-20", "2026-02-03")).toEqual(["2026-02", "2026-01", "2025-12", "2025-11"]);
    expect(monthsBetween("2026-08-15", "2026-08-22")).toEqual(["2026-08"]);
  });

  it("turns the table's sort into the URL's, the server's default (newest event first) as no parameter", () => {
    expect(sortFrom("latest", "descend")).toEqual({ sortBy: undefined, sortOrder: undefined });
    expect(sortFrom("latest", "ascend")).toEqual({ sortBy: "latest", sortOrder: "asc" });
    expect(sortFrom("name", "descend")).toEqual({ sortBy: "name", sortOrder: "desc" });
    expect(sortFrom("name", null)).toEqual({ sortBy: undefined, sortOrder: undefined });
  });
});

describe("the chart by category", () => {
  it("keeps the biggest categories, puts the rest together and the unknown apart, month by month", () => {
    const months = ["2026-07", "2026-08"];
    const rows = [
      { month: "2026-08", category: "Vin", launches: 100, delistings: 300 },
      { month: "2026-07", category: "Vin", launches: 2, delistings: 1 },
      { month: "2026-08", category: "Öl", launches: 5, delistings: 0 },
      { month: "2026-08", category: "Sprit", launches: 1, delistings: 1 },
      { month: "2026-07", category: null, launches: 4, delistings: 0 },
      { month: "2026-06", category: "Vin", launches: 9, delistings: 9 },
    ];
    expect(categorySeries(rows, months, 2)).toEqual([
      { category: "Vin", launches: [2, 100], delistings: [1, 300] },
      { category: "Öl", launches: [0, 5], delistings: [0, 0] },
      { category: "other", launches: [0, 1], delistings: [0, 1] },
      { category: null, launches: [4, 0], delistings: [0, 0] },
    ]);
    expect(categorySeries([], months)).toEqual([]);
  });
});
