// `npm run bench -- phone`: a signed-in page's cold load on a phone, throttled in the browser
// (DevTools: 150 ms round trips, 1.6 Mbit/s down, 750 kbit/s up, CPU 4× slower, 412 × 823), timed as
// it happens rather than simulated as Lighthouse's default does: when the first thing paints and when
// the page's own figures show. Against a running server (BENCH_BASE_URL, `npm start`);
// BENCH_COMPARE_URL adds another build's runs, alternating.
import { loadavg } from "node:os";
import { chromium, type Browser } from "@playwright/test";
import { demoTokens } from "./demo-tokens";
import { describeMachine } from "./machine";
import { writeResultsSection } from "./results-section";

export const PHONE_SECTION = "## A phone, throttled in the browser";
const FILE = "bench/results/foundation.md";
const RUNS = Number(process.env.BENCH_PHONE_RUNS ?? 5);
const SIGNED_IN_AS = "user@nordvik.example";

/** Each page and what shows that its own figures have arrived. */
const PAGES = [
  { path: "/", shown: '.fx-kpi[aria-busy="false"]', what: "the first KPI figure" },
  { path: "/products", shown: "td.ant-table-cell", what: "the first product row" },
];

interface Load {
  firstPaintMs: number;
  shownMs: number;
}

async function loadOnce(browser: Browser, baseUrl: string, page: (typeof PAGES)[number]): Promise<Load> {
  const tokens = await demoTokens(baseUrl, SIGNED_IN_AS);
  const context = await browser.newContext({ viewport: { width: 412, height: 823 }, locale: "sv-SE" });
  try {
    // The moment the figures are in the page, noted by the page itself (a poll from here would add its own delay).
    // As a string: tsx would wrap a function's inner functions in a helper the page does not have.
    await context.addInitScript(`new MutationObserver((_records, observer) => {
      if (!document.querySelector(${JSON.stringify(page.shown)})) return;
      window.figuresShownAt = performance.now();
      observer.disconnect();
    }).observe(document, { subtree: true, childList: true, attributes: true });`);
    const tab = await context.newPage();
    await tab.goto(`${baseUrl}/health`);
    await tab.evaluate((t) => {
      localStorage.setItem("fenix-access-token", t.accessToken);
      localStorage.setItem("fenix-refresh-token", t.refreshToken);
    }, tokens);
    const cdp = await context.newCDPSession(tab);
    await cdp.send("Network.enable");
    await cdp.send("Network.emulateNetworkConditions", {
      offline: false,
      latency: 150,
      downloadThroughput: (1.6 * 1024 * 1024) / 8,
      uploadThroughput: (750 * 1024) / 8,
    });
    await cdp.send("Emulation.setCPUThrottlingRate", { rate: 4 });
    await tab.goto(`${baseUrl}${page.path}`, { waitUntil: "commit" });
    await tab.locator(page.shown).first().waitFor({ timeout: 60_000 });
    return await tab.evaluate(() => ({
      firstPaintMs: Math.round(performance.getEntriesByName("first-contentful-paint")[0]?.startTime ?? NaN),
      shownMs: Math.round((window as unknown as { figuresShownAt?: number }).figuresShownAt ?? NaN),
    }));
  } finally {
    await context.close();
  }
}

/** Of the loads that recorded the moment (a load whose browser gave no paint entry does not count). */
function median(values: number[]): number {
  const known = values.filter(Number.isFinite).sort((a, b) => a - b);
  return known[Math.floor((known.length - 1) / 2)] ?? NaN;
}

const ms = (value: number) => (Number.isFinite(value) ? String(value) : "–");

function row(path: string, what: string, loads: Load[]): string {
  const paints = loads.map((l) => l.firstPaintMs);
  const shown = loads.map((l) => l.shownMs);
  return `| ${path} | ${ms(median(paints))} ms (${paints.map(ms).join(", ")}) | ${ms(median(shown))} ms (${shown.map(ms).join(", ")}) | ${what} |`;
}

export async function benchPhoneLoad() {
  const baseUrl = process.env.BENCH_BASE_URL ?? "http://127.0.0.1:3000";
  const compareUrl = process.env.BENCH_COMPARE_URL;
  const browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? "/usr/bin/chromium",
    args: ["--no-sandbox", "--disable-gpu", "--disable-background-networking", "--disable-component-update"],
  });
  const loadBefore = loadavg()[0]!;
  const rows: string[] = [];
  const compareRows: string[] = [];
  try {
    for (const page of PAGES) {
      const loads: Load[] = [];
      const compared: Load[] = [];
      for (let i = 0; i < RUNS; i++) {
        if (compareUrl) compared.push(await loadOnce(browser, compareUrl, page));
        loads.push(await loadOnce(browser, baseUrl, page));
      }
      rows.push(row(page.path, page.what, loads));
      console.log(rows.at(-1));
      if (compareUrl) {
        compareRows.push(row(page.path, page.what, compared));
        console.log(`compared: ${compareRows.at(-1)}`);
      }
    }
  } finally {
    await browser.close();
  }
  const machine = describeMachine();
  const header = ["| Page | First paint | Its figures shown | Figures |", "|---|---|---|---|"];
  const lines = [
    PHONE_SECTION,
    "",
    `Machine: ${machine.cpu}, Node ${machine.node}, load average ${loadBefore.toFixed(1)} before and ${loadavg()[0]!.toFixed(1)} after; ${machine.date}.`,
    `Debian's Chromium through Playwright, throttled by DevTools (150 ms round trips, 1.6 Mbit/s down, 750 kbit/s up, CPU 4× slower), a 412 × 823 phone in Swedish,`,
    `signed in as ${SIGNED_IN_AS} (tokens in the app's storage), a new context (empty cache) per load; the server at ${baseUrl}.`,
    `Median of ${RUNS} loads (each load in brackets), from the navigation's start.`,
    "",
    ...header,
    ...rows,
    ...(compareUrl
      ? [
          "",
          `Compared with the build at ${compareUrl} (${process.env.BENCH_COMPARE_LABEL ?? "another build"}), its loads alternating with the ones above:`,
          "",
          ...header,
          ...compareRows,
        ]
      : []),
    "",
    "Reproduce: start the app (`npm start`), then `BENCH_BASE_URL=http://127.0.0.1:3000 npm run bench -- phone`.",
    "",
  ];
  writeResultsSection(FILE, PHONE_SECTION, lines, "# Foundation benchmarks\n");
  console.log(lines.join("\n"));
}
