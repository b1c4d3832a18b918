// `npm run bench -- lighthouse`: Lighthouse's performance category on /login, / and /products,
// mobile (Lighthouse's default configuration: a mid-range phone, simulated slow 4G and 4× CPU
// slowdown) and desktop (its desktop configuration), against a server already running at
// BENCH_BASE_URL (e.g. `npm start`). Each figure is the median of BENCH_LIGHTHOUSE_RUNS (3) runs,
// each in a new Chromium with an empty profile. Writes its section of bench/results/foundation.md.
import { writeResultsSection } from "./results-section";
import { mkdirSync, readFileSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { loadavg } from "node:os";
import * as chromeLauncher from "chrome-launcher";
import lighthouse, { type Config, type Flags } from "lighthouse";
import desktopConfig from "lighthouse/core/config/desktop-config.js";
import puppeteer from "puppeteer-core";
import { describeMachine } from "./machine";
import { demoTokens } from "./demo-tokens";

export const LIGHTHOUSE_SECTION = "## Lighthouse (performance)";
const FILE = "bench/results/foundation.md";
const RUNS = Number(process.env.BENCH_LIGHTHOUSE_RUNS ?? 3);
const CHROME_FLAGS = ["--headless", "--no-sandbox", "--disable-gpu", "--disable-background-networking", "--disable-component-update"];
const SIGNED_IN_AS = "user@nordvik.example";

const PAGES = [
  { path: "/login", signedIn: false },
  { path: "/", signedIn: true },
  { path: "/products", signedIn: true },
] as const;
const MODES = [
  { name: "mobile", config: undefined },
  { name: "desktop", config: desktopConfig as Config },
] as const;

interface Run {
  score: number;
  fcpMs: number;
  lcpMs: number;
  tbtMs: number;
  cls: number;
  /** Scripts as transferred (brotli), from Lighthouse's resource summary. */
  jsBytes: number;
  lcpElement: string | null;
}

async function runOnce(baseUrl: string, path: string, signedIn: boolean, config: Config | undefined): Promise<Run> {
  // A trace Lighthouse could not read (NO_NAVSTART, NO_FCP) is its own failure, not the page's: run again once.
  try {
    return await runInNewBrowser(baseUrl, path, signedIn, config);
  } catch (error) {
    console.warn(`${path}: ${error instanceof Error ? error.message : String(error)}; running again`);
    return runInNewBrowser(baseUrl, path, signedIn, config);
  }
}

async function runInNewBrowser(baseUrl: string, path: string, signedIn: boolean, config: Config | undefined): Promise<Run> {
  const chrome = await chromeLauncher.launch({ chromePath: process.env.CHROMIUM_PATH ?? "/usr/bin/chromium", chromeFlags: CHROME_FLAGS });
  try {
    const browser = await puppeteer.connect({ browserURL: `http://127.0.0.1:${chrome.port}`, defaultViewport: null });
    const page = await browser.newPage();
    if (signedIn) {
      // Signed in the way the browser tests do: the tokens in the app's storage, put there from a
      // document of the app's origin that runs no app code (so nothing of the app is cached).
      const tokens = await demoTokens(baseUrl, SIGNED_IN_AS);
      await page.goto(`${baseUrl}/health`);
      await page.evaluate((t) => {
        localStorage.setItem("fenix-access-token", t.accessToken);
        localStorage.setItem("fenix-refresh-token", t.refreshToken);
      }, tokens);
      await page.goto("about:blank");
    }
    const flags: Flags = {
      port: chrome.port,
      output: "json",
      logLevel: "error",
      onlyCategories: ["performance"],
      // Lighthouse clears the origin's storage before loading; a signed-in page keeps its tokens.
      // The profile is new for every run, so the HTTP cache is empty either way.
      disableStorageReset: signedIn,
    };
    const result = await lighthouse(`${baseUrl}${path}`, flags, config, page);
    await browser.disconnect();
    if (!result) throw new Error(`Lighthouse gave no result for ${path}`);
    const { audits, categories } = result.lhr;
    if (result.lhr.runtimeError) throw new Error(`${path}: ${result.lhr.runtimeError.message}`);
    // BENCH_LIGHTHOUSE_REPORTS=<dir> keeps each run's whole report, to look into where the time went.
    const reports = process.env.BENCH_LIGHTHOUSE_REPORTS;
    if (reports) {
      mkdirSync(reports, { recursive: true });
      const name = `${new URL(baseUrl).port}${path.replace(/\W+/g, "_")}-${config ? "desktop" : "mobile"}-${Date.now()}.json`;
      writeFileSync(join(reports, name), JSON.stringify(result.lhr));
    }
    const numeric = (id: string) => audits[id]?.numericValue ?? NaN;
    const summary = (audits["resource-summary"]?.details as { items?: { resourceType: string; transferSize: number }[] } | undefined)
      ?.items;
    const lcpItems = (audits["largest-contentful-paint-element"]?.details as { items?: { items?: { node?: { snippet?: string } }[] }[] })
      ?.items;
    return {
      score: Math.round((categories.performance?.score ?? 0) * 100),
      fcpMs: Math.round(numeric("first-contentful-paint")),
      lcpMs: Math.round(numeric("largest-contentful-paint")),
      tbtMs: Math.round(numeric("total-blocking-time")),
      cls: numeric("cumulative-layout-shift"),
      jsBytes: summary?.find((item) => item.resourceType === "script")?.transferSize ?? 0,
      lcpElement: lcpItems?.[0]?.items?.[0]?.node?.snippet ?? null,
    };
  } finally {
    chrome.kill();
  }
}

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor((values.length - 1) / 2)] ?? 0;

function row(path: string, signedIn: boolean, mode: string, runs: Run[]): string {
  const m = (pick: (run: Run) => number) => median(runs.map(pick));
  const lcp = m((r) => r.lcpMs);
  const element = runs.find((r) => r.lcpMs === lcp)?.lcpElement ?? runs[0]?.lcpElement ?? null;
  const cells = [
    `${path}${signedIn ? " (signed in)" : ""}`,
    mode,
    `${m((r) => r.score)} (${runs.map((r) => r.score).join(", ")})`,
    `${m((r) => r.fcpMs)} ms`,
    `${lcp} ms`,
    `${m((r) => r.tbtMs)} ms`,
    m((r) => r.cls).toFixed(3),
    `${(m((r) => r.jsBytes) / 1024).toFixed(0)} KB`,
    element ? `\`${element.slice(0, 70).replace(/\|/g, "\\|").replace(/`/g, "'")}\`` : "–",
  ];
  return `| ${cells.join(" | ")} |`;
}

export async function benchLighthouse() {
  const baseUrl = process.env.BENCH_BASE_URL ?? "http://127.0.0.1:3000";
  // Another build to compare with (e.g. the previous commit's, served on another port with a copy
  // of the data): its runs alternate with this one's, so both see the same load on the machine.
  const compareUrl = process.env.BENCH_COMPARE_URL;
  const only = process.env.BENCH_ONLY ? new RegExp(process.env.BENCH_ONLY) : null;
  const rows: string[] = [];
  const compareRows: string[] = [];
  const loadBefore = loadavg()[0]!;
  for (const { path, signedIn } of PAGES) {
    for (const mode of MODES) {
      if (only && !only.test(`${path} ${mode.name}`)) continue;
      const runs: Run[] = [];
      const compared: Run[] = [];
      for (let i = 0; i < RUNS; i++) {
        if (compareUrl) compared.push(await runOnce(compareUrl, path, signedIn, mode.config));
        runs.push(await runOnce(baseUrl, path, signedIn, mode.config));
      }
      rows.push(row(path, signedIn, mode.name, runs));
      console.log(rows.at(-1));
      if (compareUrl) {
        compareRows.push(row(path, signedIn, mode.name, compared));
        console.log(`compared: ${compareRows.at(-1)}`);
      }
    }
  }
  if (only) return;
  const machine = describeMachine();
  const header = [
    "| Page | Form factor | Performance | FCP | LCP | TBT | CLS | JS | LCP element |",
    "|---|---|---|---|---|---|---|---|---|",
  ];
  const lines = [
    LIGHTHOUSE_SECTION,
    "",
    `Machine: ${machine.cpu}, Node ${machine.node}, load average ${loadBefore.toFixed(1)} before and ${loadavg()[0]!.toFixed(1)} after; ${machine.date}.`,
    `Lighthouse ${lighthouseVersion()} (Node API) in Debian's Chromium (${CHROME_FLAGS.join(" ")}), a new profile per run; the server at ${baseUrl}.`,
    "Mobile is Lighthouse's default configuration (simulated slow 4G, 4× CPU slowdown, a 412 × 823 phone); desktop its desktop configuration.",
    `/ and /products are signed in as ${SIGNED_IN_AS} (tokens put into the app's storage first). Each figure is the median of ${RUNS} runs (the score's runs in brackets);`,
    "JS is the scripts' transfer size (brotli) that Lighthouse counted. Goal: performance ≥ 90 on mobile and ≥ 98 on desktop, LCP ≤ 2.5 s on mobile, TBT ≤ 200 ms.",
    "",
    ...header,
    ...rows,
    ...(compareUrl
      ? [
          "",
          `Compared with the build at ${compareUrl} (${process.env.BENCH_COMPARE_LABEL ?? "another build"}), its runs alternating with the ones above:`,
          "",
          ...header,
          ...compareRows,
        ]
      : []),
    "",
    "Reproduce: start the app (`npm start`), then `BENCH_BASE_URL=http://127.0.0.1:3000 npm run bench -- lighthouse`",
    "(`BENCH_COMPARE_URL` and `BENCH_COMPARE_LABEL` add another build's runs, alternating).",
    "",
  ];
  writeResultsSection(FILE, LIGHTHOUSE_SECTION, lines, "# Foundation benchmarks\n");
  console.log(lines.join("\n"));
}

function lighthouseVersion(): string {
  return (JSON.parse(readFileSync("node_modules/lighthouse/package.json", "utf8")) as { version: string }).version;
}
