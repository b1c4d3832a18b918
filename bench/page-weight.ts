import { gzipSync } from "node:zlib";
import { chromium } from "@playwright/test";
import { demoTokens } from "./demo-tokens";

export interface PageWeight {
  path: string;
  scripts: number;
  /** Bytes on the wire (brotli/gzip as the server sent them). */
  jsTransferredBytes: number;
  jsDecodedBytes: number;
  /** The same scripts gzip-compressed (level 9), the figure budgets are stated in. */
  jsGzipBytes: number;
  /** Median over the loads of the time to network idle. */
  loadMs: number;
  /** Largest contentful paint (PerformanceObserver in the page), ms from navigation start: median of the loads. */
  lcpMs: number | null;
  /** Every load's LCP, ascending. */
  lcpRunsMs: number[];
  /** What the largest contentful paint was, on the median load. */
  lcpElement: string | null;
}

export interface PageToMeasure {
  path: string;
  /** Sign in as this demo user first (tokens placed in storage before the page loads). */
  signedInAs?: string;
  /** Cold loads to take the median of (1 when not given). */
  loads?: number;
}

interface Load {
  scripts: { transferred: number; decoded: number; gzip: number }[];
  loadMs: number;
  lcpMs: number | null;
  lcpElement: string | null;
}

const median = (values: number[]) => values[Math.floor((values.length - 1) / 2)] ?? 0;

type Browser = Awaited<ReturnType<typeof chromium.launch>>;

/** One load of a page in a fresh browser context (cold cache). */
async function loadOnce(browser: Browser, baseUrl: string, path: string, signedInAs: string | undefined): Promise<Load> {
  const tokens = signedInAs ? await demoTokens(baseUrl, signedInAs) : null;
  const context = await browser.newContext({
    locale: "sv-SE",
    viewport: { width: 1280, height: 800 },
    storageState: {
      cookies: [],
      origins: tokens
        ? [
            {
              origin: baseUrl,
              localStorage: [
                { name: "fenix-access-token", value: tokens.accessToken },
                { name: "fenix-refresh-token", value: tokens.refreshToken },
              ],
            },
          ]
        : [],
    },
  });
  try {
    const page = await context.newPage();
    const scripts: Promise<{ transferred: number; decoded: number; gzip: number }>[] = [];
    page.on("requestfinished", (request) => {
      if (request.resourceType() !== "script") return;
      scripts.push(
        request.sizes().then(async (sizes) => {
          const body = (await (await request.response())?.body()) ?? Buffer.alloc(0);
          return { transferred: sizes.responseBodySize, decoded: body.length, gzip: gzipSync(body, { level: 9 }).length };
        }),
      );
    });
    await page.addInitScript(() => {
      const w = window as unknown as { __lcp?: number; __lcpElement?: string };
      new PerformanceObserver((list) => {
        for (const entry of list.getEntries() as (PerformanceEntry & { element?: Element | null })[]) {
          w.__lcp = entry.startTime;
          w.__lcpElement = entry.element ? entry.element.outerHTML.slice(0, 80) : undefined;
        }
      }).observe({ type: "largest-contentful-paint", buffered: true });
    });
    const started = performance.now();
    await page.goto(baseUrl + path, { waitUntil: "networkidle" });
    const loadMs = Math.round(performance.now() - started);
    // LCP is final once the page has had input or is hidden; reading it after network idle gives the last candidate.
    const [lcp, element] = await page.evaluate(() => {
      const w = window as unknown as { __lcp?: number; __lcpElement?: string };
      return [w.__lcp ?? null, w.__lcpElement ?? null] as const;
    });
    return { scripts: await Promise.all(scripts), loadMs, lcpMs: lcp === null ? null : Math.round(lcp), lcpElement: element };
  } finally {
    await context.close();
  }
}

/** Loads each page in a fresh browser context (cold cache) and sums the JavaScript it fetched. */
export async function measurePageWeights(baseUrl: string, pages: PageToMeasure[]): Promise<PageWeight[]> {
  const browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? "/usr/bin/chromium",
    args: ["--no-sandbox", "--disable-gpu", "--disable-background-networking", "--disable-component-update"],
  });
  const results: PageWeight[] = [];
  try {
    for (const { path, signedInAs, loads = 1 } of pages) {
      const runs: Load[] = [];
      for (let run = 0; run < loads; run++) runs.push(await loadOnce(browser, baseUrl, path, signedInAs));
      runs.sort((a, b) => (a.lcpMs ?? 0) - (b.lcpMs ?? 0));
      const middle = runs[Math.floor((runs.length - 1) / 2)]!;
      const sizes = middle.scripts;
      results.push({
        path,
        scripts: sizes.length,
        jsTransferredBytes: sizes.reduce((sum, s) => sum + s.transferred, 0),
        jsDecodedBytes: sizes.reduce((sum, s) => sum + s.decoded, 0),
        jsGzipBytes: sizes.reduce((sum, s) => sum + s.gzip, 0),
        loadMs: median(runs.map((r) => r.loadMs).sort((a, b) => a - b)),
        lcpMs: middle.lcpMs,
        lcpRunsMs: runs.flatMap((r) => (r.lcpMs === null ? [] : [r.lcpMs])),
        lcpElement: middle.lcpElement,
      });
    }
  } finally {
    await browser.close();
  }
  return results;
}
