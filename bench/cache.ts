// `npm run bench -- cache`: the dashboard's calls repeated with the response cache on and off, in
// one run on one database (PostgreSQL at BENCH_CACHE_DATABASE_URL, the demo market seeded once).
import { writeResultsSection } from "./results-section";
import { loadavg } from "node:os";
import { sql } from "drizzle-orm";
import { buildApp } from "../server/app";
import { loadConfig } from "../server/config";
import { prepareContext } from "../server/core/context";
import { DEMO_PASSWORD, seedDemoDataOnce } from "../server/data/seed";
import { openDatabase, type Database } from "../server/db/client";
import { runMigrations } from "../server/db/migrate";
import { queryRows } from "../server/db/rows";
import { describeMachine } from "./machine";
import { ensureDatabase } from "./market";

export const BENCH_CACHE_DATABASE_URL = process.env.BENCH_CACHE_DATABASE_URL ?? "postgres://postgres@127.0.0.1:5432/fenix_bench_cache";
const ROUNDS = Number(process.env.BENCH_CACHE_ROUNDS ?? 30);
const MEMBERS = ["user@nordvik.example", "user@bryggarhuset.example"];
const PERIODS = ["7d", "30d", "90d", "12m"];
const APP_KEY = "bench-cache-app-key-0123456789";

interface Mode {
  cache: "on" | "off";
  /** Milliseconds per dashboard load (four calls), every load in order. */
  loads: number[];
  hits: number;
  misses: number;
}

const percentile = (values: number[], p: number) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? 0;
};
const round = (ms: number) => Math.round(ms * 100) / 100;

async function run(db: Database, cache: "on" | "off"): Promise<Mode> {
  const config = loadConfig({
    APP_API_KEY: APP_KEY,
    STATIC_DIR: "/nonexistent",
    RATE_LIMIT_PER_MINUTE: "1000000",
    HEAVY_RATE_LIMIT_PER_MINUTE: "1000000",
    CACHE_ENABLED: cache === "on" ? "true" : "false",
    CACHE_KEY_PREFIX: `fenix-bench-${Date.now()}`,
  });
  const app = await buildApp({ ctx: await prepareContext(db, config), ownsDatabase: false });
  try {
    const members = [];
    for (const email of MEMBERS) {
      const login = await app.inject({ method: "POST", url: "/api/v1/auth/login", payload: { email, password: DEMO_PASSWORD } });
      const headers = { authorization: `Bearer ${(login.json() as { tokens: { accessToken: string } }).tokens.accessToken}` };
      const [company] = (await app.inject({ url: "/api/v1/companies?limit=1", headers })).json().data as { id: string }[];
      members.push({ headers, company: company!.id });
    }
    const mode: Mode = { cache, loads: [], hits: 0, misses: 0 };
    for (let i = 0; i < ROUNDS; i++) {
      for (const { headers, company } of members) {
        const period = PERIODS[i % PERIODS.length]!;
        const started = performance.now();
        const answers = await Promise.all(
          [
            `/api/v1/companies/${company}/sales?period=${period}`,
            `/api/v1/companies/${company}/products?period=${period}&limit=10`,
            `/api/v1/sales/top-stores?companyId=${company}&period=${period}&limit=10`,
            `/api/v1/companies/${company}/stock-outs?limit=10`,
          ].map((url) => app.inject({ url, headers })),
        );
        mode.loads.push(performance.now() - started);
        for (const answer of answers) {
          if (answer.statusCode !== 200) throw new Error(`${answer.statusCode}: ${answer.body.slice(0, 200)}`);
          if (answer.headers["x-cache"] === "HIT") mode.hits++;
          if (answer.headers["x-cache"] === "MISS") mode.misses++;
        }
      }
    }
    return mode;
  } finally {
    await app.close();
  }
}

/** Replaces the section of bench/results/market.md that this suite writes, or appends it. */
function writeSection(lines: string[]) {
  writeResultsSection("bench/results/market.md", CACHE_SECTION, lines);
}

export const CACHE_SECTION = "## Response cache: repeated dashboard calls, cache on vs off";

export async function benchCache() {
  await ensureDatabase(BENCH_CACHE_DATABASE_URL);
  const db = await openDatabase({ databaseUrl: BENCH_CACHE_DATABASE_URL });
  try {
    await runMigrations(db);
    await seedDemoDataOnce(db, { market: "demo", onProgress: (m) => console.log(`  seeding: ${m}`) });
    // Off first, so the database's own caches are as warm for the second run as for the first.
    await run(db, "off");
    const off = await run(db, "off");
    const on = await run(db, "on");
    const summary = (m: Mode) => ({
      p50: round(percentile(m.loads, 50)),
      p95: round(percentile(m.loads, 95)),
      total: round(m.loads.reduce((a, b) => a + b, 0)),
    });
    const s = { off: summary(off), on: summary(on) };
    const machine = describeMachine();
    const [market] = await queryRows<{ products: number; stores: number }>(
      db,
      sql`select (select count(*) from products)::int as products, (select count(*) from stores)::int as stores`,
    );
    const load = loadavg()[0]!.toFixed(1);
    const lines = [
      CACHE_SECTION,
      "",
      `Machine: ${machine.cpu}, ${machine.memoryGiB} GiB, Node ${machine.node}, load average ${load} at the end (shared with other work); PostgreSQL on the same machine,`,
      `the demo market (${market!.products.toLocaleString("en")} products, ${market!.stores} stores); ${machine.date}.`,
      `${ROUNDS} rounds × ${MEMBERS.length} members (Nordvik, Bryggarhuset) × the dashboard's four calls (company sales, top products,`,
      `top stores, stock-outs), the period cycling through ${PERIODS.join(", ")}; in-process LRU; each load's four calls in parallel, as the page sends them.`,
      "",
      "| Measure | Cache off | Cache on | Ratio off / on |",
      "|---|---|---|---|",
      `| One dashboard load, p50 | ${s.off.p50} ms | ${s.on.p50} ms | ${(s.off.p50 / s.on.p50).toFixed(1)} × |`,
      `| One dashboard load, p95 | ${s.off.p95} ms | ${s.on.p95} ms | ${(s.off.p95 / s.on.p95).toFixed(1)} × |`,
      `| All ${off.loads.length} loads | ${s.off.total} ms | ${s.on.total} ms | ${(s.off.total / s.on.total).toFixed(1)} × |`,
      `| Hits / misses | – | ${on.hits} / ${on.misses} | – |`,
      "",
      "The on-run's p95 is its misses (the first load of each period and member computes); every later load is served from the cache.",
      "",
      "Reproduce: `npm run bench -- cache` (PostgreSQL at BENCH_CACHE_DATABASE_URL; the first run seeds the demo market there).",
    ];
    writeSection(lines);
    console.log(lines.join("\n"));
  } finally {
    await db.close();
  }
}
