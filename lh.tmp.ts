import { writeFileSync } from "node:fs";
import * as chromeLauncher from "chrome-launcher";
import lighthouse from "lighthouse";
import desktopConfig from "lighthouse/core/config/desktop-config.js";
import puppeteer from "puppeteer-core";
import { demoTokens } from "./bench/demo-tokens";
const [base, path, mode] = [process.argv[2]!, process.argv[3]!, process.argv[4] ?? "desktop"];
const chrome = await chromeLauncher.launch({ chromePath: "/usr/bin/chromium", chromeFlags: ["--headless", "--no-sandbox", "--disable-gpu", "--disable-background-networking", "--disable-component-update"] });
const browser = await puppeteer.connect({ browserURL: `http://127.0.0.1:${chrome.port}`, defaultViewport: null });
const page = await browser.newPage();
const signedIn = path !== "/login";
if (signedIn) {
  const t = await demoTokens(base, "user@nordvik.example");
  await page.goto(`${base}/health`);
  await page.evaluate((t) => { localStorage.setItem("fenix-access-token", t.accessToken); localStorage.setItem("fenix-refresh-token", t.refreshToken); }, t);
  await page.goto("about:blank");
}
const r = await lighthouse(`${base}${path}`, { port: chrome.port, output: "json", logLevel: "error", onlyCategories: ["performance"], disableStorageReset: signedIn }, mode === "desktop" ? desktopConfig : undefined, page);
await browser.disconnect(); chrome.kill();
const lhr = r!.lhr; writeFileSync("/tmp/lhr.json", JSON.stringify(lhr));
const a = lhr.audits;
console.log("score", lhr.categories.performance!.score, "FCP", a["first-contentful-paint"]!.numericValue, "LCP", a["largest-contentful-paint"]!.numericValue, "SI", a["speed-index"]!.numericValue, "TBT", a["total-blocking-time"]!.numericValue, "CLS", a["cumulative-layout-shift"]!.numericValue);
const phases = (a["largest-contentful-paint-element"]!.details as any).items?.[1]?.items; console.log("LCP phases", JSON.stringify(phases));
const reqs = (a["network-requests"]!.details as any).items as any[];
console.log("requests", reqs.length);
for (const q of reqs.slice(0, 200)) console.log(Math.round(q.networkRequestTime), Math.round(q.networkEndTime), q.resourceType, q.url.replace(base, "").slice(0, 70), q.transferSize);
