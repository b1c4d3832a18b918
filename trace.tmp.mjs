import { chromium } from "playwright";
import fs from "node:fs";
const url = process.argv[2] ?? "/products";
const b = await chromium.launch({ executablePath: "/usr/bin/chromium", args: ["--no-sandbox", "--disable-gpu"] });
const ctx = await b.newContext({ viewport: { width: 412, height: 823 } });
const p = await ctx.newPage();
await p.goto("http://127.0.0.1:3000/login");
await p.fill("input[type=email]", "user@nordvik.example");
await p.fill("input[type=password]", "fenix-demo-2026");
await p.keyboard.press("Enter");
await p.waitForURL((u) => !u.pathname.startsWith("/login"));
await p.waitForTimeout(2000);
await p.goto("about:blank");
const s = await ctx.newCDPSession(p);
await s.send("Emulation.setCPUThrottlingRate", { rate: 4 });
await s.send("Network.enable");
await s.send("Network.setCacheDisabled", { cacheDisabled: true });
await s.send("Profiler.enable");
await s.send("Profiler.setSamplingInterval", { interval: 200 });
await p.addInitScript(`window.__lt=[];new PerformanceObserver(l=>{for(const e of l.getEntries())window.__lt.push([Math.round(e.startTime),Math.round(e.duration)])}).observe({type:"longtask",buffered:true});`);
await s.send("Profiler.start");
const t0 = Date.now();
await p.goto("http://127.0.0.1:3000" + url);
await p.waitForTimeout(6000);
const { profile } = await s.send("Profiler.stop");
const lt = await p.evaluate(() => window.__lt);
const nav = await p.evaluate(() => performance.timeOrigin);
console.log("long tasks", JSON.stringify(lt));
// attribute samples per long task by function
const nodes = new Map(profile.nodes.map((n) => [n.id, n]));
let t = profile.startTime; // microseconds, monotonic
const samples = profile.samples.map((id, i) => { t += profile.timeDeltas[i]; return [t, id]; });
// convert: profile time is in monotonic µs; performance.now is relative to timeOrigin; use first long task alignment approx via Profiler clock == performance clock base (both monotonic)
const perfNowAtStop = await p.evaluate(() => performance.now());
const shift = (samples.at(-1)[0] / 1000) - perfNowAtStop; // approx
for (const [start, dur] of lt) {
  if (dur < 50) continue;
  const by = new Map();
  for (const [ts, id] of samples) {
    const ms = ts / 1000 - shift;
    if (ms < start || ms > start + dur) continue;
    const n = nodes.get(id); const cf = n.callFrame;
    const key = cf.functionName ? `${cf.functionName} ${cf.url.split("/").pop()}:${cf.lineNumber}:${cf.columnNumber}` : `(${cf.url.split("/").pop() || n.callFrame.functionName || "?"})`;
    by.set(key, (by.get(key) || 0) + 0.2);
  }
  console.log(`\n== task @${start} ${dur}ms`);
  [...by].sort((a, b) => b[1] - a[1]).slice(0, 12).forEach(([k, v]) => console.log(v.toFixed(1).padStart(7), k));
}
fs.writeFileSync("/tmp/exp/profile.json", JSON.stringify(profile));
await b.close();
