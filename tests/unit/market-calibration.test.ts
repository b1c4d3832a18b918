import { describe, expect, it } from "vitest";
import { marketDays, seasonOf } from "../../server/data/generator/calendar";
import { marketFigures } from "../../server/data/generator/calibration";
import { buildMarket } from "../../server/data/generator/market";
import { SCALES } from "../../server/data/generator/scales";

/**
 * The generated market against the monopoly's own figures (../shared/data, see
 * bench/results/calibration.md): 2020 catalogue mix, 2022 store assortment sizes, 2018 litres and skew.
 */
describe("the generated market at full (bench) scale", () => {
  const figures = marketFigures(buildMarket(SCALES.bench, 2026));

  it("has the 2020 catalogue's assortment mix within 2 percentage points", () => {
    const expected = { Ordervaror: 0.65, "Fast sortiment": 0.14, "Lokalt & Småskaligt": 0.11, "Tillfälligt sortiment": 0.09, Säsong: 0.01 };
    for (const [text, share] of Object.entries(expected)) expect(Math.abs(figures.assortmentMix[text]! - share)).toBeLessThan(0.02);
  });

  it("gives stores assortments like 2022's: median about 1,650, from about 630 to 3,630", () => {
    expect(figures.listedPerStore.median).toBeGreaterThan(1_650 * 0.9);
    expect(figures.listedPerStore.median).toBeLessThan(1_650 * 1.1);
    expect(figures.listedPerStore.min).toBeGreaterThan(630 * 0.85);
    expect(figures.listedPerStore.min).toBeLessThan(630 * 1.15);
    expect(figures.listedPerStore.max).toBeGreaterThan(3_630 * 0.85);
    expect(figures.listedPerStore.max).toBeLessThan(3_630 * 1.15);
  });

  it("sells about 500 million litres a year (2018: 504.9 M) within 5 %", () => {
    expect(figures.nationalLitresPerYear).toBeGreaterThan(475e6);
    expect(figures.nationalLitresPerYear).toBeLessThan(525e6);
  });

  it("is as skewed as 2018's sales per article: top 1 % about 72 % of litres, top 10 % about 99 %", () => {
    expect(figures.topShare.top1).toBeGreaterThan(0.62);
    expect(figures.topShare.top1).toBeLessThan(0.82);
    expect(figures.topShare.top10).toBeGreaterThan(0.94);
  });
});

describe("the demo market", () => {
  it("has every store, at least 2,000 products and store assortments scaled to its size", () => {
    const market = buildMarket(SCALES.demo, 2026);
    expect(market.stores.filter((s) => !s.isAgent)).toHaveLength(451);
    expect(new Set(market.stores.map((s) => s.county)).size).toBe(21);
    expect(market.products.length).toBeGreaterThanOrEqual(2_000);
    expect(SCALES.demo.days).toBeGreaterThanOrEqual(90);
    expect(marketFigures(market).listedPerStore.median).toBeGreaterThan(50);
  });

  it("is the same market every time for the same seed", () => {
    const a = buildMarket(SCALES.mini, 7);
    const b = buildMarket(SCALES.mini, 7);
    expect(a.products.map((p) => [p.productNumber, p.nameBold, p.price])).toEqual(
      b.products.map((p) => [p.productNumber, p.nameBold, p.price]),
    );
    expect(buildMarket(SCALES.mini, 8).products[0]!.productNumber).not.toBe(a.products[0]!.productNumber);
  });
});

describe("the market calendar", () => {
  const days = marketDays("2026-06-01", "2026-12-31");
  const day = (date: string) => days.find((d) => d.date === date)!;

  it("averages one day's demand per open day over a year, so a year sells the calibrated litres", () => {
    const open = marketDays("2025-01-01", "2025-12-31").filter((d) => d.open);
    const mean = open.reduce((sum, d) => sum + d.demand, 0) / open.length;
    expect(mean).toBeGreaterThan(0.98);
    expect(mean).toBeLessThan(1.02);
    expect(open.length).toBeGreaterThan(295);
    expect(open.length).toBeLessThan(310);
  });

  it("is closed on Sundays and holidays, Midsummer's and Christmas Eve included", () => {
    for (const date of ["2026-06-07", "2026-06-06", "2026-06-19", "2026-12-24", "2026-12-25"]) expect(day(date).open).toBe(false);
    expect(day("2026-06-08").open).toBe(true);
  });

  it("peaks on Fridays and Saturdays, before closed days and on payday", () => {
    expect(day("2026-09-11").demand).toBeGreaterThan(day("2026-09-09").demand); // Friday > Wednesday
    expect(day("2026-09-12").demand).toBeGreaterThan(day("2026-09-08").demand); // Saturday > Tuesday
    expect(day("2026-06-18").demand).toBeGreaterThan(day("2026-06-11").demand * 1.5); // the day before Midsummer's Eve
    expect(day("2026-11-25").demand).toBeGreaterThan(day("2026-11-18").demand); // payday Wednesday
    expect(day("2026-10-23").demand).toBeGreaterThan(day("2026-10-16").demand); // Sunday the 25th: paid on Friday
  });
});

describe("seasons", () => {
  const share = (season: readonly number[], months: number[]) => months.reduce((n, m) => n + season[m]!, 0) / 12;

  it("sells a Christmas product from its November release to Christmas, an Easter one in March and April", () => {
    for (const name of [
      "Coppersmith's Westerås Julöl",
      "Göteborgs Nya Bryggeri Jul-Öl",
      "Aass Juleøl Vellagret",
      "Hannas Skumtomte",
      "Herrgårds Julsnaps",
      "HO!HO!HO! Amber Christmas Ale",
    ])
      expect(share(seasonOf("Ale", name), [10, 11]), name).toBeGreaterThan(0.95);
    for (const name of ["Nils Oscar Påsköl", "Påskmust", "Easter Ale"])
      expect(share(seasonOf("Ale", name), [2, 3]), name).toBeGreaterThan(0.95);
  });

  it("reads names, not letters: Julius, Juliénas and Santa Julia sell all year", () => {
    for (const name of ["Julius Kayser Grüner Veltliner", "Juliénas Château des Capitans", "Santa Julia Blanc de Blancs Brut"])
      expect(seasonOf("Vitt", name), name).toEqual(seasonOf("Vitt"));
  });

  it("keeps a product's year: every season averages one month's sales a month", () => {
    for (const season of [seasonOf(null, "Julöl"), seasonOf(null, "Påsköl"), seasonOf("Glögg & andra juldrycker"), seasonOf("Rosé")])
      expect(season.reduce((a, b) => a + b, 0)).toBeCloseTo(12, 5);
    expect(share(seasonOf("Glögg & andra juldrycker"), [10, 11])).toBeGreaterThan(0.9);
  });
});
