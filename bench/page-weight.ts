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
}

/** Loads each page in a fresh browser context (cold cache) and sums the JavaScript it fetched. */
export async function measurePageWeights(baseUrl: string, paths: string[]): Promise<PageWeight[]> {
  const browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? "/usr/bin/chromium",
    args: ["--no-sandbox", "--disable-gpu", "--disable-background-networking", "--disable-component-update"],
  });
  const results: PageWeight[] = [];
  try {
    for (const path of paths) {
      const context = await browser.newContext({ locale: "sv-SE" });
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
      const started = performance.now();
      await page.goto(baseUrl + path, { waitUntil: "networkidle" });
      const loadMs = Math.round(performance.now() - started);
      const sizes = await Promise.all(scripts);
      results.push({
        path,
        scripts: sizes.length,
        jsTransferredBytes: sizes.reduce((sum, s) => sum + s.transferred, 0),
        jsDecodedBytes: sizes.reduce((sum, s) => sum + s.decoded, 0),
        jsGzipBytes: sizes.reduce((sum, s) => sum + s.gzip, 0),
        loadMs,
      });
      await context.close();
    }
  } finally {
    await browser.close();
  }
  return results;
}
