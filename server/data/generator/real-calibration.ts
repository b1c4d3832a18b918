import { marketDays, WEEKDAY_FACTOR } from "./calendar";
import { monthStartsBetween, productAfter } from "./catalogue-changes";
import { segmentOf } from "../../market/segments";
import type { Market } from "./market";
import { stockOutRows } from "./stock-out-calibration";
import { DEMO_TAKEOVERS } from "./real-market";
import type { MarketFiles } from "./real-files";

/**
 * One measure of the market: the real figure over the whole of the monopoly's files, the real
 * figure over the demo's own products (what the demo must reproduce), the demo's, and how far
 * the demo may be from the figure it is held to.
 */
export interface CalibrationRow {
  measure: string;
  realMarket: number;
  realSubset: number;
  demo: number;
  /** Relative (0.1 = 10 %), absolute (percentage points for shares) or a factor either way (1.5: from 1/1.5 to 1.5 times). */
  tolerance: number;
  kind: "relative" | "absolute" | "factor";
  against: "market" | "subset";
}

interface Item {
  productNumber: string;
  /** The real supplier's name on the real side, the demo's (fictional) one on the demo side. */
  supplier: string;
  level1: string;
  level2: string;
  assortment: string;
  volumeMl: number;
  /** SEK: the file's; the demo's after a year of its monthly price changes. */
  price: number;
  pricePerLitre: number;
  litres: number;
  stores: number;
}

const quantile = (sorted: number[], q: number) => sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))] ?? 0;
const sum = (values: number[]) => values.reduce((a, b) => a + b, 0);

function weightedPrice(items: Item[]): number {
  const litres = sum(items.map((i) => i.litres));
  return litres > 0 ? sum(items.map((i) => i.litres * i.pricePerLitre)) / litres : 0;
}

function litreShare(items: Item[], where: (i: Item) => boolean, of: (i: Item) => boolean = () => true): number {
  const base = items.filter(of);
  const total = sum(base.map((i) => i.litres));
  return total > 0 ? sum(base.filter(where).map((i) => i.litres)) / total : 0;
}

function topShare(items: Item[], q: number): number {
  const sorted = items
    .map((i) => i.litres)
    .filter((l) => l > 0)
    .sort((a, b) => b - a);
  return sum(sorted.slice(0, Math.ceil(q * sorted.length))) / (sum(sorted) || 1);
}

/** Litres per listing store of local products against the fixed range. */
function localAgainstFixed(items: Item[]): number {
  const perStore = (text: string) => {
    const group = items.filter((i) => i.assortment === text && i.stores > 0 && i.litres > 0);
    return sum(group.map((i) => i.litres)) / (sum(group.map((i) => i.stores)) || 1);
  };
  return perStore("Lokalt & Småskaligt") / (perStore("Fast sortiment") || 1);
}

function rankCorrelation(a: number[], b: number[]): number {
  const ranks = (values: number[]) => {
    const order = values.map((v, i) => [v, i] as const).sort((x, y) => x[0] - y[0]);
    const r = new Array<number>(values.length);
    order.forEach(([, i], k) => (r[i] = k));
    return r;
  };
  const ra = ranks(a);
  const rb = ranks(b);
  const n = a.length;
  const d2 = sum(ra.map((r, i) => (r - rb[i]!) ** 2));
  return 1 - (6 * d2) / (n * (n * n - 1));
}

/**
 * The real side: each listed product with its number of listing stores and its official litres
 * (0 for one launched after the sales year: the files do not say what it sells).
 */
function realItems(files: MarketFiles): Item[] {
  const stores = new Map<string, number>();
  for (const row of files.assortment.rows) stores.set(row.productNumber, (stores.get(row.productNumber) ?? 0) + 1);
  const litres = new Map<string, number>();
  for (const row of files.yearlySales)
    if (row.litres > 0) litres.set(row.productNumber, Math.max(litres.get(row.productNumber) ?? 0, row.litres));
  return files.catalogue
    .filter((p) => p.categoryLevel1 && p.categoryLevel2 && p.price && p.volumeMl && stores.has(p.productNumber))
    .map((p) => ({
      productNumber: p.productNumber,
      supplier: files.suppliers.get(p.productNumber) ?? "",
      level1: p.categoryLevel1!,
      level2: p.categoryLevel2!,
      assortment: p.assortmentText ?? "",
      volumeMl: p.volumeMl!,
      price: p.price!,
      pricePerLitre: (p.price! * 1000) / p.volumeMl!,
      litres: litres.get(p.productNumber) ?? 0,
      stores: stores.get(p.productNumber) ?? 0,
    }));
}

/**
 * The demo side, from the market's model: each product's yearly litres as its listings sell them,
 * and the range's (the products sold without store detail) from their national daily rate.
 */
function demoItems(market: Market): Item[] {
  const openDays = marketDays("2026-01-01", "2026-12-31").filter((d) => d.open).length;
  const litres = new Float64Array(market.products.length);
  const stores = new Int32Array(market.products.length);
  for (const listing of market.listings) {
    listing.products.forEach((i, k) => {
      litres[i]! += listing.meanUnits[k]! * (market.products[i]!.volumeMl / 1000) * openDays;
      stores[i]! += 1;
    });
  }
  const aYearOfMonths = monthStartsBetween("2025-12-31", "2026-12-31");
  const item = (p: Market["products"][number], yearly: number, listing: number): Item => ({
    productNumber: p.productNumber,
    supplier: p.supplierName,
    level1: p.categoryLevel1,
    level2: p.categoryLevel2,
    assortment: p.assortmentText,
    volumeMl: p.volumeMl,
    price: productAfter(p, aYearOfMonths).product.price,
    pricePerLitre: (p.price * 1000) / p.volumeMl,
    litres: yearly,
    stores: listing,
  });
  const range = market.range ?? { products: [], stores: [] };
  return [
    ...market.products.map((p, i) => item(p, litres[i]!, stores[i]!)),
    ...range.products.map((p, i) => item(p, p.litresPerDay * openDays, range.stores[i]!.length)),
  ];
}

const segmentKey = (i: Item) => {
  const key = segmentOf({ categoryLevel2: i.level2, price: i.price, volumeMl: i.volumeMl });
  return key ? `${key.category}~${key.band}` : "";
};

/** Each segment's litres, and the litres of the products `mine` picks in it. */
function segmentLitres(items: Item[], mine: (i: Item) => boolean): Map<string, { all: number; mine: number }> {
  const segments = new Map<string, { all: number; mine: number }>();
  for (const i of items) {
    const key = segmentKey(i);
    const entry = segments.get(key) ?? { all: 0, mine: 0 };
    entry.all += i.litres;
    if (mine(i)) entry.mine += i.litres;
    segments.set(key, entry);
  }
  return segments;
}

/** Median over a company's segments of its share in the demo against its real portfolio's share in the real market. */
function segmentShareRatio(real: Item[], demo: Item[], takesOver: string[], company: string[]): number {
  const realShares = segmentLitres(real, (i) => takesOver.includes(i.supplier));
  const demoShares = segmentLitres(demo, (i) => company.includes(i.supplier));
  const ratios: number[] = [];
  for (const [key, d] of demoShares) {
    const r = realShares.get(key);
    if (d.mine <= 0 || !r || r.mine <= 0) continue;
    ratios.push(d.mine / d.all / (r.mine / r.all));
  }
  return quantile(
    ratios.sort((a, b) => a - b),
    0.5,
  );
}

/** Median over a company's products of its rank in its segment by litres in the demo against its real rank. */
function segmentRankRatio(real: Item[], demo: Item[], company: string[]): number {
  const ranks = (items: Item[]) => {
    const bySegment = new Map<string, Item[]>();
    for (const i of items) bySegment.set(segmentKey(i), [...(bySegment.get(segmentKey(i)) ?? []), i]);
    const rank = new Map<string, number>();
    for (const group of bySegment.values())
      group.sort((a, b) => b.litres - a.litres).forEach((i, k) => rank.set(`${segmentKey(i)}|${i.productNumber}`, k + 1));
    return rank;
  };
  const realRank = ranks(real);
  const demoRank = ranks(demo);
  const ratios: number[] = [];
  for (const i of demo) {
    if (!company.includes(i.supplier)) continue;
    const r = realRank.get(`${segmentKey(i)}|${i.productNumber}`);
    const d = demoRank.get(`${segmentKey(i)}|${i.productNumber}`);
    if (r && d) ratios.push(d / r);
  }
  return quantile(
    ratios.sort((a, b) => a - b),
    0.5,
  );
}

/** The calibration table of a market built from the files (bench/results/calibration.md). */
export function calibrationTable(files: MarketFiles, market: Market): CalibrationRow[] {
  const real = realItems(files);
  const inDemo = new Set([...market.products, ...(market.range?.products ?? [])].map((p) => p.productNumber));
  const subset = real.filter((i) => inDemo.has(i.productNumber));
  const demo = demoItems(market);
  const rows: CalibrationRow[] = [];
  const add = (
    measure: string,
    f: (items: Item[]) => number,
    tolerance: number,
    kind: CalibrationRow["kind"],
    against: CalibrationRow["against"],
  ) => rows.push({ measure, realMarket: f(real), realSubset: f(subset), demo: f(demo), tolerance, kind, against });

  const allArticles = sum(files.yearlySales.map((r) => r.litres)) / 1e6;
  rows.push({
    measure: "Market: litres a year (M litres; real: every article sold in the sales year)",
    realMarket: allArticles,
    realSubset: sum(subset.map((i) => i.litres)) / 1e6,
    demo: sum(demo.map((i) => i.litres)) / 1e6,
    tolerance: 0.1,
    kind: "relative",
    against: "market",
  });
  for (const [company, suppliers] of Object.entries(market.companySuppliers)) {
    const takesOver = DEMO_TAKEOVERS.filter((t) => suppliers.includes(t.supplier)).map((t) => t.takesOver as string);
    for (const [measure, value] of [
      ["segment share against its real portfolio's share, median ratio", segmentShareRatio(real, demo, takesOver, suppliers)],
      ["rank in segment against its real rank, median ratio", segmentRankRatio(real, demo, suppliers)],
    ] as const)
      rows.push({
        measure: `${company}: ${measure}`,
        realMarket: 1,
        realSubset: 1,
        demo: value,
        tolerance: 1.5,
        kind: "factor",
        against: "market",
      });
  }
  for (const level1 of ["Öl", "Vin", "Sprit", "Cider & blanddrycker"]) {
    add(`${level1}: share of litres`, (items) => litreShare(items, (i) => i.level1 === level1), 0.03, "absolute", "subset");
    add(
      `${level1}: price per litre, sales-weighted (SEK)`,
      (items) => weightedPrice(items.filter((i) => i.level1 === level1)),
      0.1,
      "relative",
      "subset",
    );
    for (const [q, name] of [
      [0.1, "p10"],
      [0.5, "median"],
      [0.9, "p90"],
    ] as const) {
      add(
        `${level1}: price per litre ${name} (SEK)`,
        (items) =>
          quantile(
            items
              .filter((i) => i.level1 === level1)
              .map((i) => i.pricePerLitre)
              .sort((a, b) => a - b),
            q,
          ),
        0.1,
        "relative",
        "subset",
      );
    }
  }
  add("Price per litre, sales-weighted, all (SEK)", weightedPrice, 0.25, "relative", "market");
  add(
    "Wine and spirits: prices in whole kronor (the demo's after a year of monthly price changes)",
    (items) => {
      const strong = items.filter((i) => i.level1 === "Vin" || i.level1 === "Sprit");
      return strong.filter((i) => Number.isInteger(i.price)).length / Math.max(1, strong.length);
    },
    0.01,
    "absolute",
    "subset",
  );
  add(
    "Beer: lager share of beer litres",
    (items) =>
      litreShare(
        items,
        (i) => /lager/i.test(i.level2),
        (i) => i.level1 === "Öl",
      ),
    0.15,
    "absolute",
    "market",
  );
  add(
    "Wine: boxes (≥ 2 l) share of wine litres",
    (items) =>
      litreShare(
        items,
        (i) => i.volumeMl >= 2000,
        (i) => i.level1 === "Vin",
      ),
    0.05,
    "absolute",
    "market",
  );
  add("Fixed range: share of litres", (items) => litreShare(items, (i) => i.assortment === "Fast sortiment"), 0.1, "absolute", "market");
  add("Local products: litres per store against the fixed range", localAgainstFixed, 0.25, "relative", "subset");
  // Over the same products on both sides: the newcomers' litres are estimates (real-market.ts).
  const official = new Set(real.filter((i) => i.litres > 0).map((i) => i.productNumber));
  add(
    "Top 10 % of products: share of litres (products with an official figure)",
    (items) =>
      topShare(
        items.filter((i) => official.has(i.productNumber)),
        0.1,
      ),
    0.05,
    "absolute",
    "subset",
  );
  add(
    "Products in ≥ 400 stores: share",
    (items) => items.filter((i) => i.stores >= 400).length / (items.length || 1),
    0.03,
    "absolute",
    "subset",
  );
  add(
    "Stores per product, median",
    (items) =>
      quantile(
        items.map((i) => i.stores).sort((a, b) => a - b),
        0.5,
      ),
    0.1,
    "relative",
    "subset",
  );

  const storeLitres = market.listings.map((l) =>
    sum(Array.from(l.products, (i, k) => l.meanUnits[k]! * (market.products[i]!.volumeMl / 1000))),
  );
  const listed = new Map<string, number>();
  for (const row of files.assortment.rows) listed.set(row.siteId, (listed.get(row.siteId) ?? 0) + 1);
  const shops = market.stores.map((s, i) => [s, i] as const).filter(([s]) => !s.isAgent && listed.has(s.siteId));
  const correlation = rankCorrelation(
    shops.map(([s]) => listed.get(s.siteId)!),
    shops.map(([, i]) => storeLitres[i]!),
  );
  rows.push({
    measure: "Store ranking by volume against ranking by range (Spearman)",
    realMarket: 1,
    realSubset: 1,
    demo: correlation,
    tolerance: 0.2,
    kind: "absolute",
    against: "subset",
  });
  const weekdays = marketDays("2026-01-01", "2026-12-31").filter((d) => d.open);
  const byWeekday = [0, 0, 0, 0, 0, 0, 0];
  for (const d of weekdays) byWeekday[new Date(`${d.date}T12:00:00Z`).getUTCDay()]! += d.demand;
  const friday = byWeekday[5]! / sum(byWeekday);
  const assumed = WEEKDAY_FACTOR[5]! / sum(WEEKDAY_FACTOR);
  rows.push({
    measure: "Friday: share of a week's sales (assumed profile, no daily data in the files)",
    realMarket: assumed,
    realSubset: assumed,
    demo: friday,
    tolerance: 0.03,
    kind: "absolute",
    against: "subset",
  });
  const december = weekdays.filter((d) => d.date.slice(5, 7) === "12");
  const december_ = sum(december.map((d) => d.demand)) / sum(weekdays.map((d) => d.demand));
  rows.push({
    measure: "December: share of a year's sales (assumed profile)",
    realMarket: 0.1,
    realSubset: 0.1,
    demo: december_,
    tolerance: 0.02,
    kind: "absolute",
    against: "subset",
  });
  rows.push(topMonthRow(market), ...stockOutRows(files, market));
  return rows;
}

/** December is the year's top month in litres and in SEK, every product's season counted (1: it is; 0: not). */
function topMonthRow(market: Market): CalibrationRow {
  const days = marketDays("2026-01-01", "2026-12-31");
  const demand = Array.from({ length: 12 }, (_, m) =>
    days.filter((d) => Number(d.date.slice(5, 7)) - 1 === m).reduce((n, d) => n + d.demand, 0),
  );
  const litres = new Array<number>(12).fill(0);
  const sek = new Array<number>(12).fill(0);
  for (const p of [...market.products, ...(market.range?.products ?? [])])
    for (let m = 0; m < 12; m++) {
      const l = p.litresPerDay * demand[m]! * p.season[m]!;
      litres[m]! += l;
      sek[m]! += (l * p.price * 1000) / p.volumeMl;
    }
  const top = (values: number[]) => values.indexOf(Math.max(...values));
  return {
    measure: "December: the year's top month in litres and in SEK (1 = yes; the month profile is assumed)",
    realMarket: 1,
    realSubset: 1,
    demo: top(litres) === 11 && top(sek) === 11 ? 1 : 0,
    tolerance: 0,
    kind: "absolute",
    against: "market",
  };
}

export function withinTolerance(row: CalibrationRow): boolean {
  const target = row.against === "market" ? row.realMarket : row.realSubset;
  if (row.kind === "factor") return row.demo > 0 && row.demo / target <= row.tolerance && target / row.demo <= row.tolerance;
  return row.kind === "absolute"
    ? Math.abs(row.demo - target) <= row.tolerance
    : Math.abs(row.demo - target) <= row.tolerance * Math.abs(target);
}
