import { chromium } from "playwright";
import { readFileSync, existsSync } from "node:fs";
import { SourceMapConsumer } from "source-map-js";
const base = process.env.BASE ?? "http://127.0.0.1:3000";
const distDir = process.env.DIST ?? "dist";
const path = process.env.PAGE ?? "/products";
const runs = Number(process.env.RUNS ?? 3);
const browser = await chromium.launch({ executablePath: "/usr/bin/chromium", args: ["--no-sandbox", "--disable-gpu"] });
const byModule = new Map(); const byFn = new Map(); let total = 0;
const maps = new Map();
function mapFor(url) {
  if (!maps.has(url)) {
    const file = `${distDir}${new URL(url).pathname}.map`;
    maps.set(url, existsSync(file) ? new SourceMapConsumer(JSON.parse(readFileSync(file, "utf8"))) : null);
  }
  return maps.get(url);
}
for (let i = 0; i < runs; i++) {
  const res = await fetch(`${base}/api/v1/auth/login`, { method: "POST", headers: { "content-type": "application/json" }, body: JSON.stringify({ email: "user@nordvik.example", password: "fenix-demo-2026" }) });
  const { tokens } = await res.json();
  const context = await browser.newContext({ viewport: { width: 412, height: 823 } });
  const page = await context.newPage();
  await page.goto(`${base}/health`);
  await page.evaluate((t) => { localStorage.setItem("fenix-access-token", t.accessToken); localStorage.setItem("fenix-refresh-token", t.refreshToken); }, tokens);
  await page.goto("about:blank");
  const cdp = await context.newCDPSession(page);
  await cdp.send("Profiler.enable");
  await cdp.send("Profiler.setSamplingInterval", { interval: 100 });
  await cdp.send("Profiler.start");
  await page.goto(`${base}${path}`);
  await page.locator(process.env.READY ?? "td.ant-table-cell").first().waitFor();
  await page.waitForTimeout(1500);
  const { profile } = await cdp.send("Profiler.stop");
  const nodes = new Map(profile.nodes.map((n) => [n.id, n]));
  const dt = profile.timeDeltas; 
  profile.samples.forEach((id, k) => {
    const n = nodes.get(id); const d = (dt[k + 1] ?? 0) / 1000; const cf = n.callFrame;
    if (cf.functionName === "(idle)" || cf.functionName === "(program)") return;
    total += d;
    let key = cf.url ? cf.url.replace(base, "") : cf.functionName;
    let fn = `${cf.functionName || "(anon)"} ${key}`;
    const m = cf.url && mapFor(cf.url);
    if (m) { const o = m.originalPositionFor({ line: cf.lineNumber + 1, column: cf.columnNumber }); if (o.source) { key = o.source.replace(/^.*node_modules\//, "nm/").replace(/^(\.\.\/)+/, ""); fn = `${o.name ?? cf.functionName} ${key}:${o.line}`; } }
    byModule.set(key, (byModule.get(key) ?? 0) + d); byFn.set(fn, (byFn.get(fn) ?? 0) + d);
  });
  await context.close();
}
const top = (m, n) => [...m].sort((a, b) => b[1] - a[1]).slice(0, n).map(([k, v]) => `${(v / runs).toFixed(1).padStart(7)} ms  ${k}`).join("\n");
console.log(`total busy per load ${(total / runs).toFixed(0)} ms`);
console.log(top(byModule, 40)); console.log("--- functions"); console.log(top(byFn, 25));
await browser.close();
