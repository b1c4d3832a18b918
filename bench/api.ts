// The market API on PostgreSQL at the bench scale: product typeahead under 32 connections
// (autocannon) against an in-process MiniSearch index of the same products, and the p95 of
// three heavy routes, measured one request at a time, and the monthly ranking (bench/rankings.ts).
import autocannon from "autocannon";
import MiniSearch from "minisearch";
import { sql } from "drizzle-orm";
import { DEMO_PASSWORD } from "../server/data/seed";
import { openDatabase } from "../server/db/client";
import { searchProducts } from "../server/market/products";
import { queryRows } from "../server/db/rows";
import { BENCH_DATABASE_URL } from "./market";
import { benchRankings } from "./rankings";
import { startWithNpm } from "./server";

const percentile = (sorted: number[], p: number) => sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))]!;
const round = (ms: number) => Math.round(ms * 100) / 100;

/** Queries people type: 2–10 characters of names, producers and numbers, some with a typo. */
function typeaheadQueries(
  products: { name_bold: string; producer_name: string | null; product_number: string }[],
  count: number,
): string[] {
  const queries: string[] = [];
  for (let i = 0; queries.length < count; i++) {
    const p = products[(i * 7919) % products.length]!;
    const source = [p.name_bold, p.producer_name ?? p.name_bold, p.product_number][i % 3]!;
    const length = 2 + (i % 9);
    let q = source.slice(0, length).toLowerCase();
    if (i % 5 === 4 && q.length > 4) q = q.slice(0, 2) + q.slice(3); // a typo: one letter dropped
    if (q.trim().length >= 2) queries.push(q);
  }
  return queries;
}

export async function benchApi() {
  const db = await openDatabase({ databaseUrl: BENCH_DATABASE_URL });
  const products = await queryRows<{
    id: number;
    name_bold: string;
    name_thin: string | null;
    producer_name: string | null;
    product_number: string;
  }>(db, sql`select id, name_bold, name_thin, producer_name, product_number from products`);
  const [company] = await queryRows<{ id: string }>(db, sql`select id from companies where name = 'Nordvik Vin & Sprit AB'`);
  const topProducts = await queryRows<{ id: number }>(
    db,
    sql`select product_id as id from product_sales_monthly group by 1 order by sum(units) desc limit 50`,
  );
  const topStores = await queryRows<{ id: number }>(db, sql`select id from stores where not is_agent order by id limit 50`);
  const queries = typeaheadQueries(products, 2000);
  // The server caches typeahead answers; this is what a query costs the database when it is not cached.
  const uncachedTimes: number[] = [];
  for (const q of queries) {
    const t = performance.now();
    await searchProducts(db, q, 8);
    uncachedTimes.push(performance.now() - t);
  }
  uncachedTimes.sort((a, b) => a - b);
  // The ranking's first request computes its snapshot: measure that, not one a previous run kept.
  await db.orm.execute(sql`delete from ranking_snapshots`);
  await db.close();

  const port = 3800 + Math.floor(Math.random() * 90);
  // One client asks far faster than a person: the request limits would measure themselves.
  const unlimited = { RATE_LIMIT_PER_MINUTE: "10000000", HEAVY_RATE_LIMIT_PER_MINUTE: "10000000" };
  const server = await startWithNpm({ DATABASE_URL: BENCH_DATABASE_URL, ...unlimited }, port);
  try {
    const login = await fetch(`${server.baseUrl}/api/v1/auth/login`, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({ email: "user@nordvik.example", password: DEMO_PASSWORD }),
    });
    const token = ((await login.json()) as { tokens: { accessToken: string } }).tokens.accessToken;

    // warm up, then 32 connections for 15 s
    let next = 0;
    const path = () => `/api/v1/search/products?q=${encodeURIComponent(queries[next++ % queries.length]!)}&limit=8`;
    await autocannon({
      url: server.baseUrl,
      connections: 8,
      duration: 3,
      headers: { authorization: `Bearer ${token}` },
      requests: [{ setupRequest: (r) => ({ ...r, path: path() }) }],
    });
    const load = await autocannon({
      url: server.baseUrl,
      connections: 32,
      duration: 15,
      headers: { authorization: `Bearer ${token}` },
      requests: [{ setupRequest: (r) => ({ ...r, path: path() }) }],
    });
    const typeahead = {
      requests: load.requests.total,
      rps: Math.round(load.requests.average),
      p50: load.latency.p50,
      p90: load.latency.p90,
      p99: load.latency.p99,
      errors: load.errors + load.non2xx,
    };

    const mini = new MiniSearch({
      fields: ["name", "producer", "number"],
      storeFields: ["id"],
      searchOptions: { prefix: true, fuzzy: 0.2 },
    });
    mini.addAll(
      products.map((p) => ({
        id: p.id,
        name: `${p.name_bold} ${p.name_thin ?? ""}`,
        producer: p.producer_name ?? "",
        number: p.product_number,
      })),
    );
    const miniTimes: number[] = [];
    for (const q of queries) {
      const t = performance.now();
      mini.search(q).slice(0, 8);
      miniTimes.push(performance.now() - t);
    }
    miniTimes.sort((a, b) => a - b);

    const routes = {
      "/products/{id}/sales-by-store?period=90d": topProducts.map((p) => `/api/v1/products/${p.id}/sales-by-store?period=90d`),
      "/sales/summary?companyId=… (30 days)": Array.from({ length: 50 }, () => `/api/v1/sales/summary?companyId=${company!.id}&period=30d`),
      "/stores/{id}/top-products (30 days)": topStores.map((s) => `/api/v1/stores/${s.id}/top-products?period=30d`),
    };
    const heavy: Record<string, { p50: number; p95: number; max: number; samples: number }> = {};
    for (const [name, urls] of Object.entries(routes)) {
      const times: number[] = [];
      for (let round = 0; round < 4; round++) {
        for (const url of urls) {
          const t = performance.now();
          const res = await fetch(server.baseUrl + url, { headers: { authorization: `Bearer ${token}` } });
          await res.arrayBuffer();
          if (!res.ok) throw new Error(`${url} answered ${res.status}`);
          if (round > 0) times.push(performance.now() - t); // the first round warms caches
        }
      }
      times.sort((a, b) => a - b);
      heavy[name] = {
        p50: round(percentile(times, 50)),
        p95: round(percentile(times, 95)),
        max: round(times.at(-1)!),
        samples: times.length,
      };
    }
    const rankings = await benchRankings(server.baseUrl, token);
    return {
      rankings,
      products: products.length,
      typeahead,
      miniSearch: { p50: round(percentile(miniTimes, 50)), p99: round(percentile(miniTimes, 99)), queries: queries.length },
      uncachedQuery: { p50: round(percentile(uncachedTimes, 50)), p99: round(percentile(uncachedTimes, 99)), queries: queries.length },
      heavy,
    };
  } finally {
    await server.stop();
  }
}
