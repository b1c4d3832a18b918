/**
 * Rankings are computed once per window, store scope and state of the data, and kept: every page of
 * a walk reads the snapshot its first page named, so an ingest in between moves no row across
 * pages. A newer state of the data gives a new snapshot; old ones go an hour after they are replaced.
 */
import type { Database } from "../../db/client";
import {
  dataVersion,
  findSnapshot,
  listingCounts,
  placementCounts,
  scopeStores,
  snapshotById,
  windowSales,
  type SnapshotRow,
} from "./queries";
import { flagBits, rankProducts } from "./rank";
import type { RankingWindow } from "./window";

export interface StoreScope {
  profile: string | null;
  counties: string[];
}

export const scopeKey = (scope: StoreScope) => `${scope.profile ?? "all"}|${[...scope.counties].sort().join("|")}`;

/** Replaced snapshots stay readable this long, so walks begun on them can finish. */
const KEEP_REPLACED = "1 hour";

const ENTRY_COLUMNS = [
  "snapshot_id",
  "position",
  "product_id",
  "segment",
  "category",
  "price_band",
  "rank",
  "previous_rank",
  "segment_size",
  "units",
  "litres",
  "revenue",
  "previous_revenue",
  "year_ago_revenue",
  "share",
  "stores_listing",
  "stores_selling",
  "velocity",
  "placement_stores",
  "flags",
] as const;

/** Computations under way per database, so a burst of first requests computes a snapshot once. */
const inFlight = new WeakMap<Database, Map<string, Promise<SnapshotRow>>>();

export async function rankingSnapshot(db: Database, window: RankingWindow, scope: StoreScope): Promise<SnapshotRow> {
  const key = { from: window.from, months: window.months, scope: scopeKey(scope), version: await dataVersion(db) };
  const found = await findSnapshot(db, key);
  if (found) return found;
  let running = inFlight.get(db);
  if (!running) inFlight.set(db, (running = new Map()));
  const id = JSON.stringify(key);
  let computing = running.get(id);
  if (!computing) {
    computing = computeSnapshot(db, window, scope, key.version).finally(() => running.delete(id));
    running.set(id, computing);
  }
  return computing;
}

async function computeSnapshot(db: Database, window: RankingWindow, scope: StoreScope, version: string): Promise<SnapshotRow> {
  const stores = await scopeStores(db, scope.profile, scope.counties);
  // One after another: side by side on a busy machine the longest (placement, ~5 s at the bench
  // scale) outlasted the statement timeout, and they share the same cores anyway.
  const current = await windowSales(db, window, stores);
  const previous = await windowSales(db, window.previous, stores);
  const yearBefore = window.yearBefore ? await windowSales(db, window.yearBefore, stores) : null;
  const listing = await listingCounts(db, stores);
  const placement = await placementCounts(db, window, stores);
  const ranked = rankProducts({
    months: window.months,
    current,
    previous,
    yearAgo: yearBefore && new Map(yearBefore.map((r) => [r.productId, r.revenue])),
    placementStores: placement,
    storesListing: listing,
  });
  const id = await db.bulk(async (session) => {
    const [inserted] = await session.query<{ id: number }>(
      `insert into ranking_snapshots (window_from, window_to, months, previous_from, previous_to, store_profile, counties, scope, data_version)
       values ($1, $2, $3, $4, $5, $6, $7, $8, $9) on conflict do nothing returning id`,
      [
        window.from,
        window.to,
        window.months,
        window.previous.from,
        window.previous.to,
        scope.profile,
        scope.counties,
        scopeKey(scope),
        version,
      ],
    );
    if (!inserted) {
      // Another instance computed it meanwhile.
      const [existing] = await session.query<{ id: number }>(
        "select id from ranking_snapshots where window_from = $1 and months = $2 and scope = $3 and data_version = $4",
        [window.from, window.months, scopeKey(scope), version],
      );
      return existing!.id;
    }
    await session.copyIn(
      "ranking_entries",
      ENTRY_COLUMNS,
      ranked.map((r) => [
        inserted.id,
        r.position,
        r.productId,
        r.segment,
        r.segment.slice(0, r.segment.lastIndexOf("~")),
        Number(r.segment.slice(r.segment.lastIndexOf("~") + 1)),
        r.rank,
        r.previousRank,
        r.segmentSize,
        r.units,
        r.litres,
        r.revenue,
        r.previousRevenue,
        r.yearAgoRevenue,
        r.share,
        r.storesListing,
        r.storesSelling,
        r.velocity,
        r.placementStores,
        flagBits(r.flags),
      ]),
    );
    await session.query(`delete from ranking_snapshots where data_version <> $1 and computed_at < now() - interval '${KEEP_REPLACED}'`, [
      version,
    ]);
    return inserted.id;
  });
  return (await snapshotById(db, id))!;
}
