import type { Database } from "../../db/client";
import { stockholmDay } from "../../core/stockholm-day";
import { demoMarket, readDemoMarketMarker, type DemoMarketMarker } from "../seed";
import { movementStartDate } from "../generator/seed-market";
import { ConcurrentIngestError, INGEST_LOCK, MovementIngestor } from "../pipeline/ingest";
import { httpMarketSource } from "./http-source";
import type { MarketSource } from "./market-source";
import type { Market } from "../generator/market";
import { addDays } from "../generator/calendar";
import { unlistRangeLeavers, writeNationalSales } from "../generator/national-sales";
import { refreshRollups } from "../pipeline/rollups";
import { SimulatedMarket } from "./simulator/simulated-market";
import { startSimulator, type RunningSimulator } from "./simulator/simulator-server";

/** The in-process simulator's key: it is nobody's secret, only the header the monopoly's API asks for. */
const SIMULATOR_KEY = "fenix-demo-simulator";

export interface RangeDays {
  productDays: number;
  unlisted: number;
}

export interface DemoSource {
  source: MarketSource;
  simulator: RunningSimulator;
  /** Snapshots written to fill the days the server was not running (0 when it ran through them). */
  caughtUp: number;
  /**
   * Writes the national sales of the market's range (the products it does not simulate store by
   * store) for the whole days after its newest one, through the day before `day`, and their
   * rollups, and takes the products that have left the range off the stores' lists; the feed's
   * stock rounds call it. Returns the product days written and the products taken off the lists.
   */
  addRangeDays(day: string): Promise<RangeDays>;
}

/**
 * The demo market's source: the seeded market's simulator, started on a free local port and read
 * over HTTP like the monopoly's API. The days between the market's last observation and now — a
 * demo started again a week later — are filled first from the simulation's own hourly
 * observations, so the market has no hole where the server was off (a real install cannot do
 * this: the monopoly's API has no history). Null when no demo market was seeded.
 */
export async function startDemoSource(db: Database, options: { marketFilesDir?: string | undefined }): Promise<DemoSource | null> {
  const marker = await readDemoMarketMarker(db);
  if (!marker) return null;
  const market = await demoMarket(marker.scale, { marketFilesDir: options.marketFilesDir });
  const simulated = await SimulatedMarket.start({ market, seed: marker.seed, seededThrough: marker.endDate, listRange: true });
  // Another instance catching up at the same moment wins; this one's rounds go on from there.
  const caughtUp = await catchUp(db, simulated).catch((error: unknown) => {
    if (error instanceof ConcurrentIngestError) return 0;
    throw error;
  });
  const simulator = await startSimulator({ market: simulated, key: SIMULATOR_KEY });
  const source = httpMarketSource({ baseUrl: simulator.url, key: SIMULATOR_KEY, concurrency: 8, requestsPerSecond: 1_000 });
  return { source, simulator, caughtUp, addRangeDays: (day) => addRangeDays(db, market, marker, day) };
}

async function addRangeDays(db: Database, market: Market, marker: DemoMarketMarker, day: string): Promise<RangeDays> {
  const none = { productDays: 0, unlisted: 0 };
  const range = market.range?.products ?? [];
  if (range.length === 0) return none;
  // Most rounds find nothing to add: they ask no more than this.
  const [written] = await db.bulk((s) => s.query<{ day: string | null }>("select max(day)::text as day from national_sales_daily"));
  if (!written?.day || addDays(written.day, 1) >= day) return none;
  const [storeIds, rangeProductIds] = await Promise.all([
    idsBy(
      db,
      "select site_id as key, id from stores",
      market.stores.map((s) => s.siteId),
    ),
    idsBy(
      db,
      "select product_number as key, id from products",
      range.map((p) => p.productNumber),
    ),
  ]);
  const ids = { storeIds: storeIds as number[], rangeProductIds: rangeProductIds as number[] };
  return db.bulk(async (session) => {
    // As an ingest: one writer of the rollups at a time, on every instance.
    await session.query("select pg_advisory_xact_lock($1)", [INGEST_LOCK]);
    const [newest] = await session.query<{ day: string | null }>("select max(day)::text as day from national_sales_daily");
    // A market seeded without its range (before it had one) stays as it was.
    if (!newest?.day) return none;
    const days: string[] = [];
    for (let d = addDays(newest.day, 1); d < day; d = addDays(d, 1)) days.push(d);
    if (days.length === 0) return none;
    if (storeIds.includes(undefined) || rangeProductIds.includes(undefined))
      throw new Error("the demo market's range names stores or products the database does not hold: its national sales cannot go on");
    // The catalogue as the simulator shows it on each of those days: its prices, and who has left.
    const catalogue = { from: movementStartDate(market.scale, marker.endDate), through: days.at(-1)!, seededThrough: marker.endDate };
    const written = await writeNationalSales(session, market, ids, { days: { from: days[0]!, to: days.at(-1)! } }, marker.seed, catalogue);
    const unlisted = await unlistRangeLeavers(session, market, ids, catalogue);
    await refreshRollups(session, days);
    return { productDays: written, unlisted };
  });
}

/** Writes the simulation's observations after the database's last one, up to the last full hour, in one transaction. */
async function catchUp(db: Database, simulated: SimulatedMarket): Promise<number> {
  const [last] = await db.bulk((s) => s.query<{ last: Date | null }>("select max(last_observed_at) as last from stock_ingest_state"));
  const lastMs = last?.last ? new Date(last.last).getTime() : 0;
  // Only days after the last observed one: a day the database has seen is the collector's.
  if (lastMs === 0 || stockholmDay(lastMs) >= stockholmDay(simulated.now().getTime())) return 0;
  const storeIds = await idsBy(
    db,
    "select site_id as key, id from stores",
    simulated.market.stores.map((s) => s.siteId),
  );
  const productIds = await idsBy(
    db,
    "select product_number as key, id from products",
    simulated.market.products.map((p) => p.productNumber),
  );
  return db.bulk(async (session) => {
    const ingestor = await MovementIngestor.open(db, session);
    let written = 0;
    simulated.liveUntil(simulated.now(), (snapshot) => {
      if (snapshot.observedAt.getTime() <= lastMs) return;
      const storeId = storeIds[snapshot.storeId];
      if (storeId === undefined) return;
      const ids: number[] = [];
      const quantities: number[] = [];
      for (let i = 0; i < snapshot.productIds.length; i++) {
        const id = productIds[snapshot.productIds[i]!];
        if (id === undefined) continue;
        ids.push(id);
        quantities.push(snapshot.quantities[i]!);
      }
      // The store's whole list, as the simulation shows it: what it left out has left the store.
      if (ingestor.ingest({ storeId, observedAt: snapshot.observedAt, productIds: ids, quantities, covers: "all" })) written++;
    });
    await ingestor.flush(session);
    return written;
  });
}

/** The database id of each market index (undefined where the database has no such row). */
async function idsBy(db: Database, query: string, keys: readonly string[]): Promise<(number | undefined)[]> {
  const rows = await db.bulk((s) => s.query<{ key: string; id: number }>(query));
  const byKey = new Map(rows.map((r) => [r.key, r.id]));
  return keys.map((key) => byKey.get(key));
}
