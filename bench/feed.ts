// npm run bench -- feed: the collector against the demo market's simulator over HTTP, on a new
// embedded database — the sites and catalogue round, then stock rounds three hours apart (the
// first sets the levels, the next ones write sales). Results go to bench/results/feed.md; never
// fails on a figure.
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { stockholmDay } from "../server/core/stockholm-day";
import { addDays, stockholmTime } from "../server/data/generator/calendar";
import { collectCatalogue } from "../server/data/collector/collect-catalogue";
import { collectStock, type StockCollectionReport } from "../server/data/collector/collect-stock";
import { DEMO_MARKET_SEED, demoMarket } from "../server/data/seed";
import { httpMarketSource } from "../server/data/source/http-source";
import { SimulatedMarket } from "../server/data/source/simulator/simulated-market";
import { startSimulator } from "../server/data/source/simulator/simulator-server";
import { openDatabase } from "../server/db/client";
import { runMigrations } from "../server/db/migrate";
import { describeMachine } from "./machine";
import { writeResultsSection } from "./results-section";

const RESULTS = "bench/results/feed.md";
const SECTION = "## The demo market, collected";
const ROUNDS = 4;

export async function benchFeed(): Promise<void> {
  const machine = describeMachine();
  const dir = mkdtempSync(path.join(tmpdir(), "fenix-feed-bench-"));
  const db = await openDatabase({ dataDir: dir });
  const yesterday = addDays(stockholmDay(Date.now()), -1);
  // A weekday's morning: every round but the first sees opening hours' sales.
  let day = yesterday;
  while ([0, 6].includes(new Date(`${day}T12:00:00Z`).getUTCDay())) day = addDays(day, -1);
  let clock = stockholmTime(day, 8).getTime();
  try {
    await runMigrations(db);
    let started = performance.now();
    const market = await demoMarket("demo", {});
    const simulated = new SimulatedMarket({ market, seed: DEMO_MARKET_SEED, seededThrough: addDays(day, -1), now: () => clock });
    const simulatorMs = performance.now() - started;
    const simulator = await startSimulator({ market: simulated, key: "bench" });
    const source = () => httpMarketSource({ baseUrl: simulator.url, key: "bench", concurrency: 8, requestsPerSecond: 1_000 });

    started = performance.now();
    const catalogue = await collectCatalogue(db, source());
    const catalogueMs = performance.now() - started;
    const rounds: (StockCollectionReport & { ms: number; pairs: number })[] = [];
    for (let round = 0; round < ROUNDS; round++) {
      started = performance.now();
      const report = await collectStock(db, source(), { parallel: 8 });
      const ms = performance.now() - started;
      const pairs = (
        await db.bulk((s) =>
          s.query<{ pairs: number }>(
            "select coalesce(sum(cardinality(product_ids)), 0)::int as pairs from stock_snapshots where observed_at = $1",
            [report.observedAt],
          ),
        )
      )[0]!.pairs;
      rounds.push({ ...report, ms, pairs });
      clock += 3 * 3_600_000;
    }
    await simulator.close();

    const s = (ms: number) => `${(ms / 1000).toFixed(1)} s`;
    writeResultsSection(
      RESULTS,
      SECTION,
      [
        SECTION,
        "",
        `${machine.date}, ${machine.cpu}, Node ${machine.node}, PGlite in a new data directory; the demo market (${market.products.length} products, ${market.stores.filter((x) => !x.isAgent).length} stores) served by the simulator on 127.0.0.1, 8 requests at a time.`,
        "",
        "| Step | Time | Requests | Written |",
        "|---|---|---|---|",
        `| The simulator replays the seeded market (its 90 days and the days to ${addDays(day, -1)}) | ${s(simulatorMs)} | – | – |`,
        `| Sites and catalogue | ${s(catalogueMs)} | ${catalogue.requests} | ${catalogue.sites} sites, ${catalogue.products} products (${catalogue.unreached} unreached) |`,
        ...rounds.map(
          (r, i) =>
            `| Stock round ${i + 1} (${r.observedAt.slice(11, 16)} UTC) | ${s(r.ms)} | ${r.requests} | ${r.stores} stores, ${r.pairs.toLocaleString("en")} store × product levels, ${r.changes.toLocaleString("en")} changes (${Math.round(r.pairs / (r.ms / 1000)).toLocaleString("en")} levels a second) |`,
        ),
        "",
        `A day of 5 rounds (MARKET_STOCK_SCHEDULE's default) takes about ${s(5 * (rounds.slice(1).reduce((a, r) => a + r.ms, 0) / (rounds.length - 1)))} of collection here; the goal was 5 minutes.`,
        "",
        "### The real market's request budget (a plan, not measured)",
        "",
        "The monopoly's in-store range is about 10,300 products (the 2022 union), one request each a round at the",
        "default 10 requests a second: about 17 minutes a round, 5 rounds and about 52,000 requests a day, plus",
        "about 700 search pages for the daily catalogue. One product's stock in every store is about 650 KB, so a",
        "round reads about 6.7 GB: the rounds, not the database, are the cost. Ways to halve it, in order: ask",
        "slow sellers (under a unit a store a week: most of the long tail) twice a day and the rest five",
        "times; skip products the catalogue marks out of stock everywhere; stagger the rounds so no hour",
        "carries two.",
      ],
      "# The market feed\n\nWhat the collector costs. Reproduce with `npm run bench -- feed`.\n",
    );
    console.log(`wrote ${RESULTS}`);
  } finally {
    await db.close();
    rmSync(dir, { recursive: true, force: true });
  }
}
