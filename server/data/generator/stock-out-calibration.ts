import { marketDays } from "./calendar";
import type { Market } from "./market";
import type { CalibrationRow } from "./real-calibration";
import type { MarketFiles } from "./real-files";
import { MarketSimulation } from "./simulate";

/**
 * Stock-outs: the share of store × product pairs out of stock at closing (the demo's simulated
 * products over a month and a half of its days, each day's closing; the files' flags of 2022), and
 * the share of products out in more than half the stores listing them (national shortages).
 */
export function stockOutRows(files: MarketFiles, market: Market): CalibrationRow[] {
  const flagged = files.assortment.rows.filter((r) => r.temporarilyOutOfStock).length / Math.max(1, files.assortment.rows.length);
  const realByProduct = new Map<string, [out: number, listed: number]>();
  for (const r of files.assortment.rows) {
    const entry = realByProduct.get(r.productNumber) ?? [0, 0];
    entry[1]++;
    if (r.temporarilyOutOfStock) entry[0]++;
    realByProduct.set(r.productNumber, entry);
  }
  const shortage = (counts: Iterable<[number, number]>) => {
    const list = [...counts].filter(([, n]) => n >= 5);
    return list.filter(([o, n]) => o > n / 2).length / Math.max(1, list.length);
  };
  const ids = { storeIds: market.stores.map((_, i) => i + 1), productIds: market.products.map((_, i) => i + 1) };
  const simulation = new MarketSimulation(market, ids, 2026, "2026-10-01");
  let out = 0;
  let pairs = 0;
  for (const [d, day] of marketDays("2026-10-01", "2026-11-28").entries()) {
    for (const event of simulation.nextDay(day, "closing")) void event;
    // The first two weeks settle the opening stock.
    if (!day.open || d < 14) continue;
    for (const stock of simulation.stocks) {
      pairs += stock.quantity.length;
      for (const q of stock.quantity) if (q <= 0) out++;
    }
  }
  const demoByProduct = new Map<number, [number, number]>();
  for (const stock of simulation.stocks)
    stock.products.forEach((i, k) => {
      const entry = demoByProduct.get(i) ?? [0, 0];
      entry[1]++;
      if (stock.quantity[k]! <= 0) entry[0]++;
      demoByProduct.set(i, entry);
    });
  return [
    {
      measure: "Store × product pairs out of stock at closing (real: the 2022 matrix's flags)",
      realMarket: flagged,
      realSubset: flagged,
      demo: out / Math.max(1, pairs),
      tolerance: 0.006,
      kind: "absolute",
      against: "market",
    },
    {
      measure: "Products out of stock in over half their stores (national shortages; real: the flags)",
      realMarket: shortage(realByProduct.values()),
      realSubset: shortage(realByProduct.values()),
      demo: shortage(demoByProduct.values()),
      tolerance: 0.01,
      kind: "absolute",
      against: "market",
    },
  ];
}
