import { gzipSync } from "node:zlib";
import { chromium } from "@playwright/test";

export interface PageWeight {
  path: string;
  scripts: number;
  /** Bytes on the wire (brotli/gzip as the server sent them). */
  jsTransferredBytes: number;
  jsDecodedBytes: number;
  /** The same scripts gzip-compressed (level 9), the figure budgets are stated in. */
  jsGzipBytes: number;
  loadMs: number;
  /** Largest contentful paint (PerformanceObserver in the page), ms from navigation start. */
  lcpMs: number | null;
}

export interface PageToMeasure {
  path: string;
  /** Sign in as this demo user first (tokens placed in storage before the page loads). */
  signedInAs?: string;
}

async function tokensFor(baseUrl: string, email: string) {
  const res = await fetch(`${baseUrl}/api/v1/auth/login`, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify({ email, password: "fenix-demo-2026" }),
  });
  if (!res.ok) throw new Error(`Sign-in for the benchmark failed: ${res.status}`);
  return ((await res.json()) as { tokens: { accessToken: string; refreshToken: string } }).tokens;
}

/** Loads each page in a fresh browser context (cold cache) and sums the JavaScript it fetched. */
export async function measurePageWeights(baseUrl: string, pages: PageToMeasure[]): Promise<PageWeight[]> {
  const browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? "/usr/bin/chromium",
    args: ["--no-sandbox", "--disable-gpu", "--disable-background-networking", "--disable-component-update"],
  });
  const results: PageWeight[] = [];
  try {
    for (const { path, signedInAs } of pages) {
      const tokens = signedInAs ? await tokensFor(baseUrl, signedInAs) : null;
      const context = await browser.newContext({
        locale: "sv-SE",
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
        const w = window as unknown as { __lcp?: number };
        new PerformanceObserver((list) => {
          for (const entry of list.getEntries()) w.__lcp = entry.startTime;
        }).observe({ type: "largest-contentful-paint", buffered: true });
      });
      const started = performance.now();
      await page.goto(baseUrl + path, { waitUntil: "networkidle" });
      const loadMs = Math.round(performance.now() - started);
      // LCP is final once the page has had input or is hidden; reading it after network idle gives the last candidate.
      const lcp = await page.evaluate(() => (window as unknown as { __lcp?: number }).__lcp ?? null);
      const sizes = await Promise.all(scripts);
      results.push({
        path,
        scripts: sizes.length,
        jsTransferredBytes: sizes.reduce((sum, s) => sum + s.transferred, 0),
        jsDecodedBytes: sizes.reduce((sum, s) => sum + s.decoded, 0),
        jsGzipBytes: sizes.reduce((sum, s) => sum + s.gzip, 0),
        loadMs,
        lcpMs: lcp === null ? null : Math.round(lcp),
      });
      await context.close();
    }
  } finally {
    await browser.close();
  }
  return results;
}
