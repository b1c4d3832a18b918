// `npm run bench -- first-load`: every API call the pages make on a first load (the lists of
// tests/e2e/page-calls.spec.ts and page-api-calls.spec.ts), timed one at a time on PGlite at demo
// scale (what `npm start` seeds), with the response cache off so that the database is measured.
import { existsSync, mkdirSync, readFileSync, writeFileSync } from "node:fs";
import { loadavg } from "node:os";
import path from "node:path";
import { buildApp } from "../server/app";
import { loadConfig } from "../server/config";
import { prepareContext } from "../server/core/context";
import { DEMO_PASSWORD, seedDemoDataOnce } from "../server/data/seed";
import { openDatabase } from "../server/db/client";
import { runMigrations } from "../server/db/migrate";
import { describeMachine } from "./machine";

const RUNS = Number(process.env.BENCH_RUNS ?? 20);
/** Kept between runs (the seed takes a minute); delete it to measure a new seed. */
const DATA_DIR = path.resolve(process.env.BENCH_FIRST_LOAD_DATA_DIR ?? ".fenix-data-bench");
const MARKET_FILES_DIR = process.env.MARKET_FILES_DIR ?? process.env.SHARED_DATA_DIR;
const GOAL_MS = 250;

const percentile = (values: number[], p: number) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? 0;
};

type Inject = (url: string, as?: "user" | "admin") => Promise<unknown>;

/** The pages and their calls, with the ids a first load would use. */
async function pageCalls(get: Inject) {
  const [company] = (await get("/companies?limit=100")) as { id: string }[];
  const c = company!.id;
  const top = ((await get(`/companies/${c}/products?period=30d&limit=4`)) as { items: { product: { id: number } }[] }).items.map(
    (i) => i.product.id,
  );
  const [a, b, cc, d] = top as [number, number, number, number];
  const segment = async (id: number) =>
    encodeURIComponent(((await get(`/products/${id}/sales?period=30d`)) as { segment: { id: string } }).segment.id);
  const [segA, segB] = [await segment(a), await segment(b)];
  const county = encodeURIComponent("Uppsala län");
  const [store] = ((await get(`/stores?county=${county}&limit=1`)) as { items: { storeId: string }[] }).items;
  const s = store!.storeId;
  const rankingPages = [`/rankings?companyId=${c}&limit=1000&period=1m`];
  for (;;) {
    const answer = (await get(rankingPages.at(-1)!)) as { pagination: { nextCursor: string | null } };
    if (!answer.pagination.nextCursor) break;
    rankingPages.push(`/rankings?companyId=${c}&limit=1000&period=1m&cursor=${answer.pagination.nextCursor}`);
  }
  const { weeks } = (await get("/weekly-rankings/lists")) as { weeks: string[] };

  const pages: Record<string, string[]> = {
    "every page (the shell)": ["/auth/me", "/companies?limit=100", "/organizations/me"],
    "/ (dashboard)": [
      `/companies/${c}/sales?period=30d`,
      `/companies/${c}/products?period=30d&limit=10`,
      `/sales/top-stores?companyId=${c}&period=30d&limit=10`,
      `/companies/${c}/stock-outs?limit=10`,
    ],
    "/ (dashboard), other periods": ["7d", "90d", "12m"].flatMap((p) => [
      `/companies/${c}/sales?period=${p}`,
      `/companies/${c}/products?period=${p}&limit=10`,
      `/sales/top-stores?companyId=${c}&period=${p}&limit=10`,
    ]),
    "/?product=…": [
      `/products/${a}`,
      `/products/${a}/sales?period=30d`,
      `/segments/${segA}/trends?period=30d`,
      `/products/${a}/sales-by-store?period=30d`,
      `/products/${a}/stock-outs?limit=10`,
      `/products/${a}/data-availability`,
    ],
    "/analysis?product=…": [
      `/products/${b}`,
      `/products/${b}/stock-summary`,
      `/products/${b}/current-stock`,
      `/products/${b}/price-history`,
      `/products/${b}/data-availability`,
      `/products/${b}/sales?period=30d`,
      `/products/${b}/sales-by-store?period=30d`,
      `/segments/${segB}/products?limit=25&period=30d`,
      `/stock-diff/daily?period=30d&productId=${b}`,
      `/stock-diff/hourly?period=2d&productId=${b}`,
      `/stock-diff/metrics?period=30d&productId=${b}`,
      `/rankings/products/${b}/market-position?months=12`,
      `/products/${b}/competitive`,
    ],
    "/comparison": [`/products/${cc}`, `/products/${d}`, `/products/${cc}/sales?period=30d`, `/products/${cc}/current-stock`],
    "/stores": ["/stores?limit=25", "/stores/filters", "/stores/cities", `/stores?county=${county}&search=a&cursor=25&limit=25`],
    "/stores/{id}": [
      `/stores/${s}`,
      `/stores/${s}/performance?period=30d`,
      `/stores/${s}/top-products?limit=10&period=30d`,
      `/stores/${s}/categories?limit=15&period=30d`,
      `/stores/${s}/inventory?companyId=${c}&limit=20`,
      `/stores/${s}/inventory?limit=20`,
      `/stores/${s}/assortment-optimization?limit=10&period=30d`,
    ],
    "/monthly-ranking": [...rankingPages, `/rankings/analysis?companyId=${c}&period=1m`],
    "/weekly-ranking": [
      "/weekly-rankings/lists",
      `/weekly-rankings/statistics?week=${weeks[0]}`,
      `/weekly-rankings?limit=500&week=${weeks[0]}`,
    ],
    "/artdisk": ["/artdisk/filters", `/artdisk/statistics?companyId=${c}`, `/artdisk?companyId=${c}&limit=20`],
    "/profile": ["/users/me/2fa", "/users/me/activity", "/users/me/api-keys", "/users/me/api-keys/stats?days=30"],
    "/company (as its admin)": ["admin:/organizations/me/members"],
    "/company?tab=subscription (as its admin)": [
      "admin:/subscription/current",
      "admin:/subscription/plans",
      "admin:/subscription/modules",
      "admin:/subscription/modules/available",
      "admin:/subscription/credits/balance",
      "admin:/subscription/credits/packages",
      "admin:/subscription/credits/transactions?limit=50",
      "admin:/subscription/invoices",
      "admin:/uploads?purpose=module-data&limit=5",
    ],
  };
  return pages;
}

interface Timing {
  page: string;
  call: string;
  firstMs: number;
  p50: number;
  p95: number;
}

export const FIRST_LOAD_FILE = "bench/results/first-load.md";
/** Written by bench/sign-in.ts into the same file. */
export const SIGN_IN_SECTION = "## Sign-in → dashboard painted";

export async function benchFirstLoad() {
  mkdirSync(DATA_DIR, { recursive: true });
  const db = await openDatabase({ dataDir: DATA_DIR });
  await runMigrations(db);
  await seedDemoDataOnce(db, {
    market: "demo",
    ...(MARKET_FILES_DIR ? { marketFilesDir: MARKET_FILES_DIR } : {}),
    onProgress: (m) => console.log(`  seeding: ${m}`),
  });
  const config = loadConfig({
    STATIC_DIR: "/nonexistent",
    DATA_DIR,
    RATE_LIMIT_PER_MINUTE: "10000000",
    HEAVY_RATE_LIMIT_PER_MINUTE: "10000000",
    CACHE_ENABLED: "false",
  });
  const app = await buildApp({ ctx: await prepareContext(db, config), ownsDatabase: false });
  const only = process.env.BENCH_ONLY ? new RegExp(process.env.BENCH_ONLY) : null;
  try {
    const headers: Record<"user" | "admin", Record<string, string>> = { user: {}, admin: {} };
    for (const [who, email] of [
      ["user", "user@nordvik.example"],
      ["admin", "admin@nordvik.example"],
    ] as const) {
      const login = await app.inject({ method: "POST", url: "/api/v1/auth/login", payload: { email, password: DEMO_PASSWORD } });
      headers[who] = { authorization: `Bearer ${(login.json() as { tokens: { accessToken: string } }).tokens.accessToken}` };
    }
    const timed = async (url: string, who: "user" | "admin") => {
      const started = performance.now();
      const answer = await app.inject({ url: `/api/v1${url}`, headers: headers[who] });
      const ms = performance.now() - started;
      if (answer.statusCode !== 200) throw new Error(`${url}: ${answer.statusCode} ${answer.body.slice(0, 200)}`);
      return { ms, body: answer.json() as { data: unknown } };
    };
    const pages = await pageCalls(async (url, who = "user") => (await timed(url, who)).body.data);

    const timings: Timing[] = [];
    for (const [page, calls] of Object.entries(pages)) {
      for (const entry of calls) {
        const [who, url] = entry.startsWith("admin:") ? (["admin", entry.slice(6)] as const) : (["user", entry] as const);
        if (only && !only.test(url)) continue;
        // The ids above were found by asking some of these already: the first time is reported, not the coldest.
        const firstMs = (await timed(url, who)).ms;
        const times: number[] = [];
        for (let i = 0; i < RUNS; i++) times.push((await timed(url, who)).ms);
        const t = {
          page,
          call: url,
          firstMs: Math.round(firstMs),
          p50: Math.round(percentile(times, 50)),
          p95: Math.round(percentile(times, 95)),
        };
        timings.push(t);
        console.log(`${t.p95 > GOAL_MS ? "SLOW" : "    "} p50 ${t.p50} p95 ${t.p95} first ${t.firstMs}  ${page}  ${url}`);
      }
    }
    if (!only) writeReport(timings);
  } finally {
    await app.close();
    await db.close();
  }
}

function writeReport(timings: Timing[]) {
  const machine = describeMachine();
  const slow = timings.filter((t) => t.p95 > GOAL_MS);
  // Ids and cursors differ between seeds: the table names them by shape.
  const shape = (url: string) =>
    url
      .replace(/[0-9a-f]{8}-[0-9a-f-]{27}/g, "{company}")
      .replace(/cursor=[^&]+/, "cursor=…")
      .replace(/\/(products|stores)\/\d+/g, "/$1/{id}")
      .replace(/productId=\d+/, "productId={id}")
      .replace(/segments\/[^/]+/, "segments/{segment}")
      .replace(/week=[^&]+/, "week={latest}");
  const lines = [
    "# Every call of a first page load, on PGlite at demo scale",
    "",
    `Machine: ${machine.cpu}, ${machine.memoryGiB} GiB, Node ${machine.node}, load average ${loadavg()[0]!.toFixed(1)} at the end; ${machine.date}.`,
    `PGlite in-process (the \`npm start\` default), the demo market from the shared files; response cache off (CACHE_ENABLED=false).`,
    `Each call ${RUNS} times one after another after a first call (the "first" column); p50/p95 of the ${RUNS}. Goal: p95 ≤ ${GOAL_MS} ms.`,
    "",
    "| Page | Call | first | p50 | p95 |",
    "|---|---|---|---|---|",
    ...timings.map(
      (t) =>
        `| ${t.page} | \`${shape(t.call)}\` | ${t.firstMs} ms | ${t.p50} ms | ${t.p95 > GOAL_MS ? `**${t.p95} ms**` : `${t.p95} ms`} |`,
    ),
    "",
    slow.length
      ? `Over the goal: ${slow.length} of ${timings.length} calls.`
      : `Every one of the ${timings.length} calls is within the goal.`,
    "",
    "Reproduce: `MARKET_FILES_DIR=/path/to/shared/data npm run bench -- first-load` (BENCH_RUNS, BENCH_ONLY=<regexp on the call>,",
    "BENCH_FIRST_LOAD_DATA_DIR; the first run seeds the demo market in `.fenix-data-bench`).",
    "",
  ];
  mkdirSync("bench/results", { recursive: true });
  // The sign-in suite's section (npm run bench -- sign-in) is kept until that suite runs again.
  const previous = existsSync(FIRST_LOAD_FILE) ? readFileSync(FIRST_LOAD_FILE, "utf8") : "";
  const signIn = previous.indexOf(SIGN_IN_SECTION);
  writeFileSync(FIRST_LOAD_FILE, lines.join("\n") + (signIn >= 0 ? `\n${previous.slice(signIn)}` : ""));
}
