// The market engine on PostgreSQL at the bench scale: seeding it (once) and ingesting one full
// stock snapshot of every store × product pair.
import { sql } from "drizzle-orm";
import { seedDemoDataOnce } from "../server/data/seed";
import { MovementIngestor } from "../server/data/pipeline/ingest";
import { openDatabase, type Database } from "../server/db/client";
import { runMigrations } from "../server/db/migrate";

export const BENCH_DATABASE_URL = process.env.BENCH_DATABASE_URL ?? "postgres://postgres@127.0.0.1:5432/fenix_bench";

async function rows<T>(db: Database, query: ReturnType<typeof sql>): Promise<T[]> {
  const result = await db.orm.execute(query);
  return ((result as { rows?: T[] }).rows ?? (result as unknown as T[])) as T[];
}

/** Creates the bench database if the server lacks it. */
export async function ensureDatabase(url: string): Promise<void> {
  const { default: pg } = await import("pg");
  const target = new URL(url);
  const name = target.pathname.slice(1);
  const admin = new pg.Client({ connectionString: Object.assign(new URL(url), { pathname: "/postgres" }).toString() });
  await admin.connect();
  const found = await admin.query("select 1 from pg_database where datname = $1", [name]);
  if (found.rowCount === 0) await admin.query(`create database "${name.replaceAll('"', "")}"`);
  await admin.end();
}

export async function benchMarket() {
  await ensureDatabase(BENCH_DATABASE_URL);
  const db = await openDatabase({ databaseUrl: BENCH_DATABASE_URL });
  try {
    await runMigrations(db);
    const seedStarted = performance.now();
    const seeded = await seedDemoDataOnce(db, { market: "bench", onProgress: (m) => console.log(`  seeding: ${m}`) });
    const seedMs = seeded === "seeded" ? Math.round(performance.now() - seedStarted) : null;
    const [facts] = await rows<Record<string, string>>(
      db,
      sql`select (select count(*) from products) as products, (select count(*) from stores where not is_agent) as stores,
                 (select count(*) from stock_levels) as pairs, (select count(*) from stock_daily) as daily_rows,
                 (select min(day)::text || ' – ' || max(day)::text from stock_daily) as days,
                 (select round(sum(litres) / 1e6, 1) from product_sales_daily) as million_litres,
                 pg_size_pretty(pg_database_size(current_database())) as size,
                 (select value from app_settings where key = 'demo_market') as market`,
    );
    const ingest = await ingestFullSnapshot(db);
    return { seedMs, facts, ingest };
  } finally {
    await db.close();
  }
}

/**
 * One observation of every listed pair, an hour after each store's latest: a third of the pairs
 * sold one unit (or, out of stock, got one delivered). Timed from loading the pipeline's state to
 * the committed write.
 */
async function ingestFullSnapshot(db: Database) {
  const levels = await rows<{ store_id: number; product_id: number; quantity: number }>(
    db,
    sql`select store_id, product_id, quantity from stock_levels order by store_id, product_id`,
  );
  const last = new Map(
    (await rows<{ store_id: number; last: Date }>(db, sql`select store_id, last_observed_at as last from stock_ingest_state`)).map((r) => [
      r.store_id,
      new Date(r.last).getTime(),
    ]),
  );
  const byStore = new Map<number, { productIds: number[]; quantities: number[] }>();
  levels.forEach((level, i) => {
    let store = byStore.get(level.store_id);
    if (!store) byStore.set(level.store_id, (store = { productIds: [], quantities: [] }));
    store.productIds.push(level.product_id);
    // every third pair changes: a sale where there is stock, else a delivery (so repeated runs change as many)
    store.quantities.push(i % 3 !== 0 ? level.quantity : level.quantity > 0 ? level.quantity - 1 : level.quantity + 1);
  });
  const started = performance.now();
  const ingestor = await MovementIngestor.open(db);
  const loadedMs = performance.now() - started;
  for (const [storeId, items] of byStore) ingestor.ingest({ storeId, observedAt: new Date(last.get(storeId)! + 3_600_000), ...items });
  const report = await ingestor.flush();
  const totalMs = performance.now() - started;
  return {
    pairs: levels.length,
    stores: byStore.size,
    changes: report.changes,
    loadStateMs: Math.round(loadedMs),
    totalMs: Math.round(totalMs),
    rowsPerSecond: Math.round(levels.length / (totalMs / 1000)),
    stepMs: report.stepMs,
  };
}
