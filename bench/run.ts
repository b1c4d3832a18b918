// npm run bench [-- foundation market api | pages | feed | alerts | first-paint-bytes [dist] | calibration | matching | cache | first-load | sign-in | lighthouse | phone | faults | spreadsheet | health-load]: measures and reports; never fails on a figure.
// Results go to bench/results/. `market` and `api` use PostgreSQL (BENCH_DATABASE_URL, default
// postgres://postgres@127.0.0.1:5432/fenix_bench) and seed the bench market there once (about 45 min).
import { existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { gzipSync } from "node:zlib";
import { describeMachine } from "./machine";
import { measurePageWeights, type PageToMeasure, type PageWeight } from "./page-weight";
import { startWithNpm } from "./server";
import { benchApi } from "./api";
import type { RankingBench } from "./rankings";
import { benchMarket, BENCH_DATABASE_URL } from "./market";
import { writeCalibration } from "./calibration";
import { writeMatching } from "./matching";
import { benchCache, CACHE_SECTION } from "./cache";
import { benchFirstLoad } from "./first-load";
import { benchSignIn } from "./sign-in";
import { benchFaults } from "./faults";
import { benchSpreadsheet } from "./spreadsheet";
import { benchHealthUnderLoad } from "./health-under-load";
import { benchLighthouse, LIGHTHOUSE_SECTION } from "./lighthouse";
import { benchPhoneLoad } from "./phone-load";
import { printFirstPaintBytes } from "./first-paint-bytes";
import { benchFeed } from "./feed";
import { benchAlerts } from "./alerts";

const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;

const PAGES: PageToMeasure[] = [
  { path: "/login" },
  { path: "/help", signedInAs: "user@nordvik.example" },
  { path: "/profile", signedInAs: "user@nordvik.example" },
  { path: "/", signedInAs: "user@nordvik.example", loads: 7 },
];

function pageLine(p: PageWeight): string {
  const what = p.path === "/" ? " (the dashboard; budget 350 KB gzip, LCP ≤ 1.0 s)" : "";
  const lcp =
    p.lcpRunsMs.length > 1
      ? `largest contentful paint ${p.lcpMs} ms (median of ${p.lcpRunsMs.length} cold loads: ${p.lcpRunsMs.join(", ")})`
      : `largest contentful paint ${p.lcpMs ?? "–"} ms`;
  const element = p.lcpElement ? ` on \`${p.lcpElement.replace(/\|/g, "\\|")}\`` : "";
  return `| JavaScript loaded by ${p.path}${what} (cold cache, ${p.scripts} files) | ${kb(p.jsGzipBytes)} gzip (${kb(p.jsTransferredBytes)} on the wire as brotli, ${kb(p.jsDecodedBytes)} decoded); network idle after ${p.loadMs} ms; ${lcp}${element} |`;
}

/** `npm run bench -- pages`: only the page loads, against a server already running at BENCH_BASE_URL. */
async function pagesOnly() {
  const baseUrl = process.env.BENCH_BASE_URL ?? "http://127.0.0.1:3000";
  const pages = await measurePageWeights(baseUrl, PAGES);
  console.log(pages.map(pageLine).join("\n"));
}

function builtJavaScript() {
  const dir = "dist/assets";
  const files = readdirSync(dir).filter((f) => f.endsWith(".js"));
  let raw = 0;
  let gzip = 0;
  for (const file of files) {
    const content = readFileSync(path.join(dir, file));
    raw += statSync(path.join(dir, file)).size;
    gzip += gzipSync(content, { level: 9 }).length;
  }
  return { files: files.length, rawBytes: raw, gzipBytes: gzip };
}

async function foundation() {
  const dataDir = mkdtempSync(path.join(tmpdir(), "fenix-bench-"));
  const port = 3900 + Math.floor(Math.random() * 90);
  // As on a clean clone: the first start builds the frontend and the server.
  rmSync("dist/.build-stamp", { force: true });
  rmSync("dist-server/.build-stamp", { force: true });
  try {
    const first = await startWithNpm({ DATA_DIR: dataDir }, port);
    const pages = await measurePageWeights(first.baseUrl, PAGES);
    await first.stop();
    const second = await startWithNpm({ DATA_DIR: dataDir }, port);
    await second.stop();
    const bundle = builtJavaScript();

    const report = {
      machine: describeMachine(),
      startup: { freshDataDirMs: first.readyMs, reusedDataDirMs: second.readyMs },
      bundle,
      pages,
    };
    mkdirSync("bench/results", { recursive: true });
    writeFileSync("bench/results/foundation.json", `${JSON.stringify(report, null, 2)}\n`);
    const lines = [
      "# Foundation benchmarks",
      "",
      `Machine: ${report.machine.cpu}, ${report.machine.memoryGiB} GiB, ${report.machine.os}, Node ${report.machine.node}; ${report.machine.date}`,
      "",
      "| Measure | Value |",
      "|---|---|",
      `| \`npm start\` → first served page, as on a clean clone (frontend and server builds, new data directory, migrations, demo seed) | ${first.readyMs} ms |`,
      `| \`npm start\` → first served page, second start (build and data reused) | ${second.readyMs} ms |`,
      `| Built JavaScript, all chunks (${bundle.files} files) | ${kb(bundle.rawBytes)} raw, ${kb(bundle.gzipBytes)} gzip |`,
      ...pages.map(pageLine),
      "",
      "Reproduce: `npm run bench`.",
      "",
    ];
    // The Lighthouse suite's section (npm run bench -- lighthouse) is kept until that suite runs again.
    const previous = existsSync("bench/results/foundation.md") ? readFileSync("bench/results/foundation.md", "utf8") : "";
    const lighthouseSection = previous.includes(LIGHTHOUSE_SECTION) ? `\n${previous.slice(previous.indexOf(LIGHTHOUSE_SECTION))}` : "";
    writeFileSync("bench/results/foundation.md", lines.join("\n") + lighthouseSection);
    console.log(lines.join("\n"));
  } finally {
    rmSync(dataDir, { recursive: true, force: true });
  }
}

function rankingLines(r: RankingBench): string[] {
  const ms = (m: { p50: number; p95: number; max: number; samples: number }) =>
    `p50 ${m.p50} ms, p95 ${m.p95} ms, max ${m.max} ms (${m.samples} samples)`;
  return [
    `| /rankings?period=1m, first request: computes and keeps the month's snapshot (${r.rows.toLocaleString("en")} ranked products, ${r.segments} segments) | – | ${(r.firstSnapshotMs / 1000).toFixed(2)} s |`,
    `| /rankings?period=1m&segments=… (one segment and month), one request at a time | p95 ≤ 50 ms | ${ms(r.oneSegment)} |`,
    `| /rankings?period=1m&cursor=… (a full 1000-row page) | p95 ≤ 150 ms | ${ms(r.fullPage)} |`,
    `| Every page of the month's ranking as the client walks it (${r.walk.pages} pages, ${r.walk.rows.toLocaleString("en")} rows) | ≤ 2 s | ${ms(r.walk.ms)} |`,
  ];
}

async function marketAndApi(suites: string[]) {
  const machine = describeMachine();
  const market = suites.includes("market") ? await benchMarket() : null;
  const api = suites.includes("api") ? await benchApi() : null;
  mkdirSync("bench/results", { recursive: true });
  writeFileSync(
    "bench/results/market.json",
    `${JSON.stringify({ machine, database: BENCH_DATABASE_URL.replace(/\/\/[^@]*@/, "//"), market, api }, null, 2)}\n`,
  );
  const lines = [
    "# Market engine and API benchmarks (PostgreSQL, bench scale)",
    "",
    `Machine: ${machine.cpu}, ${machine.memoryGiB} GiB, ${machine.os}, Node ${machine.node}; PostgreSQL on the same machine; ${machine.date}`,
    "",
    "| Measure | Goal | Value |",
    "|---|---|---|",
  ];
  if (market) {
    const f = market.facts!;
    lines.push(
      `| Bench market | 25,000 products, 450 stores, 365 days | ${f.products} products, ${f.stores} stores, ${f.pairs} listed pairs, ${f.daily_rows} store-days (${f.days}), ${f.million_litres} M litres; database ${f.size} |`,
      `| \`npm run seed -- --scale bench\` | time and size reported | ${market.seedMs === null ? "seeded earlier (see its report)" : `${(market.seedMs / 60000).toFixed(1)} min`} |`,
      `| Ingest one full snapshot of every store × product pair (${market.ingest.pairs.toLocaleString("en")} pairs, ${market.ingest.stores} stores, ${market.ingest.changes.toLocaleString("en")} changes) | ≤ 10 s | ${(market.ingest.totalMs / 1000).toFixed(1)} s = ${market.ingest.rowsPerSecond.toLocaleString("en")} rows/s (loading the pipeline's state: ${(market.ingest.loadStateMs / 1000).toFixed(1)} s; writing: ${Object.entries(
        market.ingest.stepMs,
      )
        .map(([k, v]) => `${k} ${(v / 1000).toFixed(1)} s`)
        .join(", ")}) |`,
    );
  }
  if (api) {
    const t = api.typeahead;
    lines.push(
      `| Product typeahead /search/products, 2–10 characters, 32 connections (autocannon, 15 s, ${t.requests.toLocaleString("en")} requests over ${api.uncachedQuery.queries} distinct queries, ${t.errors} errors; answers cached by the server for 5 min) | p50 ≤ 5 ms, p99 ≤ 20 ms | p50 ${t.p50} ms, p90 ${t.p90} ms, p99 ${t.p99} ms; ${t.rps} requests/s |`,
      `| The same queries uncached: \`searchProducts\` straight on PostgreSQL, one at a time (what a first-time query costs) | – | p50 ${api.uncachedQuery.p50} ms, p99 ${api.uncachedQuery.p99} ms |`,
      `| The same ${api.miniSearch.queries} queries on an in-process MiniSearch index (the floor: no HTTP, no database) | – | p50 ${api.miniSearch.p50} ms, p99 ${api.miniSearch.p99} ms |`,
      ...Object.entries(api.heavy).map(
        ([route, m]) =>
          `| ${route}, one request at a time (${m.samples} samples) | p95 ≤ 50 ms | p50 ${m.p50} ms, p95 ${m.p95} ms, max ${m.max} ms |`,
      ),
      ...rankingLines(api.rankings),
    );
  }
  lines.push("", "Reproduce: `npm run bench -- market api` (PostgreSQL at BENCH_DATABASE_URL).", "");
  // The cache suite's section (npm run bench -- cache) is kept until that suite runs again.
  const previous = existsSync("bench/results/market.md") ? readFileSync("bench/results/market.md", "utf8") : "";
  const cacheSection = previous.includes(CACHE_SECTION) ? `\n${previous.slice(previous.indexOf(CACHE_SECTION))}` : "";
  writeFileSync("bench/results/market.md", lines.join("\n") + cacheSection);
  console.log(lines.join("\n"));
}

const requested = process.argv.slice(2);
const suites = requested.length ? requested : ["foundation", "market", "api"];
if (suites.includes("foundation")) await foundation();
if (suites.includes("pages")) await pagesOnly();
if (suites.includes("calibration")) writeCalibration();
if (suites.includes("matching")) writeMatching();
if (suites.includes("market") || suites.includes("api")) await marketAndApi(suites);
if (suites.includes("cache")) await benchCache();
if (suites.includes("first-load")) await benchFirstLoad();
if (suites.includes("sign-in")) await benchSignIn();
if (suites.includes("lighthouse")) await benchLighthouse();
if (suites.includes("phone")) await benchPhoneLoad();
if (suites.includes("faults")) await benchFaults();
if (suites.includes("spreadsheet")) await benchSpreadsheet();
if (suites.includes("health-load")) await benchHealthUnderLoad();
if (suites.includes("feed")) await benchFeed();
if (suites.includes("alerts")) await benchAlerts();
if (suites.includes("first-paint-bytes")) printFirstPaintBytes(requested[requested.indexOf("first-paint-bytes") + 1]);
