// npm run bench -- health-load: how long `/health` and sign-in take while 8 heavy market calls are
// in flight, on a running server (BENCH_BASE_URL) or on one this bench starts with the demo market
// on PGlite and, with BENCH_DATABASE_URL, on PostgreSQL, with the response cache off so every heavy
// call reaches the database. Results go to the "Health under load" section of
// bench/results/security.md; never fails on a figure.
import { describeMachine } from "./machine";
import { demoTokens } from "./demo-tokens";
import { writeResultsSection } from "./results-section";
import { DEMO_PASSWORD } from "../server/data/seed";

const RESULTS = "bench/results/security.md";
const SECTION = "## Health under load";
const HEAVY_CALLERS = 8;
/** Every heavy call reaches the database (no response cache), and no request limit answers in its place. */
const LOAD_SETTINGS = { CACHE_ENABLED: "false", RATE_LIMIT_PER_MINUTE: "10000000", HEAVY_RATE_LIMIT_PER_MINUTE: "10000000" };

interface Latencies {
  samples: number;
  p50: number;
  p95: number;
  p99: number;
  max: number;
  failed: number;
}

export interface LoadReading {
  database: string;
  seconds: number;
  heavyAnswered: number;
  heavyP50: number;
  health: Latencies;
  signIn: Latencies;
}

function summarize(times: number[], failed: number): Latencies {
  const sorted = [...times].sort((a, b) => a - b);
  const at = (p: number) => Math.round(sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? 0);
  return { samples: sorted.length, p50: at(50), p95: at(95), p99: at(99), max: Math.round(sorted.at(-1) ?? 0), failed };
}

async function json<T>(url: string, token: string): Promise<T> {
  const res = await fetch(url, { headers: { authorization: `Bearer ${token}` } });
  if (!res.ok) throw new Error(`${url} answered ${res.status}`);
  return (await res.json()) as T;
}

/** Heavy market URLs the pages call, over the 100 best-selling products and stores and four periods. */
async function heavyUrls(baseUrl: string, token: string): Promise<string[]> {
  type Top<T> = { data: { items: T[] } };
  const products = await json<Top<{ product: { id: number } }>>(`${baseUrl}/api/v1/sales/top-products?period=30d&limit=100`, token);
  const stores = await json<Top<{ storeId: number }>>(`${baseUrl}/api/v1/sales/top-stores?period=30d&limit=100`, token);
  const periods = ["30d", "90d", "6m", "12m"];
  const urls: string[] = [];
  for (const [i, { product }] of products.data.items.entries()) {
    const period = periods[i % periods.length]!;
    urls.push(`/api/v1/products/${product.id}/sales-by-store?period=${period}`, `/api/v1/products/${product.id}/sales?period=${period}`);
  }
  for (const [i, { storeId }] of stores.data.items.entries()) {
    urls.push(`/api/v1/stores/${storeId}/performance?period=${periods[i % periods.length]!}`);
  }
  for (const period of periods) {
    urls.push(
      `/api/v1/sales/summary?period=${period}`,
      `/api/v1/sales/top-products?period=${period}`,
      `/api/v1/sales/top-stores?period=${period}`,
    );
  }
  // A fixed shuffle, so each caller meets every kind of call.
  return urls
    .map((url, i) => ({ url, key: (i * 7919) % urls.length }))
    .sort((a, b) => a.key - b.key)
    .map(({ url }) => url);
}

export async function measureHealthUnderLoad(baseUrl: string, database: string, seconds = 30): Promise<LoadReading> {
  const { accessToken } = await demoTokens(baseUrl, "user@nordvik.example");
  const urls = await heavyUrls(baseUrl, accessToken);
  const deadline = performance.now() + seconds * 1000;
  let next = 0;
  const heavyTimes: number[] = [];
  const heavyCaller = async () => {
    while (performance.now() < deadline) {
      const url = urls[next++ % urls.length]!;
      const started = performance.now();
      const res = await fetch(baseUrl + url, { headers: { authorization: `Bearer ${accessToken}` } });
      await res.arrayBuffer();
      if (res.ok) heavyTimes.push(performance.now() - started);
    }
  };
  const sampler = async (intervalMs: number, call: () => Promise<Response>) => {
    const times: number[] = [];
    let failed = 0;
    // Starts once the heavy callers are at work.
    await new Promise((resolve) => setTimeout(resolve, 1000));
    while (performance.now() < deadline) {
      const started = performance.now();
      const res = await call().catch(() => null);
      if (res) await res.arrayBuffer();
      if (res?.ok) times.push(performance.now() - started);
      else failed++;
      await new Promise((resolve) => setTimeout(resolve, intervalMs));
    }
    return summarize(times, failed);
  };
  const [health, signIn] = await Promise.all([
    sampler(100, () => fetch(`${baseUrl}/health`)),
    sampler(1000, () =>
      fetch(`${baseUrl}/api/v1/auth/login`, {
        method: "POST",
        headers: { "content-type": "application/json" },
        body: JSON.stringify({ email: "admin@nordvik.example", password: DEMO_PASSWORD }),
      }),
    ),
    ...Array.from({ length: HEAVY_CALLERS }, heavyCaller),
  ]);
  return { database, seconds, heavyAnswered: heavyTimes.length, heavyP50: summarize(heavyTimes, 0).p50, health, signIn };
}

const line = (name: string, l: Latencies) =>
  `${name}: p50 ${l.p50} ms, p95 ${l.p95} ms, p99 ${l.p99} ms, max ${l.max} ms (${l.samples} answers${l.failed ? `, ${l.failed} failed` : ""})`;

export function healthLoadReport(readings: LoadReading[]): string[] {
  const machine = describeMachine();
  return [
    SECTION,
    "",
    `Machine: ${machine.cpu}, ${machine.memoryGiB} GiB, Node ${machine.node}; ${machine.date}. One Fenix process with the demo market; ${HEAVY_CALLERS} callers`,
    "each send one heavy market call after another (sales by store, product and store series, the dashboard's summaries over",
    "100 products, 100 stores and four periods; the response cache off), while `/health` is asked every 100 ms and a sign-in every second.",
    "`npm run bench -- health-load` (BENCH_BASE_URL for a running server). Goal: `/health` p99 ≤ 200 ms.",
    "",
    "| Database | Heavy calls answered | `/health` | Sign-in |",
    "|---|---|---|---|",
    ...readings.map(
      (r) =>
        `| ${r.database} | ${r.heavyAnswered} in ${r.seconds} s (p50 ${r.heavyP50} ms) | ${line("", r.health).slice(2)} | ${line("", r.signIn).slice(2)} |`,
    ),
    "",
  ];
}

export async function benchHealthUnderLoad(): Promise<void> {
  const given = process.env.BENCH_BASE_URL;
  if (given) {
    const reading = await measureHealthUnderLoad(given, process.env.BENCH_DATABASE_KIND ?? "the running server");
    console.log(healthLoadReport([reading]).join("\n"));
    return;
  }
  const { startWithNpm } = await import("./server");
  const { mkdtempSync, rmSync } = await import("node:fs");
  const { tmpdir } = await import("node:os");
  const path = await import("node:path");
  const readings: LoadReading[] = [];
  const targets: [string, NodeJS.ProcessEnv][] = [["PGlite", {}]];
  if (process.env.BENCH_DATABASE_URL) targets.push(["PostgreSQL", { DATABASE_URL: process.env.BENCH_DATABASE_URL }]);
  for (const [database, env] of targets) {
    const dataDir = mkdtempSync(path.join(tmpdir(), "fenix-health-load-"));
    const server = await startWithNpm({ DATA_DIR: dataDir, ...env, ...LOAD_SETTINGS }, 3990 + readings.length);
    try {
      readings.push(await measureHealthUnderLoad(server.baseUrl, database));
    } finally {
      await server.stop();
      rmSync(dataDir, { recursive: true, force: true });
    }
  }
  const report = healthLoadReport(readings);
  writeResultsSection(RESULTS, SECTION, report);
  console.log(report.join("\n"));
}
