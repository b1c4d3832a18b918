/** Market sizes: `demo` is what `npm start` seeds, `bench` the benchmarks' market on PostgreSQL. */
export interface Scale {
  name: string;
  products: number;
  stores: number;
  agents: number;
  /** Days of history, ending on the seed's end date. */
  days: number;
  /** The last days are observed every opening hour, the earlier ones morning and evening. */
  hourlyDays: number;
  /**
   * Store assortments and national volume relative to the real market's proportions for a
   * catalogue of this size (1 = real). The demo lists and sells less per store so that every
   * store and 90 days fit in an embedded database within a minute.
   */
  listing: number;
  volume: number;
  /** Days the pipeline collects in memory before writing. */
  flushEveryDays: number;
  /**
   * Months of sales in all, counting back from the end date's month; those before the first day
   * of movements are written whole per product and store (history.ts), and the days of movements
   * then start on a month's first day, at least `days` before the end. 0: days only.
   */
  historyMonths: number;
}

const MINI = {
  name: "mini",
  products: 400,
  stores: 24,
  agents: 6,
  days: 30,
  hourlyDays: 3,
  listing: 1,
  volume: 0.5,
  flushEveryDays: 10,
  historyMonths: 0,
} as const satisfies Scale;

export const SCALES = {
  /** Built from the monopoly's files when they are there (real volumes: `volume` 1); generated otherwise (then `listing` and `volume` apply). */
  demo: {
    name: "demo",
    products: 2_000,
    stores: 451,
    agents: 458,
    days: 90,
    hourlyDays: 7,
    listing: 0.5,
    volume: 0.1,
    flushEveryDays: 30,
    historyMonths: 24,
  },
  bench: {
    name: "bench",
    products: 25_000,
    stores: 451,
    agents: 458,
    days: 365,
    hourlyDays: 3,
    listing: 1,
    volume: 1,
    flushEveryDays: 7,
    historyMonths: 0,
  },
  /** For tests that need a whole market in seconds. */
  mini: MINI,
  /** The mini market with months of history before its days (tests of periods that reach into history). */
  "mini-history": { ...MINI, name: "mini-history", historyMonths: 4 },
} as const satisfies Record<string, Scale>;

export type ScaleName = keyof typeof SCALES;
