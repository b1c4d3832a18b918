/** Snapshot rows as the API's ranking entries and window. */
import type { RankingEntry, RankingWindow, StoreProfile } from "../../../contracts";
import type { EntryRow, SnapshotRow } from "./queries";
import { flagsFromBits } from "./rank";

export function toEntry(r: EntryRow, own: ReadonlySet<number>): RankingEntry & { position: number } {
  const n = (v: unknown) => (v === null || v === undefined ? null : Number(v));
  const productId = Number(r.product_id);
  const bold = String(r.name_bold);
  return {
    position: Number(r.position),
    productId,
    productNumber: String(r.product_number),
    name: r.name_thin ? `${bold} ${String(r.name_thin)}` : bold,
    producer: (r.producer_name as string | null) || null,
    supplier: (r.supplier_name as string | null) || null,
    categoryLevel1: (r.category_level1 as string | null) ?? null,
    category: String(r.category),
    segment: String(r.segment),
    priceBand: Number(r.price_band),
    price: n(r.price),
    volumeMl: n(r.volume_ml),
    rank: Number(r.rank),
    previousRank: n(r.previous_rank),
    segmentSize: Number(r.segment_size),
    units: Number(r.units),
    litres: Number(r.litres),
    revenue: Number(r.revenue),
    previousRevenue: Number(r.previous_revenue),
    yearAgoRevenue: n(r.year_ago_revenue),
    share: Number(r.share),
    storesListing: Number(r.stores_listing),
    storesSelling: Number(r.stores_selling),
    velocity: Number(r.velocity),
    placementStores: Number(r.placement_stores),
    flags: flagsFromBits(Number(r.flags)),
    own: own.has(productId),
  };
}

export function toWindow(s: SnapshotRow): RankingWindow {
  return {
    from: s.window_from,
    to: s.window_to,
    months: Number(s.months),
    previousFrom: s.previous_from,
    previousTo: s.previous_to,
    storeProfile: (s.store_profile as StoreProfile | null) ?? null,
    counties: s.counties,
    computedAt: new Date(s.computed_at).toISOString(),
  };
}
